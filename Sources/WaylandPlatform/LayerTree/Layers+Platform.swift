import Layers

/// Where the renderer's types meet the window's: the window's code has its own
/// rectangle and pixel views, so only this glue needs both.
extension BufferRect {
    /// The same rectangle of buffer pixels.
    public init(_ rect: PixelRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension PixelSource {
    /// A view of `image`'s pixels, valid while `image` lives.
    public init(_ image: Image) {
        self.init(pixels: UnsafeRawPointer(image.pixels), width: image.width, height: image.height, stride: image.stride)
    }
}
