import FoundationEssentials
import Glibc
import Layers

/// The home screen's background: soft colour fields over a dusk gradient, computed
/// once at a small size and scaled up (bilinear), which keeps it smooth and cheap.
enum Wallpaper {
    /// Pixels of the picture per point of the window.
    static let density = 0.125

    /// The wallpaper scaled up to a window of `size` points at `scale` once, by
    /// `renderer`, as a layer showing ``image(for:)`` over the window would be drawn.
    /// Every frame that draws the home screen anew (the end of each preview, after the
    /// blur covered it) then copies it instead of resampling the whole screen.
    static func image(for size: Size, scale: Double, renderer: Renderer) throws -> Image {
        let small = try image(for: size)
        let layer = Layer()
        Transaction.withoutActions {
            layer.contents = small
            layer.contentsGravity = .resize
            layer.frame = Rect(0, 0, size.width, size.height)
        }
        let image = try Image(width: max(Int((size.width * scale).rounded()), 1),
                              height: max(Int((size.height * scale).rounded()), 1))
        try renderer.render(layer, at: 0, into: image, scale: scale)
        image.isOpaque = small.isOpaque
        return image
    }

    /// A wallpaper for a window of `size` points.
    static func image(for size: Size) throws -> Image {
        let w = max(Int((size.width * density).rounded(.up)), 2), h = max(Int((size.height * density).rounded(.up)), 2)
        let image = try Image(width: w, height: h)
        let top = (0.17, 0.14, 0.42), bottom = (0.93, 0.52, 0.45)
        let glows: [(x: Double, y: Double, r: Double, c: (Double, Double, Double), a: Double)] = [
            (0.15, 0.2, 0.55, (0.38, 0.33, 0.95), 0.55),
            (0.85, 0.3, 0.5, (0.95, 0.36, 0.62), 0.5),
            (0.55, 0.95, 0.6, (1.0, 0.74, 0.42), 0.55),
            (0.0, 0.9, 0.5, (0.62, 0.32, 0.72), 0.5),
        ]
        let aspect = Double(w) / Double(h)
        for y in 0..<h {
            for x in 0..<w {
                let u = (Double(x) + 0.5) / Double(w), v = (Double(y) + 0.5) / Double(h)
                let t = v * 0.8 + u * 0.2
                var r = top.0 + (bottom.0 - top.0) * t
                var g = top.1 + (bottom.1 - top.1) * t
                var b = top.2 + (bottom.2 - top.2) * t
                for glow in glows {
                    let dx = (u - glow.x) * aspect, dy = v - glow.y
                    let k = glow.a * exp(-(dx * dx + dy * dy) / (glow.r * glow.r))
                    r += (glow.c.0 - r) * k; g += (glow.c.1 - g) * k; b += (glow.c.2 - b) * k
                }
                image[x, y] = Color(red: r, green: g, blue: b).premultipliedARGB32()
            }
        }
        // Every pixel is opaque: the renderer copies it and draws nothing under it.
        image.isOpaque = true
        return image
    }
}
