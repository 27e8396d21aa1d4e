import Testing
@testable import Layers
import AnimationCheck

/// Line breaks by UAX #14 (Pango's, Thai words through libthai), and the ellipsis in
/// both directions and in CJK.
@Suite(.noAnimationLeftRunning) struct LineBreakingTests {
    typealias W = WorldText

    @Test func cjkWrapsBetweenIdeographs() throws {
        let one = try W.layout("中", language: "zh-CN").lines[0].frame.width
        let layout = try W.layout(String(repeating: "中文", count: 6), language: "zh-CN", width: one * 3.5)
        #expect(layout.lines.count == 4)
        for line in layout.lines {
            #expect(line.glyphRange.count == 3)
            #expect(line.frame.width <= one * 3.5 + 0.01)
        }
    }

    /// Kinsoku (the basic set): at no width does a line start with 。、」 or ），
    /// which UAX #14 classes as closing punctuation.
    @Test func noLineStartsWithClosingPunctuation() throws {
        let text = "一二三四五。六七八九十、一二三」四五（六七）八九。"
        let closing = try Set(["。", "、", "」", "）"].map { try #require(try W.glyphs(of: $0, language: "ja").first) })
        let one = try W.layout("一", language: "ja").lines[0].frame.width
        var sawBreakNearPunctuation = false
        for n in 2...12 {
            let layout = try W.layout(text, language: "ja", width: one * Double(n) + 0.5)
            let lines = W.lines(layout)
            #expect(lines.count > 1)
            for line in lines.dropFirst() {
                let first = try #require(line.first)
                #expect(!closing.contains(first), "width \(n) ideographs: a line starts with a closing mark")
            }
            sawBreakNearPunctuation = sawBreakNearPunctuation || lines.contains { closing.contains($0.last!) }
        }
        #expect(sawBreakNearPunctuation, "some line ends with a closing mark instead")
    }

    /// Thai has no spaces: lines break between words, where libthai's dictionary says.
    @Test func thaiBreaksBetweenWords() throws {
        let words = ["สวัสดี", "ชาว", "โลก"]
        let starts = try Set(words.map { try #require(try W.glyphs(of: $0, language: "th").first) })
        let whole = try W.layout(words.joined(), language: "th")
        let width = try W.layout(words[0] + words[1], language: "th").lines[0].frame.width + 2
        let layout = try W.layout(words.joined(), language: "th", width: width)
        #expect(whole.lines.count == 1 && layout.lines.count == 2)
        for line in W.lines(layout) { #expect(starts.contains(try #require(line.first)), "a line starts inside a word") }
        #expect(layout.lines.allSatisfy { $0.frame.width <= width + 0.01 })
    }

    @Test func rightToLeftEllipsisIsAtTheLeft() throws {
        let layout = try W.layout("תל אביב היא עיר חוף תוססת בישראל", language: "he", width: 120, wrapped: false,
                                  truncation: .end)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated && line.isRightToLeft && layout.isTruncated)
        #expect(line.frame.width <= 120.01)
        let ellipsis = try W.glyphs(of: "…", language: "he")
        let glyphs = layout.glyphs.sorted { $0.position.x < $1.position.x }.map { W.drawn(layout, $0) }
        #expect(Array(glyphs.prefix(ellipsis.count)) == ellipsis, "the ellipsis is the leftmost glyph")
        #expect(abs(line.frame.maxX - 120) < 1e-9, "and the line still starts at the right edge")
    }

    @Test func cjkEllipsisEndsTheLine() throws {
        let text = "臺北是一座充滿活力的城市，夜市與溫泉都很近。"
        let layout = try W.layout(text, language: "zh-TW", width: 150, wrapped: false, truncation: .end)
        let textGlyphs = Set(try W.glyphs(of: text, language: "zh-TW"))
        let glyphs = layout.glyphs.sorted { $0.position.x < $1.position.x }.map { W.drawn(layout, $0) }
        // Pango's ellipsis for Han text ("⋯", or the font's "…" when it has none): not from the text.
        let ellipsis = try #require(glyphs.last)
        #expect(!textGlyphs.contains(ellipsis) && ellipsis.id != 0)
        #expect(ellipsis.path == layout.match.path, "the ellipsis comes from the font asked for")
        #expect(layout.lines[0].isTruncated && layout.lines[0].frame.width <= 150.01)
        // Wrapped and out of height: the last line that fits ends with the same ellipsis.
        let wrapped = try W.layout(text, language: "zh-TW", width: 100, height: 50, truncation: .end)
        #expect(wrapped.lines.count == 2 && wrapped.lines[1].isTruncated)
        #expect(W.lines(wrapped).last?.last == ellipsis)
        // And so does a paragraph that fits but has more after it.
        let more = try W.layout("臺北\n夜市", language: "zh-TW", width: 100, height: 30, truncation: .end)
        #expect(more.lines.count == 1 && W.lines(more)[0].last == ellipsis)
    }
}
