import Testing
import Layers   // not @testable: the article uses the public API only

// The code of Layers.docc's "Scrolling", as written there, run.

/// Scrolling.md, "Snap to rows".
final class RowSnapper: ScrollViewDelegate {
    let rowHeight: Double
    init(rowHeight: Double) { self.rowHeight = rowHeight }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        targetContentOffset.y = (targetContentOffset.y / rowHeight).rounded() * rowHeight
    }
}

@MainActor
@Suite struct ScrollingArticleTests {
    @Test func aTouchpadFlingComesToRestOnARow() {
        // "Make a scroll view"
        let root = Layer(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let list = ScrollView(frame: root.bounds)
        list.contentSize = Size(width: 320, height: 44 * 100)
        for row in 0..<100 {
            let cell = Layer(frame: Rect(x: 0, y: Double(row) * 44, width: 320, height: 43))
            cell.backgroundColor = .white
            list.addSublayer(cell)
        }
        root.addSublayer(list)
        let host = LayerHost(clock: ManualClock(), rootLayer: root)

        // "Feed it the desktop's input"
        let snapper = RowSnapper(rowHeight: 44)
        list.delegate = snapper
        let router = ScrollRouter(root: root)
        let pointer = Point(x: 160, y: 240)
        for i in 0..<10 {
            router.handle(.touchpad(delta: Point(x: 0, y: 20), at: MediaTime(seconds: Double(i) / 60)), at: pointer)
        }
        router.handle(.touchpadEnded(at: MediaTime(seconds: 9.0 / 60)), at: pointer)
        var time = MediaTime(seconds: 9.0 / 60)
        while host.update(at: time) { time += .seconds(1.0 / 60) }

        // 1 200 points per second would rest 1.2 · 499 = 598.8 points past 200: the
        // nearest row is the 18th.
        #expect(abs(list.contentOffset.y - 18 * 44) < 1e-6, "\(list.contentOffset.y)")
        #expect(list.scrollIndicatorOpacity == 0, "the indicators faded")
        #expect(!list.isDecelerating && !list.isDragging)
        #expect(time.seconds < 9.0 / 60 + 5, "done in \(time.seconds) s")
    }
}
