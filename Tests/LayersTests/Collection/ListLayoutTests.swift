import Testing
@testable import Layers

/// A list's geometry: rows one under the other, found by the rectangle they meet, and
/// heights that cannot be used (zero, negative, NaN, infinite) clamped.
@Suite("List layout")
struct ListLayoutTests {
    private func prepared(_ layout: ListLayout, count: Int, width: Double = 320) -> ListLayout {
        var layout = layout
        layout.prepare(itemCount: count, viewSize: Size(width: width, height: 480))
        return layout
    }

    @Test("fixed rows: row 3 of 44-point rows 4 apart sits at 3 × 48; the content is n × 48 − 4 high")
    func fixedFrames() {
        let layout = prepared(ListLayout(rowHeight: 44, rowSpacing: 4), count: 6000)
        #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 144, width: 320, height: 44))
        #expect(layout.contentSize == Size(width: 320, height: 6000 * 48 - 4))
        #expect(layout.frame(ofItem: 6000) == .zero && layout.frame(ofItem: -1) == .zero)
        #expect(layout.itemPitch == 48)
    }

    @Test("fixed rows: the rows a rectangle meets, edges exclusive, clamped to the list")
    func fixedItemsInRect() {
        let layout = prepared(ListLayout(rowHeight: 44, rowSpacing: 4), count: 6000)
        // 0…480 meets rows 0…9 (row 9 starts at 432, row 10 at 480: not met).
        #expect(layout.items(in: Rect(x: 0, y: 0, width: 320, height: 480)) == 0..<10)
        // 44…92: row 0 ends at 44 (not met), the gap 44…48, row 1 48…92.
        #expect(layout.items(in: Rect(x: 0, y: 44, width: 320, height: 48)) == 1..<2)
        #expect(layout.items(in: Rect(x: 0, y: -500, width: 320, height: 400)) == 0..<0)
        #expect(layout.items(in: Rect(x: 0, y: 6000 * 48 - 100, width: 320, height: 10_000)) == 5998..<6000)
        #expect(layout.items(in: Rect(x: 0, y: .nan, width: 320, height: 480)) == 0..<0)
        #expect(layout.items(in: Rect(x: 0, y: 0, width: 320, height: .infinity)) == 0..<0)
    }

    @Test("rows of their own heights: frames from the running sum, found by binary search")
    func variableHeights() {
        let layout = prepared(ListLayout(rowSpacing: 2, heightForRow: { Double(10 + $0) }), count: 100)
        // Row 3 starts after rows 0, 1, 2 (10 + 11 + 12) and three gaps.
        #expect(layout.frame(ofItem: 3) == Rect(x: 0, y: 39, width: 320, height: 13))
        // 36…40 meets row 2 (ends at 37) and row 3 (starts at 39); 36…39 only row 2; the gap 37…39 none.
        #expect(layout.items(in: Rect(x: 0, y: 36, width: 320, height: 4)) == 2..<4)
        #expect(layout.items(in: Rect(x: 0, y: 36, width: 320, height: 3)) == 2..<3)
        #expect(layout.items(in: Rect(x: 0, y: 37.5, width: 320, height: 1)).isEmpty)
        let sum = (0..<100).reduce(0.0) { $0 + Double(10 + $1) } + 99 * 2
        #expect(layout.contentSize.height == sum)
        #expect(layout.itemPitch == nil)
    }

    @Test("zero, negative, NaN and infinite heights are clamped: every row between 1 and 100 000 points")
    func badHeights() {
        let bad: [Double] = [0, -5, .nan, .infinity, -.infinity, 1e308]
        let layout = prepared(ListLayout(heightForRow: { bad[$0 % bad.count] }), count: 6)
        #expect((0..<6).map { layout.frame(ofItem: $0).height } == [1, 1, 1, 100_000, 1, 100_000])
        for height in bad {
            let fixed = prepared(ListLayout(rowHeight: height, rowSpacing: .nan), count: 1000)
            let rows = fixed.items(in: Rect(x: 0, y: 0, width: 320, height: 480))
            #expect(rows.count <= 480 && fixed.contentSize.height.isFinite, "height \(height): \(rows)")
        }
    }

    @Test("a negative count is an empty list; a count past the maximum is clamped to it")
    func badCounts() {
        let negative = prepared(ListLayout(rowHeight: 44), count: -3)
        #expect(negative.contentSize.height == 0 && negative.items(in: Rect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
        let huge = prepared(ListLayout(rowHeight: 44), count: .max)
        #expect(huge.contentSize.height == Double(CollectionView.maximumItemCount) * 44)
    }
}
