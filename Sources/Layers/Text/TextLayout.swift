/// Text shaped, broken into lines and placed inside a box: what a ``TextLayer`` draws
/// and what scenes measure labels with.
///
/// Pango does the work that depends on the script (see `PangoFonts`): runs by script,
/// direction and font, fallback to a font that has each character, HarfBuzz shaping,
/// bidi reordering of each line, and UAX #14 line breaks (between ideographs, never
/// before a closing mark, Thai at word boundaries); a word wider than the whole width
/// breaks between characters. Line height comes from the font's own metrics (ascender +
/// descender + line gap), the same for every line whatever fallback fonts it uses.
/// When the lines do not fit the height, the last one that does ends with "…" (unless
/// truncation is `.none`, which clips), at its logical end: the left for right-to-left text.
///
/// Everything is computed in device pixels at `scale`, with unhinted advances, so
/// positions are exact at any scale; geometry is reported in points.
public struct TextLayout: Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The line's typographic box in points, relative to the layout's top-left
        /// corner: from the line's start to its end, one line height tall.
        public let frame: Rect
        /// The baseline's distance from the top, in points.
        public let baseline: Double
        /// The line's glyphs in ``TextLayout/glyphs``.
        public let glyphRange: Range<Int>
        /// True when part of the text was replaced by the ellipsis on this line.
        public let isTruncated: Bool
        /// True when the line's paragraph runs right to left (Arabic, Hebrew), as the
        /// Unicode bidi algorithm finds from its first strong character.
        public let isRightToLeft: Bool
    }

    /// A glyph and where its origin (pen position plus offset) lands, in device pixels
    /// from the layout's top-left corner, y being the baseline.
    public struct Glyph: Hashable, Sendable {
        /// The glyph id in its face (0 is `.notdef`, the box drawn for a character no font has).
        public let id: UInt32
        /// The glyph origin, in device pixels from the layout's top-left corner (y: the baseline).
        public let position: Point
        /// Its face in ``TextLayout/faces``: fallback fonts draw what the font lacks.
        public let face: Int
    }

    /// The text laid out.
    public let string: String
    /// The font asked for.
    public let font: Font
    /// The face the font request resolved to.
    public let match: FontMatch
    /// The faces the glyphs are drawn with: ``match`` first, then the fallback fonts
    /// fontconfig chose for characters it lacks (CJK, Arabic, emoji…).
    public let faces: [FontMatch]
    /// The BCP 47 language the text was laid out as (nil: the locale's); it picks Han
    /// glyph variants (Traditional, Simplified, Japanese) and the fallback fonts.
    public let language: String?
    /// Device pixels per point.
    public let scale: Double
    /// The box the text was laid out in, in points (infinite sides do not constrain).
    public let containerSize: Size
    /// How the lines sit in the box.
    public let alignment: TextAlignment
    /// Whether lines wrap at the box's width (else one line per paragraph).
    public let isWrapped: Bool
    /// What happens to text that does not fit.
    public let truncation: TextTruncation
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Every glyph of every line, in drawing order.
    public let glyphs: [Glyph]
    /// Baseline-to-baseline distance in points.
    public let lineHeight: Double
    /// The font's own glyph(s) for the ellipsis ("…", or "..." when the font has no "…");
    /// text in a language written with Han ellipsizes with "⋯" instead, as Pango does.
    public let ellipsisGlyphs: [UInt32]
    /// True when some text did not fit and was cut or clipped.
    public let isTruncated: Bool

    /// The size the lines take in points: the widest line by the number of lines times
    /// the line height. Zero for an empty string.
    public var size: Size {
        Size(width: lines.map(\.frame.width).max() ?? 0, height: Double(lines.count) * lineHeight)
    }

    /// Lays out `string` in a box of `size` points.
    ///
    /// - Throws: ``FontError`` when no font can be loaded or `font.size × scale` is not a
    ///   usable pixel size. An unknown family is not an error: it falls back to the default sans.
    public init(string: String, font: Font,
                size: Size = Size(width: .infinity, height: .infinity),
                alignment: TextAlignment = .left, isWrapped: Bool = true,
                truncation: TextTruncation = .end, scale: Double = 1,
                language: String? = nil, database: FontDatabase = .shared) throws {
        guard scale.isFinite, scale > 0 else { throw FontError.invalidSize(font.size * scale) }
        let container = Size(width: size.width.isNaN ? 0 : max(0, size.width),
                             height: size.height.isNaN ? 0 : max(0, size.height))
        if let files = database.files, let fallback = database.fallback {
            let request = DirectRequest(font: font, container: container, alignment: alignment, isWrapped: isWrapped,
                                        truncation: truncation, scale: scale, language: language)
            self = try Self.direct(string, request, files: files)
                ?? TextLayout(string: string, font: font, size: size, alignment: alignment, isWrapped: isWrapped,
                              truncation: truncation, scale: scale, language: language, database: fallback)
            return
        }
        self.string = string
        self.font = font
        self.scale = scale
        self.containerSize = container
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        self.language = language
        var builder = Builder(width: container.width * scale, height: container.height * scale,
                              alignment: alignment, isWrapped: isWrapped, truncation: truncation)
        let (match, lineHeight) = try TextEngine.shared.withFace(font, scale: scale, database: database) { face, _ in
            let options = PangoParagraphs.Options(family: face.match.family, weight: font.weight,
                                                  pixelSize: face.pixelSize, language: language)
            try database.withPango { builder.build(string, face: face, options: options, fonts: $0) }
            return (face.match, face.lineHeight)
        }
        self.match = match
        faces = builder.faces
        self.lineHeight = lineHeight / scale
        ellipsisGlyphs = builder.ellipsis.glyphs
        isTruncated = builder.isTruncated
        glyphs = builder.glyphs
        lines = builder.lines.map {
            Line(frame: Rect(x: $0.x / scale, y: $0.top / scale, width: $0.width / scale, height: lineHeight / scale),
                 baseline: $0.baseline / scale, glyphRange: $0.glyphRange, isTruncated: $0.isTruncated,
                 isRightToLeft: $0.isRightToLeft)
        }
    }

    /// Loads what the first layouts would otherwise pay for (tens of milliseconds once per
    /// process): fontconfig's configuration, Pango's font map, and for each of `weights`
    /// of the default family the fallback fonts of `language`'s script (fontconfig sorts
    /// every installed font for them: milliseconds each, then cached). Apps call it while
    /// setting up, so their first frame does not wait for it.
    ///
    /// - Throws: ``FontError/noFontsInstalled`` and the like, the errors every layout would throw.
    public static func prepare(language: String? = nil, weights: [FontWeight] = [.regular],
                               database: FontDatabase = .shared) throws {
        let sample = try database.withPango { $0.sampleText(language: language) }
        for weight in weights {
            _ = try TextLayout(string: sample, font: .system(size: 17, weight: weight), language: language,
                               database: database)
        }
    }

    /// The size `string` needs in points, wrapped at `maxWidth` (infinite: one line per paragraph).
    public static func boundingSize(of string: String, font: Font, maxWidth: Double = .infinity,
                                    scale: Double = 1, language: String? = nil,
                                    database: FontDatabase = .shared) throws -> Size {
        try TextLayout(string: string, font: font, size: Size(width: maxWidth, height: .infinity),
                       isWrapped: maxWidth.isFinite, truncation: .none, scale: scale, language: language,
                       database: database).size
    }
}
