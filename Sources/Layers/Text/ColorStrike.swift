/// A colour glyph as FreeType loaded it with `FT_LOAD_COLOR`: premultiplied BGRA at
/// the size of the font's bitmap strike (Noto Color Emoji has one, 109 px).
///
/// Emoji fonts ship big strikes and expect the renderer to shrink them; this does it
/// with an area average, which keeps the colours and the edges smooth at text sizes.
struct ColorStrike {
    let width: Int
    let height: Int
    /// Bytes from one row to the next (FreeType's pitch; positive for top-down bitmaps).
    let pitch: Int
    let left: Int
    let top: Int
    /// Borrowed from FreeType's glyph slot: valid until the next glyph loads.
    let pixels: UnsafeMutablePointer<UInt8>

    /// Largest glyph bitmap side accepted, in pixels: a broken font cannot make us allocate without bound.
    static let maxSide = 4096

    /// The glyph shrunk (or grown) by `scale`, as a glyph bitmap with colour.
    func scaled(by scale: Double) -> GlyphBitmap? {
        guard width > 0, height > 0, pitch >= width * 4, scale.isFinite, scale > 0 else {
            return GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])
        }
        let outW = max(1, Int((Double(width) * scale).rounded())), outH = max(1, Int((Double(height) * scale).rounded()))
        guard outW <= Self.maxSide, outH <= Self.maxSide else { return nil }
        var color = [UInt32](repeating: 0, count: outW * outH)
        var coverage = [UInt8](repeating: 0, count: outW * outH)
        let sx = Double(width) / Double(outW), sy = Double(height) / Double(outH)
        for oy in 0..<outH {
            let y0 = Int(Double(oy) * sy), y1 = max(y0 + 1, min(height, Int((Double(oy + 1) * sy).rounded(.up))))
            for ox in 0..<outW {
                let x0 = Int(Double(ox) * sx), x1 = max(x0 + 1, min(width, Int((Double(ox + 1) * sx).rounded(.up))))
                var b = 0, g = 0, r = 0, a = 0
                for y in y0..<y1 {
                    let row = pixels + y * pitch
                    for x in x0..<x1 {
                        let p = row + x * 4
                        b += Int(p[0]); g += Int(p[1]); r += Int(p[2]); a += Int(p[3])
                    }
                }
                let n = (y1 - y0) * (x1 - x0)
                let pixel = UInt32(a / n) << 24 | UInt32(r / n) << 16 | UInt32(g / n) << 8 | UInt32(b / n)
                color[oy * outW + ox] = pixel
                coverage[oy * outW + ox] = UInt8(a / n)
            }
        }
        return GlyphBitmap(width: outW, height: outH, left: Int((Double(left) * scale).rounded()),
                           top: Int((Double(top) * scale).rounded()), coverage: coverage, color: color)
    }
}
