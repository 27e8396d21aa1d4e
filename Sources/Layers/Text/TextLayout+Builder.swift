/// How a ``TextLayout`` is made: Pango's lines, truncation and placement.
extension TextLayout {
    /// Takes Pango's lines, cuts what does not fit with an ellipsis, and places the
    /// lines on a fixed line pitch, in device pixels.
    struct Builder {
        struct PlacedLine {
            var x: Double
            var top: Double
            var baseline: Double
            var width: Double
            var glyphRange: Range<Int>
            var isTruncated: Bool
            var isRightToLeft: Bool
        }

        let width: Double
        let height: Double
        let alignment: TextAlignment
        let isWrapped: Bool
        let truncation: TextTruncation

        var ellipsis = ShapedText(text: "")
        var faces: [FontMatch] = []
        var glyphs: [Glyph] = []
        var lines: [PlacedLine] = []
        var isTruncated = false

        init(width: Double, height: Double, alignment: TextAlignment, isWrapped: Bool, truncation: TextTruncation) {
            self.width = width; self.height = height
            self.alignment = alignment; self.isWrapped = isWrapped; self.truncation = truncation
        }

        mutating func build(_ string: String, face: FontFace, options: PangoParagraphs.Options, fonts: PangoFonts) {
            faces = [face.match]
            guard !string.isEmpty else { return }
            ellipsis = face.ellipsis

            let text = Self.sanitized(string)
            let lineHeight = face.lineHeight
            let fitting = height.isFinite ? max(1, Int((height + 0.01) / lineHeight)) : Int.max
            // With `.none`, a line cut by the bottom edge still shows its top part.
            let shown = truncation == .none && height.isFinite
                ? max(1, Int((height / lineHeight).rounded(.up))) : fitting

            var wrapped = options
            wrapped.width = isWrapped && width.isFinite ? width : nil
            wrapped.justify = alignment == .justified
            let all = PangoParagraphs(text, options: wrapped, fonts: fonts, faces: faces)
            faces = all.faces
            let overflows = all.lines.count > shown
            let visible = all.lines.prefix(shown)
            isTruncated = all.lines.count > fitting || overflows
            let fullWidth = width.isFinite ? width : visible.map(\.width).max() ?? 0
            for (i, line) in visible.enumerated() {
                var drawn = line, cut = false
                if i == visible.count - 1 && overflows && truncation != .none {
                    // The hidden text follows: the rest of the paragraph on one line, always with "…".
                    let end = Self.paragraphEnd(in: text, from: line.bytes.lowerBound)
                    drawn = ellipsized(text, line.bytes.lowerBound..<end, of: line, mode: .end, force: true,
                                       options: options, fonts: fonts, primary: face)
                    cut = true
                } else if line.width > width + 0.01 {
                    isTruncated = true
                    if truncation != .none {
                        drawn = ellipsized(text, line.bytes, of: line, mode: truncation, force: false,
                                           options: options, fonts: fonts, primary: face)
                        cut = true
                    }
                }
                place(drawn, line: i, lineHeight: lineHeight, ascender: face.ascender, fullWidth: fullWidth, isTruncated: cut)
            }
        }

        /// Tabs have no glyph in most fonts: they draw as a space. NUL would end the C string early.
        static func sanitized(_ string: String) -> String {
            guard string.utf8.contains(where: { $0 == 0x09 || $0 == 0 }) else { return string }
            return String(string.unicodeScalars.map { $0 == "\t" ? " " : $0 == "\0" ? "\u{FFFD}" : Character($0) })
        }

        /// Where the paragraph holding byte `start` ends (its line break, or the end of the text).
        static func paragraphEnd(in text: String, from start: Int) -> Int {
            let utf8 = text.utf8
            var i = utf8.index(utf8.startIndex, offsetBy: start)
            while i < utf8.endIndex, utf8[i] != 0x0A, utf8[i] != 0x0D { i = utf8.index(after: i) }
            return utf8.distance(from: utf8.startIndex, to: i)
        }

        /// `bytes` of `text` as one line that fits the width, cut by Pango with "…" where
        /// `mode` says, in the direction of `line`'s paragraph; `force` adds the "…" even
        /// when the text fits (the text after it is hidden).
        private mutating func ellipsized(_ text: String, _ bytes: Range<Int>, of line: PangoParagraphs.Line,
                                         mode: TextTruncation, force: Bool, options: PangoParagraphs.Options,
                                         fonts: PangoFonts, primary: FontFace) -> PangoParagraphs.Line {
            let utf8 = text.utf8
            let from = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
            var piece = String(decoding: utf8[from..<utf8.index(from, offsetBy: bytes.count)], as: UTF8.self)
            if force { piece += Self.ellipsis(for: options.language ?? fonts.defaultLanguage, in: primary) }
            var single = options
            single.width = width.isFinite ? width : nil
            single.ellipsize = mode
            single.rightToLeft = line.isRightToLeft
            let laid = PangoParagraphs(piece, options: single, fonts: fonts, faces: faces)
            faces = laid.faces
            return laid.lines.first ?? line
        }

        /// The ellipsis Pango puts in for a language and font: the midline "⋯" where Han
        /// is written, else "…"; "..." when the font lacks that character.
        static func ellipsis(for language: String, in face: FontFace) -> String {
            let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first
            let mark: Unicode.Scalar = ["zh", "ja", "ko"].contains(primary.map(String.init) ?? "") ? "\u{22EF}" : "\u{2026}"
            return face.glyph(for: mark) != 0 ? String(Character(mark)) : "..."
        }

        /// Positions a line's glyphs: alignment, baseline on a whole pixel.
        private mutating func place(_ line: PangoParagraphs.Line, line index: Int, lineHeight: Double, ascender: Double,
                                    fullWidth: Double, isTruncated: Bool) {
            let natural: TextAlignment = line.isRightToLeft ? .right : .left
            let x0: Double = switch alignment == .natural || alignment == .justified ? natural : alignment {
            case .center: (fullWidth - line.width) / 2
            case .right: fullWidth - line.width
            default: 0
            }
            let top = Double(index) * lineHeight
            let baseline = (top + ascender).rounded()
            let first = glyphs.count
            for g in line.glyphs {
                glyphs.append(Glyph(id: g.id, position: Point(x: x0 + g.x, y: baseline + g.y), face: g.face))
            }
            lines.append(PlacedLine(x: x0, top: top, baseline: baseline, width: line.width,
                                    glyphRange: first..<glyphs.count, isTruncated: isTruncated,
                                    isRightToLeft: line.isRightToLeft))
        }
    }
}
