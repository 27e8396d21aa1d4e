import Testing
@testable import Layers

/// A collection view keeps cells only for what is in view: scrolling reuses them, a
/// list of 6 000 costs what one of 10 does, and bad counts are clamped.
@Suite("Collection view", .serialized)
@MainActor
struct CollectionViewTests {
    /// Rows named "Row N", counting how often a cell was filled.
    final class Rows: CollectionViewDataSource, CollectionViewDelegate {
        var count: Int
        var filled = 0
        var selected: [Int] = []
        init(_ count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: index)
            cell.accessibilityLabel = "Row \(index)"
            filled += 1
            return cell
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int) { selected.append(index) }
    }

    /// A 320 × 480 list of 48-point rows over `rows` (which the caller keeps: the view
    /// holds its data source weakly, as UIKit's does), with no overscan unless given.
    static func list(_ rows: Rows, overscan: Double = 0) -> CollectionView {
        let view = CollectionView(layout: ListLayout(rowHeight: 48))
        view.register({ CollectionViewCell() }, forCellWithReuseIdentifier: "row")
        view.overscan = overscan
        view.dataSource = rows
        view.delegate = rows
        view.bounds = Rect(x: 0, y: 0, width: 320, height: 480)
        view.reloadData()
        return view
    }

    static func scroll(_ view: CollectionView, to y: Double) {
        view.bounds.origin = Point(x: 0, y: y)
        view.layoutCells()
    }

    @Test("only the 10 rows in view have cells, as sublayers at their frames")
    func visibleOnly() {
        let rows = Rows(6000)
        let view = Self.list(rows)
        #expect(view.visibleCells.keys.sorted() == Array(0..<10))
        #expect(view.sublayers.count == 10 && view.cellsMade == 10)
        #expect(view.cellForItem(at: 3)?.frame == Rect(x: 0, y: 144, width: 320, height: 48))
        #expect(view.contentSize == Size(width: 320, height: 6000 * 48))
    }

    @Test("scrolling through 6 000 rows reuses the cells: 11 made, as many as for a list of 10 scrolled a little")
    func reuse() {
        let rows = Rows(6000)
        let view = Self.list(rows)
        var y = 0.0
        while y < 6000 * 48 - 480 {
            y += 37
            Self.scroll(view, to: y)
        }
        // At most 11 rows meet a 480-point window (one cut at each end): 11 cells ever.
        #expect(view.cellsMade == 11 && view.sublayers.count <= 11)
        #expect(view.pool.idleCount + view.visibleCells.count == 11)
        let shortRows = Rows(10)
        let short = Self.list(shortRows)
        Self.scroll(short, to: 10)
        #expect(short.cellsMade == 10)
        #expect(view.cellForItem(at: 5999)?.accessibilityLabel == "Row 5999")
    }

    @Test("overscan: 48 points each way adds a row above and below")
    func overscan() {
        let rows = Rows(6000)
        let view = Self.list(rows, overscan: 48)
        Self.scroll(view, to: 480)
        #expect(view.visibleCells.keys.sorted() == Array(9..<21))
        view.overscan = .nan
        #expect(view.visibleCells.keys.sorted() == Array(10..<20))
    }

    @Test("a negative count shows nothing; a count past the maximum is clamped; reloadData mid-scroll drops rows that are gone")
    func badCounts() {
        let rows = Rows(-7)
        let view = Self.list(rows)
        #expect(view.numberOfItems == 0 && view.visibleCells.isEmpty && view.contentSize.height == 0)
        rows.count = .max
        view.reloadData()
        #expect(view.numberOfItems == CollectionView.maximumItemCount && view.visibleCells.count == 10)
        // The list shrinks while it shows rows 100…109: those rows go, nothing else is asked for.
        rows.count = 6000
        view.reloadData()
        Self.scroll(view, to: 4800)
        rows.count = 50
        rows.filled = 0
        view.reloadData()
        #expect(view.visibleCells.isEmpty && rows.filled == 0 && view.contentSize.height == 50 * 48)
        Self.scroll(view, to: 50 * 48 - 480)
        #expect(view.visibleCells.keys.sorted() == Array(40..<50))
    }

    @Test("rows of zero or NaN height cannot make unboundedly many cells: at most maximumVisibleCells")
    func zeroHeights() {
        let view = CollectionView(layout: ListLayout(heightForRow: { $0 % 2 == 0 ? 0 : .nan }))
        view.register({ CollectionViewCell() }, forCellWithReuseIdentifier: "row")
        let rows = Rows(100_000)
        view.dataSource = rows
        view.bounds = Rect(x: 0, y: 0, width: 320, height: 4000)
        view.reloadData()
        #expect(view.visibleCells.count == CollectionView.maximumVisibleCells)
    }

    @Test("a tap's point finds its row; selecting tells the delegate; activating a cell selects its row")
    func selection() {
        let rows = Rows(6000)
        let view = Self.list(rows)
        Self.scroll(view, to: 100)
        #expect(view.indexForItem(at: Point(x: 10, y: 100 + 50)) == 3)
        #expect(view.indexForItem(at: Point(x: 10, y: -1)) == nil)
        #expect(view.selectItem(at: 3) && !view.selectItem(at: 6000) && !view.selectItem(at: -1))
        #expect(view.cellForItem(at: 4)?.accessibilityPerform(.activate) == true)
        #expect(rows.selected == [3, 4])
    }
}
