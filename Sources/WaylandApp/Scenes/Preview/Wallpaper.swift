import FoundationEssentials
import Glibc
import Layers

/// The home screen's background: soft colour fields over a dusk gradient, computed
/// once at a small size and drawn scaled up (bilinear), which keeps it smooth and cheap.
enum Wallpaper {
    /// Pixels of the picture per point of the window.
    static let density = 0.125

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
        return image
    }
}
