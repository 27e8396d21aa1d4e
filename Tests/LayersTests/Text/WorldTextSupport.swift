import Testing
@testable import Layers

/// Helpers for the world-text tests: which glyph a character gets, laid out alone.
enum WorldText {
    /// A glyph as drawn: its face file and its id in that face.
    struct Drawn: Hashable {
        let path: String
        let index: Int
        let id: UInt32
    }

    static let font = Font.system(size: 20)

    static func layout(_ string: String, language: String? = nil, width: Double = .infinity, height: Double = .infinity,
                       wrapped: Bool = true, truncation: TextTruncation = .none,
                       alignment: TextAlignment = .natural, font: Font = font) throws -> TextLayout {
        try TextLayout(string: string, font: font, size: Size(width: width, height: height), alignment: alignment,
                       isWrapped: wrapped, truncation: truncation, language: language)
    }

    static func drawn(_ layout: TextLayout, _ glyph: TextLayout.Glyph) -> Drawn {
        let face = layout.faces[glyph.face]
        return Drawn(path: face.path, index: face.index, id: glyph.id)
    }

    /// The glyphs `string` gets laid out alone (one each for simple characters).
    static func glyphs(of string: String, language: String? = nil, font: Font = font) throws -> [Drawn] {
        let laid = try layout(string, language: language, font: font)
        return laid.glyphs.map { drawn(laid, $0) }
    }

    /// The x of each glyph of `layout` that draws `character` (laid out alone as the reference).
    static func positions(of character: String, in layout: TextLayout, language: String? = nil) throws -> [Double] {
        let target = try #require(try glyphs(of: character, language: language).first)
        return layout.glyphs.filter { drawn(layout, $0) == target }.map(\.position.x)
    }

    /// The glyphs of each line, as drawn.
    static func lines(_ layout: TextLayout) -> [[Drawn]] {
        layout.lines.map { layout.glyphs[$0.glyphRange].map { drawn(layout, $0) } }
    }
}

