/// How a ``TextLayout`` is made: shaping per paragraph, line breaking, truncation and placement.
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
