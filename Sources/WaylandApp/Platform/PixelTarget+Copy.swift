import Layers

extension PixelTarget {
    /// Copies `rect` (device pixels, clipped to both) from `image`, which has the same
    /// pixel size: how a private back buffer brings a shm buffer up to date.
    func copy(_ rect: PixelRect, from image: Image) {
        let r = rect.clipped(to: PixelRect(x: 0, y: 0, width: min(width, image.width), height: min(height, image.height)))
        guard !r.isEmpty else { return }
        let src = UnsafeRawPointer(image.pixels)
        for y in r.y..<(r.y + r.height) {
            (pixels + y * stride + r.x * 4).copyMemory(from: src + y * image.stride + r.x * 4, byteCount: r.width * 4)
        }
    }
}
