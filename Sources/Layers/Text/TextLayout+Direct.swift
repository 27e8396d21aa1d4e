/// Laying out one line straight from font files, without fontconfig or Pango: the
/// path a ``FontDatabase`` made from ``FontFiles`` takes, for an app's first frame.
extension TextLayout {
    /// What the direct path needs to know beyond the text.
    struct DirectRequest {
        let font: Font
        let container: Size
        let alignment: TextAlignment
        let isWrapped: Bool
        let truncation: TextTruncation
        let scale: Double
        let language: String?
    }

    /// `string` laid out on one line with `files`' faces, or nil when it needs more than
    /// that: a line break, wrapping, right-to-left text, truncation other than at the
    /// end, a family or characters the files do not have. The caller then lays it out
    /// through fontconfig and Pango.
    static func direct(_ string: String, _ request: DirectRequest, files: FontFiles) throws -> TextLayout? {
        let text = Builder.sanitized(string)
        guard isSingleLeftToRightLine(text), let primary = files.primary(for: request.font) else { return nil }
        let fallbacks = files.fallbacks(language: request.language, weight: request.font.weight)
        let pixelSize = request.font.size * request.scale
        return try TextEngine.shared.withFace(primary, pixelSize: pixelSize) { face, engine -> TextLayout? in
            guard face.familyName == primary.family else { return nil }
            let others = try fallbacks.map { try engine.face($0) }.filter { $0.familyName == $0.match.family }
            let faces = [face] + others
            guard var line = try shapeRuns(of: text, faces: faces) else { return nil }
            let width = request.container.width * request.scale
            var isTruncated = false
            if line.width > width + 0.01 {
                if request.isWrapped || (request.truncation != .end && request.truncation != .none) { return nil }
                isTruncated = true
                if request.truncation == .end {
                    let mark = Builder.ellipsis(for: request.language ?? "", in: face)
                    line.cut(toFit: width, ellipsis: face.shape(Substring(mark)))
                }
            }
            return TextLayout(directLine: line, string: string, request: request, face: face,
                              faces: faces.map(\.match), isTruncated: isTruncated)
        }
    }

    /// No line break and nothing written right to left (Hebrew, Arabic and the other
    /// right-to-left blocks), which only Pango's bidi handles.
    private static func isSingleLeftToRightLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains { s in
            let v = s.value
            return s == "\n" || s == "\r" || v == 0x85 || v == 0x2028 || v == 0x2029
                || (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
                || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
                || v == 0x200F || v == 0x202B || v == 0x202E || v == 0x2067
        }
    }

    /// The text shaped in runs, each with the first face that has every character of
    /// it; nil when one has no face, or shaping still gives `.notdef`.
    private static func shapeRuns(of text: String, faces: [FontFace]) throws -> DirectLine? {
        var line = DirectLine()
        var runStart = text.startIndex, runFace: Int?
        func flush(upTo end: String.Index) {
            guard let runFace, runStart < end else { return }
            line.append(faces[runFace].shape(text[runStart..<end]), face: runFace)
        }
        for index in text.indices {
            let character = text[index]
            let chosen = character.isWhitespace && runFace != nil ? runFace
                : faces.indices.first { f in character.unicodeScalars.allSatisfy { faces[f].glyph(for: $0) != 0 } }
            guard let chosen else { return nil }
            if chosen != runFace {
                flush(upTo: index)
                runStart = index
                runFace = chosen
            }
        }
        flush(upTo: text.endIndex)
        return line.glyphs.contains { $0.id == 0 } ? nil : line
    }

    /// The layout of one shaped line, placed as ``Builder`` places Pango's lines.
    private init(directLine line: DirectLine, string: String, request: DirectRequest, face: FontFace,
                 faces: [FontMatch], isTruncated: Bool) {
        let scale = request.scale
        let fullWidth = request.container.width.isFinite ? request.container.width * scale : line.width
        let x0: Double = switch request.alignment {
        case .center: (fullWidth - line.width) / 2
        case .right: fullWidth - line.width
        default: 0
        }
        let baseline = face.ascender.rounded()
        self.string = string
        font = request.font
        match = face.match
        self.faces = faces
        language = request.language
        self.scale = scale
        containerSize = request.container
        alignment = request.alignment
        isWrapped = request.isWrapped
        truncation = request.truncation
        glyphs = line.glyphs.map { Glyph(id: $0.id, position: Point(x: x0 + $0.x, y: baseline + $0.y), face: $0.face) }
        lineHeight = face.lineHeight / scale
        ellipsisGlyphs = face.ellipsis.glyphs
        self.isTruncated = isTruncated
        lines = string.isEmpty ? [] : [Line(
            frame: Rect(x: x0 / scale, y: 0, width: line.width / scale, height: face.lineHeight / scale),
            baseline: baseline / scale, glyphRange: 0..<glyphs.count, isTruncated: isTruncated && request.truncation == .end,
            isRightToLeft: false)]
    }
}

/// One line's glyphs as the direct path shapes them: pen positions in device pixels
/// from the line's start, y from the baseline.
struct DirectLine {
    struct Glyph {
        let id: UInt32
        let x: Double
        let y: Double
        let face: Int
        let advance: Double
    }

    private(set) var glyphs: [Glyph] = []
    /// The pen's position after the last glyph.
    private(set) var width = 0.0

    /// Adds a run shaped with face number `face`.
    mutating func append(_ run: ShapedText, face: Int) {
        for i in 0..<run.count {
            glyphs.append(Glyph(id: run.glyphs[i], x: width + run.offsets[i].x, y: run.offsets[i].y, face: face,
                                advance: run.advances[i]))
            width += run.advances[i]
        }
    }

    /// Drops glyphs from the end until the rest and `ellipsis` (shaped with face 0) fit
    /// in `limit` pixels, then adds the ellipsis.
    mutating func cut(toFit limit: Double, ellipsis: ShapedText) {
        let markWidth = ellipsis.pixelWidth
        while let last = glyphs.last, width + markWidth > limit + 0.01 {
            glyphs.removeLast()
            width -= last.advance
        }
        append(ellipsis, face: 0)
    }
}
