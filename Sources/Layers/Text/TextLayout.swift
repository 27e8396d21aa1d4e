/// Text shaped, broken into lines and placed inside a box: what a ``TextLayer`` draws
/// and what scenes measure labels with.
///
/// Lines break at spaces (and after hyphens) to fit the width; a word wider than the
/// whole width breaks between characters. Line height comes from the font's own
/// metrics (ascender + descender + line gap). When the lines do not fit the height,
/// the last one that does ends with "…" (unless truncation is `.none`, which clips).
///
/// Everything is computed in device pixels at `scale`, with unhinted advances, so
/// positions are exact at any scale; geometry is reported in points. Paragraphs are
/// laid out left to right: right-to-left scripts shape correctly on a single line,
/// but there is no bidirectional reordering across wrapped lines.
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
    }

    /// A glyph and where its origin (pen position plus offset) lands, in device pixels
    /// from the layout's top-left corner, y being the baseline.
    public struct Glyph: Hashable, Sendable {
        public let id: UInt32
        public let position: Point
    }

    public let string: String
    public let font: Font
    /// The face the font request resolved to.
    public let match: FontMatch
    /// Device pixels per point.
    public let scale: Double
    /// The box the text was laid out in, in points (infinite sides do not constrain).
    public let containerSize: Size
    public let alignment: TextAlignment
    public let isWrapped: Bool
    public let truncation: TextTruncation
    public let lines: [Line]
    public let glyphs: [Glyph]
    /// Baseline-to-baseline distance in points.
    public let lineHeight: Double
    /// The glyph(s) used for the ellipsis ("…", or "..." when the font has no "…").
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
                database: FontDatabase = .shared) throws {
        guard scale.isFinite, scale > 0 else { throw FontError.invalidSize(font.size * scale) }
        let container = Size(width: size.width.isNaN ? 0 : max(0, size.width),
                             height: size.height.isNaN ? 0 : max(0, size.height))
        self.string = string
        self.font = font
        self.scale = scale
        self.containerSize = container
        self.alignment = alignment
        self.isWrapped = isWrapped
        self.truncation = truncation
        var builder = Builder(width: container.width * scale, height: container.height * scale,
                              alignment: alignment, isWrapped: isWrapped, truncation: truncation)
        let (match, lineHeight) = try TextEngine.shared.withFace(font, scale: scale, database: database) { face, _ in
            builder.build(string, face: face)
            return (face.match, face.lineHeight)
        }
        self.match = match
        self.lineHeight = lineHeight / scale
        ellipsisGlyphs = builder.ellipsis.glyphs
        isTruncated = builder.isTruncated
        glyphs = builder.glyphs
        lines = builder.lines.map {
            Line(frame: Rect(x: $0.x / scale, y: $0.top / scale, width: $0.width / scale, height: lineHeight / scale),
                 baseline: $0.baseline / scale, glyphRange: $0.glyphRange, isTruncated: $0.isTruncated)
        }
    }

    /// The size `string` needs in points, wrapped at `maxWidth` (infinite: one line per paragraph).
    public static func boundingSize(of string: String, font: Font, maxWidth: Double = .infinity,
                                    scale: Double = 1, database: FontDatabase = .shared) throws -> Size {
        try TextLayout(string: string, font: font, size: Size(width: maxWidth, height: .infinity),
                       isWrapped: maxWidth.isFinite, truncation: .none, scale: scale, database: database).size
    }
}

extension TextLayout {
    /// Breaks shaped paragraphs into lines, truncates and aligns them, in device pixels.
    struct Builder {
        /// A cluster: the glyphs of one or more characters that cannot be split.
        struct Unit {
            var glyphs: Range<Int>
            var advance: Double
            var isSpace: Bool
            var breaksAfter: Bool
        }

        struct Paragraph {
            var shaped: ShapedText
            var units: [Unit]
        }

        /// A piece of a line: some units of a paragraph, or the ellipsis.
        enum Segment {
            case units(Range<Int>)
            case ellipsis
        }

        struct Draft {
            var paragraph: Int
            var units: Range<Int>
            var endsParagraph: Bool
        }

        struct PlacedLine {
            var x: Double
            var top: Double
            var baseline: Double
            var width: Double
            var glyphRange: Range<Int>
            var isTruncated: Bool
        }

        let width: Double
        let height: Double
        let alignment: TextAlignment
        let isWrapped: Bool
        let truncation: TextTruncation

        var ellipsis = ShapedText(text: "")
        var paragraphs: [Paragraph] = []
        var glyphs: [Glyph] = []
        var lines: [PlacedLine] = []
        var isTruncated = false

        init(width: Double, height: Double, alignment: TextAlignment, isWrapped: Bool, truncation: TextTruncation) {
            self.width = width; self.height = height
            self.alignment = alignment; self.isWrapped = isWrapped; self.truncation = truncation
        }

        mutating func build(_ string: String, face: FontFace) {
            guard !string.isEmpty else { return }
            ellipsis = face.shape("\u{2026}")
            if ellipsis.glyphs.contains(0) { ellipsis = face.shape("...") }

            let lineHeight = face.lineHeight
            let fitting = height.isFinite ? max(1, Int((height + 0.01) / lineHeight)) : Int.max
            // With `.none`, a line cut by the bottom edge still shows its top part.
            let shown = truncation == .none && height.isFinite
                ? max(1, Int((height / lineHeight).rounded(.up))) : fitting

            var drafts: [Draft] = []
            for text in string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                // Tabs have no glyph in most fonts: they draw as a space.
                let shaped = face.shape(text.contains("\t") ? Substring(String(text.map { $0 == "\t" ? " " : $0 })) : text)
                paragraphs.append(Paragraph(shaped: shaped, units: Self.units(of: shaped)))
                breakLines(paragraph: paragraphs.count - 1, into: &drafts)
                if drafts.count > shown { break }
            }

            let overflows = drafts.count > shown
            let visible = drafts.prefix(shown)
            isTruncated = drafts.count > fitting || overflows
            let fullWidth = width.isFinite ? width : visible.map { lineWidth($0) }.max() ?? 0
            for (i, draft) in visible.enumerated() {
                var segments: [Segment] = [.units(draft.units)]
                var cut = false
                let isLastShown = i == visible.count - 1
                if isLastShown && overflows && truncation != .none {
                    let rest = draft.units.lowerBound..<paragraphs[draft.paragraph].units.count
                    segments = truncate(paragraphs[draft.paragraph].units, rest, mode: .end, alwaysEllipsis: true)
                    cut = true
                } else if truncation != .none && lineWidth(draft) > width + 0.01 {
                    segments = truncate(paragraphs[draft.paragraph].units, draft.units, mode: truncation, alwaysEllipsis: false)
                    cut = true
                    isTruncated = true
                } else if lineWidth(draft) > width + 0.01 {
                    isTruncated = true
                }
                place(segments, of: draft, line: i, lineHeight: lineHeight, ascender: face.ascender,
                      fullWidth: fullWidth, justify: alignment == .justified && !draft.endsParagraph && !cut,
                      isTruncated: cut)
            }
        }

        /// Groups glyphs into clusters and marks where lines may break.
        static func units(of shaped: ShapedText) -> [Unit] {
            let bytes = Array(shaped.text.utf8)
            var units: [Unit] = []
            var i = 0
            while i < shaped.count {
                let cluster = shaped.clusters[i]
                var j = i, advance = 0.0
                while j < shaped.count && shaped.clusters[j] == cluster {
                    advance += shaped.advances[j]
                    j += 1
                }
                let byte = cluster < bytes.count ? bytes[cluster] : 0
                let isSpace = byte == 0x20
                units.append(Unit(glyphs: i..<j, advance: advance, isSpace: isSpace, breaksAfter: isSpace || byte == 0x2D))
                i = j
            }
            return units
        }

        /// Greedy line breaking: as many words as fit, spaces hanging past the edge.
        private func breakLines(paragraph p: Int, into drafts: inout [Draft]) {
            let units = paragraphs[p].units
            guard isWrapped, width.isFinite, !units.isEmpty else {
                drafts.append(Draft(paragraph: p, units: 0..<units.count, endsParagraph: true))
                return
            }
            var start = 0
            while start < units.count {
                var x = 0.0, i = start, end = units.count
                var lastBreak: Int?
                while i < units.count {
                    let u = units[i]
                    if !u.isSpace && x + u.advance > width + 0.01 && i > start {
                        end = lastBreak.map { $0 + 1 } ?? i
                        break
                    }
                    x += u.advance
                    if u.breaksAfter { lastBreak = i }
                    i += 1
                }
                var trimmed = end
                while trimmed > start && units[trimmed - 1].isSpace { trimmed -= 1 }
                var next = end
                while next < units.count && units[next].isSpace { next += 1 }
                drafts.append(Draft(paragraph: p, units: start..<trimmed, endsParagraph: next >= units.count))
                start = next
            }
        }

        private func lineWidth(_ draft: Draft) -> Double {
            let units = paragraphs[draft.paragraph].units
            return draft.units.reduce(0) { $0 + units[$1].advance }
        }

        /// Cuts `range` to fit the width with the ellipsis at the end, start or middle.
        private func truncate(_ units: [Unit], _ range: Range<Int>, mode: TextTruncation,
                              alwaysEllipsis: Bool) -> [Segment] {
            let total = range.reduce(0) { $0 + units[$1].advance }
            let budget = width - ellipsis.pixelWidth
            if !alwaysEllipsis && total <= width + 0.01 { return [.units(range)] }
            func head(_ limit: Double) -> (Range<Int>, Double) {
                var end = range.lowerBound, x = 0.0
                while end < range.upperBound && x + units[end].advance <= limit + 0.01 { x += units[end].advance; end += 1 }
                while end > range.lowerBound && units[end - 1].isSpace { end -= 1; x -= units[end].advance }
                return (range.lowerBound..<end, x)
            }
            func tail(_ limit: Double) -> Range<Int> {
                var start = range.upperBound, x = 0.0
                while start > range.lowerBound && x + units[start - 1].advance <= limit + 0.01 { start -= 1; x += units[start].advance }
                while start < range.upperBound && units[start].isSpace { start += 1 }
                return start..<range.upperBound
            }
            switch mode {
            case .start:
                return [.ellipsis, .units(tail(budget))]
            case .middle:
                let (first, used) = head(budget / 2)
                let last = tail(budget - used)
                return [.units(first), .ellipsis, .units(max(last.lowerBound, first.upperBound)..<last.upperBound)]
            case .end, .none:
                let fitsWhole = total + ellipsis.pixelWidth <= width + 0.01
                return [.units(fitsWhole ? range : head(budget).0), .ellipsis]
            }
        }

        /// Positions a line's glyphs: alignment, justification, baseline on a whole pixel.
        private mutating func place(_ segments: [Segment], of draft: Draft, line: Int, lineHeight: Double,
                                    ascender: Double, fullWidth: Double, justify: Bool, isTruncated: Bool) {
            let paragraph = paragraphs[draft.paragraph]
            var natural = 0.0, spaces = 0
            for segment in segments {
                switch segment {
                case .ellipsis: natural += ellipsis.pixelWidth
                case let .units(r):
                    for u in r {
                        natural += paragraph.units[u].advance
                        if paragraph.units[u].isSpace { spaces += 1 }
                    }
                }
            }
            let stretch = justify && spaces > 0 && natural < fullWidth ? (fullWidth - natural) / Double(spaces) : 0
            let lineWidth = natural + stretch * Double(spaces)
            let x0: Double = switch alignment {
            case .left, .justified: 0
            case .center: (fullWidth - lineWidth) / 2
            case .right: fullWidth - lineWidth
            }
            let top = Double(line) * lineHeight
            let baseline = (top + ascender).rounded()
            let first = glyphs.count
            var pen = x0
            func emit(_ shaped: ShapedText, _ g: Int) {
                let offset = shaped.offsets[g]
                glyphs.append(Glyph(id: shaped.glyphs[g], position: Point(x: pen + offset.x, y: baseline + offset.y)))
                pen += shaped.advances[g]
            }
            for segment in segments {
                switch segment {
                case .ellipsis:
                    for g in 0..<ellipsis.count { emit(ellipsis, g) }
                case let .units(r):
                    for u in r {
                        let unit = paragraph.units[u]
                        for g in unit.glyphs { emit(paragraph.shaped, g) }
                        if unit.isSpace { pen += stretch }
                    }
                }
            }
            lines.append(PlacedLine(x: x0, top: top, baseline: baseline, width: lineWidth,
                                    glyphRange: first..<glyphs.count, isTruncated: isTruncated))
        }
    }
}
