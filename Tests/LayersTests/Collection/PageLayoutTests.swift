import Testing
@testable import Layers

/// Pages side by side as the CityGuide feed places its cards: card i centred at offset
/// i × pitch.
@Suite("Page layout")
struct PageLayoutTests {
    @Test("item i is centred in the view at content offset i × pitch; the content ends with the last centred")
    func frames() {
        var layout = PageLayout(itemSize: Size(width: 300, height: 400), spacing: 30)
        layout.prepare(itemCount: 10, viewSize: Size(width: 800, height: 600))
        #expect(layout.frame(ofItem: 2) == Rect(x: 250 + 2 * 330, y: 100, width: 300, height: 400))
        #expect(layout.contentSize == Size(width: 9 * 330 + 800, height: 600))
        #expect(layout.itemPitch == 330)
        // At offset 330 the view shows 330…1130: item 0 ends at 550, item 2 starts at 910.
        #expect(layout.items(in: Rect(x: 330, y: 0, width: 800, height: 600)) == 0..<3)
        #expect(layout.items(in: Rect(x: 551, y: 0, width: 358, height: 600)) == 1..<2)
    }

    @Test("sizes of zero, NaN or infinity are clamped; a non-finite rectangle meets nothing")
    func badSizes() {
        var layout = PageLayout(itemSize: Size(width: .nan, height: 0), spacing: -.infinity)
        layout.prepare(itemCount: 5, viewSize: Size(width: .infinity, height: .nan))
        #expect(layout.itemPitch == 1 && layout.contentSize.width.isFinite)
        #expect(layout.items(in: Rect(x: .nan, y: 0, width: 10, height: 10)).isEmpty)
    }
}
