/// Turning a layout into pixels: its glyphs composited into one coverage mask.
extension TextLayout {
    /// The glyph coverage of the whole layout as one a8 mask, cropped to the ink and
    /// clipped to the container, or nil when nothing would show (empty or blank text,
    /// or an empty container).
    ///
    /// `origin` is where the mask's top-left pixel sits, in points from the layout's
    /// top-left corner; it is always a whole number of device pixels. Glyph bitmaps
    /// come from the shared glyph cache, so only glyphs never drawn before at this
    /// size and subpixel position are rasterized.
    public func coverageMask(database: FontDatabase = .shared) throws -> (mask: AlphaMask, origin: Point)? {
        try coverage(database: database).map { ($0.mask, $0.origin) }
    }

    /// ``coverageMask(database:)``, and whether the container cut off some ink.
    func coverage(database: FontDatabase) throws -> (mask: AlphaMask, origin: Point, isClipped: Bool)? {
        guard !glyphs.isEmpty else { return nil }
        let clipWidth = containerSize.width.isFinite ? Int((containerSize.width * scale - 0.001).rounded(.up)) : Int.max
        let clipHeight = containerSize.height.isFinite ? Int((containerSize.height * scale - 0.001).rounded(.up)) : Int.max
        guard clipWidth > 0, clipHeight > 0 else { return nil }
        return try TextEngine.shared.withFace(font, scale: scale, database: database) { face, cache in
            // First pass: the ink box, so the mask is only as big as the text.
            var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
            for glyph in glyphs {
                let (pen, subpixel, baseline) = Self.pixelPosition(glyph.position)
                guard let bitmap = cache.bitmap(glyph.id, in: face, subpixel: subpixel), !bitmap.isEmpty else { continue }
                x0 = min(x0, pen + bitmap.left); x1 = max(x1, pen + bitmap.left + bitmap.width)
                y0 = min(y0, baseline - bitmap.top); y1 = max(y1, baseline - bitmap.top + bitmap.height)
            }
            let isClipped = x0 < 0 || y0 < 0 || x1 > clipWidth || y1 > clipHeight
            x0 = max(x0, 0); y0 = max(y0, 0)
            x1 = min(x1, clipWidth); y1 = min(y1, clipHeight)
            guard x1 > x0, y1 > y0 else { return nil }
            let mask = try AlphaMask(width: x1 - x0, height: y1 - y0)
            // Second pass: add each glyph's coverage (saturating, like pixman's ADD).
            for glyph in glyphs {
                let (pen, subpixel, baseline) = Self.pixelPosition(glyph.position)
                guard let bitmap = cache.bitmap(glyph.id, in: face, subpixel: subpixel), !bitmap.isEmpty else { continue }
                let left = pen + bitmap.left - x0, top = baseline - bitmap.top - y0
                let colStart = max(0, -left), colEnd = min(bitmap.width, mask.width - left)
                let rowStart = max(0, -top), rowEnd = min(bitmap.height, mask.height - top)
                guard colStart < colEnd, rowStart < rowEnd else { continue }
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
            return (mask, Point(x: Double(x0) / scale, y: Double(y0) / scale), isClipped)
        }
    }

    /// The whole pixel the pen is in, the quarter-pixel bucket within it, and the baseline row.
    static func pixelPosition(_ p: Point) -> (pen: Int, subpixel: Int, baseline: Int) {
        let steps = GlyphCache.subpixelSteps
        let quarters = Int((p.x * Double(steps)).rounded())
        let pen = Int((Double(quarters) / Double(steps)).rounded(.down))
        return (pen, quarters - pen * steps, Int(p.y.rounded()))
    }
}
