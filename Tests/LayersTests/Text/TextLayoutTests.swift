import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct TextLayoutTests {
    let font = Font.system(size: 16)

    func width(_ s: String, scale: Double = 1) throws -> Double { try ShapedText(s, font: font, scale: scale).width }

    @Test func wrapsAtSpacesIntoTheExpectedLines() throws {
        let text = "aaaa bbbb cccc dddd"
        let two = try max(width("aaaa bbbb"), width("cccc dddd")) + 1
        let layout = try TextLayout(string: text, font: font, size: Size(width: two, height: 500))
        #expect(layout.lines.count == 2)
        let one = try ["aaaa", "bbbb", "cccc", "dddd"].map { try width($0) }.max()! + 1
        #expect(try TextLayout(string: text, font: font, size: Size(width: one, height: 500)).lines.count == 4)
        let all = try width(text) + 1
        #expect(try TextLayout(string: text, font: font, size: Size(width: all, height: 500)).lines.count == 1)
        // Lines are exactly as wide as their words (trailing spaces do not count).
        #expect(abs(layout.lines[0].frame.width - (try width("aaaa bbbb"))) < 0.01)
    }

    @Test func hardBreaksAndUnwrappedText() throws {
        let layout = try TextLayout(string: "one\ntwo\n\nfour", font: font, size: Size(width: 20, height: 500), isWrapped: false)
        #expect(layout.lines.count == 4)
        #expect(layout.lines[2].glyphRange.isEmpty)
    }

    @Test func longWordsBreakInsideTheWord() throws {
        let layout = try TextLayout(string: "Supercalifragilisticexpialidocious", font: font,
                                    size: Size(width: 60, height: 500))
        #expect(layout.lines.count >= 4)
        for line in layout.lines { #expect(line.frame.width <= 60 + 0.01) }
        #expect(layout.glyphs.count == 34)
    }

    @Test func linesAreOneFontLineHeightApart() throws {
        let layout = try TextLayout(string: "first\nsecond\nthird", font: font)
        // Inter: 1.21 em, DejaVu Sans: 1.164 em.
        #expect(layout.lineHeight > 16 * 1.1 && layout.lineHeight < 16 * 1.3)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - layout.lineHeight) <= 1)
        #expect(abs(layout.lines[2].baseline - layout.lines[0].baseline - 2 * layout.lineHeight) <= 1)
        #expect(abs(layout.size.height - 3 * layout.lineHeight) < 1e-9)
    }

    @Test func measuringMatchesShaping() throws {
        let size = try TextLayout.boundingSize(of: "Hello, Wayland", font: font)
        // Pango places glyphs in 1/1024 px, HarfBuzz on FreeType in 1/64 px: within 1/128 px a glyph.
        #expect(abs(size.width - (try width("Hello, Wayland"))) < 14.0 / 128)
        let wrapped = try TextLayout.boundingSize(of: "Hello Wayland world", font: font, maxWidth: try width("Hello Wayland") + 1)
        #expect(abs(wrapped.height - 2 * (try TextLayout(string: "x", font: font).lineHeight)) < 1e-9)
        #expect(try TextLayout.boundingSize(of: "", font: font) == .zero)
    }

    @Test func wrappedTruncationEndsWithAnEllipsisAndFits() throws {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 6)
        let lineHeight = try TextLayout(string: "x", font: font).lineHeight
        let box = Size(width: 200, height: lineHeight * 2.5)
        let layout = try TextLayout(string: text, font: font, size: box, truncation: .end)
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        let last = try #require(layout.lines.last)
        #expect(last.isTruncated)
        #expect(layout.glyphs[last.glyphRange].last?.id == layout.ellipsisGlyphs.last)
        #expect(layout.ellipsisGlyphs.count == 1)
        for line in layout.lines { #expect(line.frame.maxX <= 200 + 0.01) }
        #expect(layout.size.height <= box.height)
    }

    @Test func unwrappedTruncationModes() throws {
        let text = "Barcelona, Lisbon, Kyoto, Reykjavík, Valparaíso"
        let box = Size(width: 150, height: 40)
        let end = try TextLayout(string: text, font: font, size: box, isWrapped: false, truncation: .end)
        let start = try TextLayout(string: text, font: font, size: box, isWrapped: false, truncation: .start)
        let middle = try TextLayout(string: text, font: font, size: box, isWrapped: false, truncation: .middle)
        let ellipsis = try #require(end.ellipsisGlyphs.first)
        #expect(end.glyphs.last?.id == ellipsis)
        #expect(start.glyphs.first?.id == ellipsis)
        let at = try #require(middle.glyphs.firstIndex { $0.id == ellipsis })
        #expect(at > 2 && at < middle.glyphs.count - 3)
        for layout in [end, start, middle] {
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].frame.width <= 150 + 0.01)
            #expect(layout.lines[0].frame.width > 120)
            #expect(layout.isTruncated)
        }
        // Text that fits is left alone.
        let short = try TextLayout(string: "Kyoto", font: font, size: box, isWrapped: false, truncation: .end)
        #expect(!short.isTruncated)
        #expect(!short.glyphs.contains { $0.id == ellipsis })
    }

    @Test func noTruncationClipsInsteadOfCutting() throws {
        let text = "Barcelona, Lisbon, Kyoto, Reykjavík, Valparaíso"
        let layout = try TextLayout(string: text, font: font, size: Size(width: 150, height: 30), isWrapped: false, truncation: .none)
        #expect(layout.isTruncated)
        #expect(!layout.glyphs.contains { $0.id == layout.ellipsisGlyphs[0] })
        let coverage = try #require(try layout.coverageMask())
        #expect(coverage.origin.x >= 0 && coverage.origin.y >= 0)
        #expect(coverage.origin.x + Double(coverage.mask.width) <= 150)
        #expect(coverage.mask.width >= 148)
    }

    @Test func alignmentPlacesLines() throws {
        let box = Size(width: 300, height: 100)
        let w = try width("HOH")
        let center = try TextLayout(string: "HOH", font: font, size: box, alignment: .center)
        let right = try TextLayout(string: "HOH", font: font, size: box, alignment: .right)
        #expect(abs(center.lines[0].frame.midX - 150) < 1e-9)
        #expect(abs(right.lines[0].frame.maxX - 300) < 1e-9)
        #expect(abs(right.lines[0].frame.width - w) < 3.0 / 128)
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() throws {
        let text = "Cards have rounded corners and a short description that starts hidden."
        let layout = try TextLayout(string: text, font: font, size: Size(width: 180, height: 500), alignment: .justified)
        #expect(layout.lines.count >= 3)
        for line in layout.lines.dropLast() { #expect(abs(line.frame.width - 180) < 1e-6) }
        #expect(layout.lines.last!.frame.width < 180)
    }

    @Test func inkStaysInsideTheBounds() throws {
        let text = "gjpqy ÁÉÍ Wayland — fi AV\nsecond line with descenders gjpqy"
        for scale in [1.0, 2.0, 1.5] {
            for size in [Size(width: 120, height: 30), Size(width: 500, height: 200), Size(width: 37, height: 11)] {
                for truncation in TextTruncation.allCases {
                    let layout = try TextLayout(string: text, font: font, size: size, isWrapped: size.width > 100,
                                                truncation: truncation, scale: scale)
                    guard let (mask, origin) = try layout.coverageMask() else { continue }
                    #expect(origin.x >= 0 && origin.y >= 0)
                    #expect(origin.x * scale + Double(mask.width) <= (size.width * scale).rounded(.up))
                    #expect(origin.y * scale + Double(mask.height) <= (size.height * scale).rounded(.up))
                }
            }
        }
    }

    @Test func measuredBoundsDoNotClipDescendersOrAccents() throws {
        let text = "ÅÉ gjpqy|"
        let free = try #require(try TextLayout(string: text, font: font).coverageMask())
        let measured = try TextLayout.boundingSize(of: text, font: font)
        let fitted = try #require(try TextLayout(string: text, font: font, size: Size(width: measured.width.rounded(.up),
                                                                                         height: measured.height.rounded(.up))).coverageMask())
        #expect(fitted.mask.height == free.mask.height)
        #expect(fitted.mask.width == free.mask.width)
        #expect(TextTestSupport.inkArea(fitted.mask) == TextTestSupport.inkArea(free.mask))
    }
}
