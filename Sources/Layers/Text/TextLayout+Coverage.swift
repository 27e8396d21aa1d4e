/// Turning a layout into pixels: its glyphs composited into one coverage mask, and
/// its colour glyphs (emoji) into one image beside it.
extension TextLayout {
    /// What a layout draws: coverage to fill with the text colour, and the colour
    /// glyphs' pixels over the same box (nil when there are none).
    struct Ink {
        let mask: AlphaMask
        let color: Image?
        /// Where both images' top-left pixel sits, in points from the layout's top-left corner.
        let origin: Point
        /// True when the container cut off some ink.
        let isClipped: Bool
    }

    /// The glyph coverage of the whole layout as one a8 mask, cropped to the ink and
    /// clipped to the container, or nil when nothing would show (empty or blank text,
    /// or an empty container).
    ///
    /// `origin` is where the mask's top-left pixel sits, in points from the layout's
    /// top-left corner; it is always a whole number of device pixels. Glyph bitmaps
    /// come from the shared glyph cache, so only glyphs never drawn before at this
    /// size and subpixel position are rasterized. Colour glyphs count by their alpha.
    public func coverageMask(database: FontDatabase = .shared) throws -> (mask: AlphaMask, origin: Point)? {
        try ink(database: database).map { ($0.mask, $0.origin) }
    }

    /// The colour glyphs (emoji) drawn into one premultiplied image over the same box
    /// as ``coverageMask(database:)``, or nil when the text has none.
    public func colorImage(database: FontDatabase = .shared) throws -> (image: Image, origin: Point)? {
        try ink(database: database).flatMap { ink in ink.color.map { ($0, ink.origin) } }
    }

    /// The coverage and the colour glyphs, drawn in one pass over the glyphs.
    func ink(database: FontDatabase) throws -> Ink? {
        guard !glyphs.isEmpty else { return nil }
        let clipWidth = containerSize.width.isFinite ? Int((containerSize.width * scale - 0.001).rounded(.up)) : Int.max
        let clipHeight = containerSize.height.isFinite ? Int((containerSize.height * scale - 0.001).rounded(.up)) : Int.max
        guard clipWidth > 0, clipHeight > 0 else { return nil }
        return try TextEngine.shared.withFace(font, scale: scale, database: database) { _, engine in
            let opened = try faces.map { try engine.face($0) }
            func bitmap(_ glyph: Glyph) -> (GlyphBitmap, Int, Int)? {
                let (pen, subpixel, baseline) = Self.pixelPosition(glyph.position)
                let face = opened[glyph.face]
                guard let bitmap = engine.bitmap(glyph.id, in: face, subpixel: face.isColor ? 0 : subpixel),
                      !bitmap.isEmpty else { return nil }
                return (bitmap, pen + bitmap.left, baseline - bitmap.top)
            }
            // First pass: the ink box, so the mask is only as big as the text.
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, hasColor = false
            for glyph in glyphs {
                guard let (b, left, top) = bitmap(glyph) else { continue }
                x0 = min(x0, left); x1 = max(x1, left + b.width)
                y0 = min(y0, top); y1 = max(y1, top + b.height)
                hasColor = hasColor || b.color != nil
            }
            let isClipped = x0 < 0 || y0 < 0 || x1 > clipWidth || y1 > clipHeight
            x0 = max(x0, 0); y0 = max(y0, 0)
            x1 = min(x1, clipWidth); y1 = min(y1, clipHeight)
            guard x1 > x0, y1 > y0 else { return nil }
            let mask = try AlphaMask(width: x1 - x0, height: y1 - y0)
            let color = hasColor ? try Image(width: x1 - x0, height: y1 - y0) : nil
            // Second pass: each glyph's coverage added (saturating, like pixman's ADD); colour ones drawn over.
            for glyph in glyphs {
                guard let (b, left, top) = bitmap(glyph) else { continue }
                if let pixels = b.color, let color {
                    Self.blend(pixels, b, into: color, at: (left - x0, top - y0))
                } else {
                    Self.add(b, into: mask, at: (left - x0, top - y0))
                }
            }
            return Ink(mask: mask, color: color, origin: Point(x: Double(x0) / scale, y: Double(y0) / scale),
                       isClipped: isClipped)
        }
    }

    /// Adds a glyph's coverage into the mask at (left, top), clipped to the mask.
    private static func add(_ bitmap: GlyphBitmap, into mask: AlphaMask, at p: (Int, Int)) {
        let (left, top) = p
        let colStart = max(0, -left), colEnd = min(bitmap.width, mask.width - left)
        let rowStart = max(0, -top), rowEnd = min(bitmap.height, mask.height - top)
        guard colStart < colEnd, rowStart < rowEnd else { return }
        bitmap.coverage.withUnsafeBufferPointer { src in
            for row in rowStart..<rowEnd {
                let s = row * bitmap.width, d = (top + row) * mask.stride + left
                for col in colStart..<colEnd {
                    let sum = UInt16(mask.bytes[d + col]) + UInt16(src[s + col])
                    mask.bytes[d + col] = UInt8(min(sum, 255))
                }
            }
        }
    }

    /// Draws a colour glyph's premultiplied pixels OVER the image at (left, top), clipped to it.
    private static func blend(_ pixels: [UInt32], _ bitmap: GlyphBitmap, into image: Image, at p: (Int, Int)) {
        let (left, top) = p
        let colStart = max(0, -left), colEnd = min(bitmap.width, image.width - left)
        let rowStart = max(0, -top), rowEnd = min(bitmap.height, image.height - top)
        guard colStart < colEnd, rowStart < rowEnd else { return }
        let rowPixels = image.stride / 4
        for row in rowStart..<rowEnd {
            for col in colStart..<colEnd {
                let src = pixels[row * bitmap.width + col]
                let d = (top + row) * rowPixels + left + col
                image.pixels[d] = over(src, image.pixels[d])
            }
        }
    }

    /// Premultiplied `src` OVER `dst`, channel by channel.
    private static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverse = 255 - (src >> 24)
        guard inverse < 255 else { return dst }
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let s = (src >> shift) & 0xFF, d = (dst >> shift) & 0xFF
            out |= min(255, s + (d * inverse + 127) / 255) << shift
        }
        return out
    }

    /// The whole pixel the pen is in, the quarter-pixel bucket within it, and the baseline row.
    static func pixelPosition(_ p: Point) -> (pen: Int, subpixel: Int, baseline: Int) {
        let steps = GlyphCache.subpixelSteps
        let quarters = Int((p.x * Double(steps)).rounded())
        let pen = Int((Double(quarters) / Double(steps)).rounded(.down))
        return (pen, quarters - pen * steps, Int(p.y.rounded()))
    }
}
