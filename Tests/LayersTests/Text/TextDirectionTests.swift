import Testing
@testable import Layers
import AnimationCheck

/// Right-to-left text through the Unicode bidi algorithm: Arabic letters join, lines
/// run from the right, mixed runs keep their own order, natural alignment follows the
/// paragraph.
@Suite(.noAnimationLeftRunning) struct TextDirectionTests {
    typealias W = WorldText

    @Test func arabicLettersJoin() throws {
        let joined = try W.glyphs(of: "بيت", language: "ar")
        let isolated = try ["ب", "ي", "ت"].map { try #require(try W.glyphs(of: $0, language: "ar").first) }
        #expect(joined.count == 3)
        #expect(Set(joined).isDisjoint(with: isolated), "joined forms \(joined.map(\.id)) vs isolated \(isolated.map(\.id))")
    }

    /// The first logical character of a right-to-left line is drawn at its right edge.
    @Test func anRTLLineStartsAtTheRight() throws {
        let layout = try W.layout("אבג", language: "he", width: 200)
        let line = try #require(layout.lines.first)
        #expect(line.isRightToLeft)
        let alef = try #require(try W.positions(of: "א", in: layout).first)
        let gimel = try #require(try W.positions(of: "ג", in: layout).first)
        #expect(alef > gimel)
        #expect(alef == layout.glyphs.map(\.position.x).max())
        #expect(abs(line.frame.maxX - 200) < 1e-9, "natural alignment puts it at the right edge")
    }

    @Test func hebrewInsideALatinLineKeepsBothOrders() throws {
        let layout = try W.layout("abc אבג def", language: "en")
        #expect(layout.lines[0].isRightToLeft == false)
        let a = try W.positions(of: "a", in: layout)[0], d = try W.positions(of: "d", in: layout)[0]
        let alef = try W.positions(of: "א", in: layout)[0], gimel = try W.positions(of: "ג", in: layout)[0]
        #expect(a < gimel && gimel < alef && alef < d, "a \(a) ג \(gimel) א \(alef) d \(d)")
    }

    @Test func latinInsideAnArabicLineKeepsBothOrders() throws {
        let layout = try W.layout("زر Barcelona اليوم", language: "ar")
        #expect(layout.lines[0].isRightToLeft)
        let zain = try W.positions(of: "ز", in: layout, language: "ar")[0]
        let b = try W.positions(of: "B", in: layout)[0], n = try W.positions(of: "n", in: layout)[0]
        #expect(b < n && n < zain, "B \(b) n \(n) ز \(zain): the Arabic word comes first, on the right")
    }

    @Test func naturalAlignmentFollowsEachParagraph() throws {
        let layout = try W.layout("Hello\nשלום\nworld", language: "en", width: 200)
        #expect(layout.lines.map(\.isRightToLeft) == [false, true, false])
        #expect(layout.lines[0].frame.minX == 0)
        #expect(abs(layout.lines[1].frame.maxX - 200) < 1e-9)
        let left = try W.layout("שלום", width: 200, alignment: .left)
        #expect(left.lines[0].frame.minX == 0, ".left is the left whatever the direction")
    }
}
