import Layers
import WaylandPlatform

/// Where the renderer's types meet the window's: the platform has its own rectangle
/// and pixel views, so it needs no drawing library.
extension BufferRect {
    init(_ rect: PixelRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension PixelSource {
    /// A view of `image`'s pixels, valid while `image` lives.
    init(_ image: Image) {
        self.init(pixels: UnsafeRawPointer(image.pixels), width: image.width, height: image.height, stride: image.stride)
    }
}
