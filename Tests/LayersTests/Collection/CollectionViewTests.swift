import Testing
@testable import Layers

/// A collection view keeps cells only for what is in view: scrolling reuses them, a
/// list of 6 000 costs what one of 10 does, and bad counts are clamped.
@Suite("Collection view", .serialized)
@MainActor
struct CollectionViewTests {
    /// Rows named "Row N", counting how often a cell was filled.
    /// Rows labelled "PREFIX N", counting the fills and the selections.
    final class Rows: CollectionViewDataSource, CollectionViewDelegate {
        var count: Int
        var prefix = "Row"
        var filled = 0
        var selected: [Int] = []
        init(_ count: Int) { self.count = count }
        func numberOfItems(in collectionView: CollectionView) -> Int { count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: index)
            cell.accessibilityLabel = "\(prefix) \(index)"
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
        view.contentOffset = Point(x: 0, y: y)
    }

    /// The cells among the view's sublayers (the others are the scroll indicators).
    static func cellLayers(_ view: CollectionView) -> Int { view.sublayers.count { $0 is CollectionViewCell } }

    @Test("only the 10 rows in view have cells, as sublayers at their frames")
    func visibleOnly() {
        let rows = Rows(6000)
        let view = Self.list(rows)
        #expect(view.visibleCells.keys.sorted() == Array(0..<10))
        #expect(Self.cellLayers(view) == 10 && view.cellsMade == 10)
        // In item order, as a screen reader reads them.
        Self.scroll(view, to: 100)
        #expect(view.sublayers.compactMap { ($0 as? CollectionViewCell)?.index } == Array(2..<13))
        // Rows that come back in above go before the others, and every cell stays below
        // the scroll indicators.
        Self.scroll(view, to: 0)
        #expect(view.sublayers.compactMap { ($0 as? CollectionViewCell)?.index } == Array(0..<10))
        #expect(view.sublayers.suffix(2).allSatisfy { $0 === view.indicators.vertical || $0 === view.indicators.horizontal })
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
        #expect(view.cellsMade == 11 && Self.cellLayers(view) <= 11)
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

    @Test("a negative count shows nothing; a count past the maximum is clamped; a shrinking reload brings the offset back to the end")
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
        #expect(view.contentSize.height == 50 * 48 && view.contentOffset.y == 50 * 48 - 480)
        #expect(view.visibleCells.keys.sorted() == Array(40..<50) && rows.filled == 10)
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

    @Test("reloadData mid-fling with fewer rows: the fling stops where it shows, back within the new end; with more it goes on")
    func reloadMidFling() {
        let rows = Rows(6000)
        let view = Self.list(rows)
        let root = Layer(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.addSublayer(view)
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        view.beginDragging(at: MediaTime(seconds: 0))
        view.drag(translation: Point(x: 0, y: -100), at: MediaTime(seconds: 0.05))
        view.endDragging(velocity: Point(x: 0, y: -3000), at: MediaTime(seconds: 0.05))
        #expect(view.isDecelerating)
        host.update(at: MediaTime(seconds: 0.3))
        let moving = view.contentOffset.y
        // More rows: the fling goes on as it was.
        rows.count = 7000
        view.reloadData()
        #expect(view.isDecelerating && view.contentOffset.y == moving)
        // Ten rows: nothing to scroll; the fling stops at the top, with the ten rows' cells.
        rows.count = 10
        view.reloadData()
        #expect(!view.isDecelerating && view.contentOffset.y == 0 && view.visibleCells.keys.sorted() == Array(0..<10))
        host.update(at: MediaTime(seconds: 1))
        #expect(view.contentOffset.y == 0)
    }
}
