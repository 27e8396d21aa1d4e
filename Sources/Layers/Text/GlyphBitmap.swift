/// One glyph rasterized by FreeType: 8-bit coverage and where it sits on the pen.
///
/// `left` and `top` are FreeType's bitmap bearings: the bitmap's top-left corner is
/// `left` pixels right of the pen and `top` pixels above the baseline. Colour glyphs
/// (emoji) also carry their pixels, premultiplied ARGB as pixman's a8r8g8b8 holds them;
/// their coverage is their alpha.
final class GlyphBitmap {
    let width: Int
    let height: Int
    let left: Int
    let top: Int
    /// `height` rows of `width` coverage bytes (0 = empty, 255 = fully inked).
    let coverage: [UInt8]
    /// `height` rows of `width` premultiplied ARGB pixels for colour glyphs; nil for plain ones.
    let color: [UInt32]?

    init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8], color: [UInt32]? = nil) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
        self.color = color
    }

    /// True for glyphs with no ink (spaces).
    var isEmpty: Bool { width == 0 || height == 0 }
}
