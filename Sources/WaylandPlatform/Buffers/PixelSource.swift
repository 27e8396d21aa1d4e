import Layers
/// Pixels to copy from: premultiplied ARGB8888, native-endian 32-bit, owned by the
/// caller (a renderer's image) and valid for the call it is passed to.
public struct PixelSource {
    /// The first pixel of the top row.
    public let pixels: UnsafeRawPointer
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Bytes per row.
    public let stride: Int

    /// Pixels of `width` × `height` at `pixels`, rows `stride` bytes apart.
    public init(pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
    }
}

extension PixelTarget {
    /// Copies `rect` (clipped to both) from `source`, which has the same pixel size: how a
    /// private back buffer brings a shm buffer up to date.
    public func copy(_ rect: PixelRect, from source: PixelSource) {
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: min(width, source.width), height: min(height, source.height)))
        guard !r.isEmpty else { return }
        for y in r.y..<(r.y + r.height) {
            (pixels + y * stride + r.x * 4).copyMemory(from: source.pixels + y * source.stride + r.x * 4,
                                                       byteCount: r.width * 4)
        }
    }
}
