import Layers

/// Where the renderer's images meet the window's buffers.
extension PixelSource {
    /// A view of `image`'s pixels, valid while `image` lives.
    public init(_ image: Image) {
        self.init(pixels: UnsafeRawPointer(image.pixels), width: image.width, height: image.height, stride: image.stride)
    }
}
