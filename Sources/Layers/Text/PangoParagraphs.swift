import CFontconfig
import CPango

/// Text laid out by Pango into lines of positioned glyphs, each glyph with the face
/// (file and index) Pango chose for it: a `PangoLayout` behind a small Swift type.
///
/// Positions are in device pixels: x from the line's left end (lines come in visual
/// order, right to left runs already reversed), y offsets from the baseline, y down.
///
/// Pango lays text out at one fixed size, ``layoutSize``, and the results are scaled to
/// the size asked for. Advances are unhinted, so they scale exactly; and Pango sorts
/// fontconfig's fallback list once per font description, size included, which would
/// otherwise happen again for every ladder scale of moving text.
struct PangoParagraphs {
    /// The em size Pango works at, in pixels.
    static let layoutSize = 64.0

    /// A glyph on a line; `face` indexes ``faces``.
    struct Glyph {
        var face: Int
        var id: UInt32
        var x: Double
        var y: Double
        var advance: Double
    }

    struct Line {
        /// UTF-8 range of the text the line shows.
        var bytes: Range<Int>
        /// Whether the line's paragraph runs right to left (the bidi algorithm's paragraph level).
        var isRightToLeft: Bool
        /// Logical width (advances) in device pixels.
        var width: Double
        var glyphs: [Glyph]
    }

    /// What the layout is asked to do with text that does not fit.
    struct Options {
        var family: String
        var weight: FontWeight
        var pixelSize: Double
        /// BCP 47 language of the text (Han glyph variants and fallback order depend on it); nil: the locale's.
        var language: String?
        /// Wrap width in device pixels; nil for one line per paragraph.
        var width: Double?
        /// Ellipsize each paragraph's single line to `width` in this mode (with `width` set and no wrapping).
        var ellipsize: TextTruncation = .none
        var justify = false
        /// Forces the paragraph direction (a line cut from the middle of a paragraph keeps its paragraph's).
        var rightToLeft: Bool?
    }

    private(set) var lines: [Line] = []
    private(set) var faces: [FontMatch] = []

    /// Lays `text` out; `faces` is shared across layouts of one ``TextLayout`` so indexes agree.
    init(_ text: String, options: Options, fonts: PangoFonts, faces: [FontMatch]) {
        self.faces = faces
        let context = fonts.context
        if let rtl = options.rightToLeft {
            pango_context_set_base_dir(context, rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        }
        defer { if options.rightToLeft != nil { pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR) } }
        let layout = fonts.layout
        pango_layout_context_changed(layout)
        let scale = options.pixelSize / Self.layoutSize
        Self.configure(layout, options, fonts: fonts, scale: scale)
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        var patterns: [OpaquePointer: Int] = [:]
        let count = Int(pango_layout_get_line_count(layout))
        lines.reserveCapacity(count)
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            lines.append(extract(line, scale: scale, fonts: fonts, patterns: &patterns))
        }
    }

    /// Sets font, language, width and wrapping; widths are divided by `scale` (pixels per layout pixel).
    private static func configure(_ layout: OpaquePointer, _ options: Options, fonts: PangoFonts, scale: Double) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, options.family)
        pango_font_description_set_weight(description, PangoWeight(UInt32(options.weight.rawValue)))
        pango_font_description_set_absolute_size(description, layoutSize * Double(CPango_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_attributes(layout, fonts.attributes(language: options.language))
        // The layout is reused: every setting is made each time.
        pango_layout_set_auto_dir(layout, options.rightToLeft == nil ? 1 : 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let width = options.width.flatMap { Self.units($0 / scale) }
        pango_layout_set_width(layout, width ?? -1)
        pango_layout_set_justify(layout, width != nil && options.justify ? 1 : 0)
        let mode: PangoEllipsizeMode = switch width == nil ? .none : options.ellipsize {
        case .none: PANGO_ELLIPSIZE_NONE
        case .end: PANGO_ELLIPSIZE_END
        case .start: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        }
        pango_layout_set_ellipsize(layout, mode)
    }

    /// `pixels` in Pango units, or nil when too wide to constrain anything.
    private static func units(_ pixels: Double) -> Int32? {
        let units = (max(0, pixels) * Double(CPango_SCALE)).rounded(.down)
        return units < Double(Int32.max / 2) ? Int32(units) : nil
    }

    /// The glyphs of one line, runs in visual order, with their faces.
    private mutating func extract(_ line: UnsafeMutablePointer<PangoLayoutLine>, scale pixels: Double,
                                  fonts: PangoFonts, patterns: inout [OpaquePointer: Int]) -> Line {
        let scale = Double(CPango_SCALE) / pixels
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        let start = Int(line.pointee.start_index)
        var result = Line(bytes: start..<start + Int(line.pointee.length),
                          isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                          width: Double(logical.width) / scale, glyphs: [])
        var pen = 0.0, count = 0
        var node = line.pointee.runs
        while let run = node {
            count += Int(run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.glyphs.pointee.num_glyphs)
            node = run.pointee.next
        }
        result.glyphs.reserveCapacity(count)
        node = line.pointee.runs
        while let run = node {
            node = run.pointee.next
            let item = run.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let string = item.glyphs.pointee
            let face = item.item.pointee.analysis.font.flatMap { faceIndex(of: $0, fonts: fonts, patterns: &patterns) }
            let rise = Double(item.y_offset) / scale
            for g in 0..<Int(string.num_glyphs) {
                let info = string.glyphs[g]
                let advance = Double(info.geometry.width) / scale
                defer { pen += advance }
                guard let face, info.glyph != CPango_GLYPH_EMPTY else { continue }
                // A character no installed font has: its face's .notdef box, as other toolkits draw it.
                let id = info.glyph & CPango_GLYPH_UNKNOWN_FLAG != 0 ? 0 : info.glyph
                result.glyphs.append(Glyph(face: face, id: id, x: pen + Double(info.geometry.x_offset) / scale,
                                           y: Double(info.geometry.y_offset) / scale - rise, advance: advance))
            }
        }
        return result
    }

    /// The index in ``faces`` of the file behind a Pango font, added on first sight.
    private mutating func faceIndex(of font: UnsafeMutablePointer<PangoFont>, fonts: PangoFonts,
                                    patterns: inout [OpaquePointer: Int]) -> Int? {
        guard let pattern = CPango_font_pattern(font) else { return nil }
        if let known = patterns[pattern] { return known }
        guard let match = fonts.match(for: pattern) else { return nil }
        let index = faces.firstIndex(of: match) ?? {
            faces.append(match)
            return faces.count - 1
        }()
        patterns[pattern] = index
        return index
    }
}
