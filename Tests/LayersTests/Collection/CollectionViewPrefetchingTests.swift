import Testing
@testable import Layers

/// While the content moves by itself, a collection view fills the cells its next frame
/// will show between frames (UIKit's cell prefetching): a jump across 6 000 rows then
/// asks its data source for nothing inside its frames, and shows the right rows.
@Suite("Collection view prefetching", .serialized)
@MainActor
struct CollectionViewPrefetchingTests {
    typealias Rows = CollectionViewTests.Rows

    /// A 320 × 480 list of 48-point rows (10 in view) in a hosted tree on a manual clock.
    final class Harness {
        let rows: Rows
        let view = CollectionView(layout: ListLayout(rowHeight: 48))
        let host: LayerHost
        let clock = ManualClock()
        /// Fills the data source made inside frames, and between them.
        var filledInFrames = 0, filledBetween = 0

        init(count: Int = 6000) {
            rows = Rows(count)
            let root = Layer(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            view.frame = root.bounds
            view.register({ CollectionViewCell() }, forCellWithReuseIdentifier: "row")
            view.dataSource = rows
            root.addSublayer(view)
            host = LayerHost(clock: clock, rootLayer: root)
            view.reloadData()
        }

        /// The work between frames (as a window's wait for the next frame), then a frame at `time`.
        func frame(at time: Double) {
            let before = rows.filled
            while host.prepareAhead() {}
            filledBetween += rows.filled - before
            let inFrame = rows.filled
            host.update(at: MediaTime(seconds: time))
            filledInFrames += rows.filled - inFrame
        }

        /// Every cell shows its own item: its label names it.
        var cellsShowTheirItems: Bool {
            view.visibleCells.allSatisfy { $0.value.accessibilityLabel == "\(rows.prefix) \($0.key)" }
        }

        /// The items a 480-point view at offset `y` shows.
        static func items(at y: Double) -> [Int] {
            Array(Int((y / 48).rounded(.down))..<min(Int(((y + 480) / 48).rounded(.up)), 6000))
        }
    }

    @Test("an animated scroll to the last row fills no cell in its frames: each was filled between frames, as the frame before asked")
    func aJumpFillsNothingInItsFrames() {
        let h = Harness()
        h.frame(at: 0)
        let end = 6000 * 48 - 480.0
        h.host.perform(at: MediaTime(seconds: 0)) { h.view.setContentOffset(Point(x: 0, y: end), animated: true) }
        var t = 0.0, frames = 0
        while h.view.isScrollAnimating || frames == 0 {
            t += 1.0 / 60
            frames += 1
            h.frame(at: t)
            #expect(h.view.visibleCells.keys.sorted() == Harness.items(at: h.view.contentOffset.y), "frame \(frames)")
            #expect(h.cellsShowTheirItems, "frame \(frames)")
        }
        #expect(h.view.contentOffset.y == end)
        // Frames of a jump across the list: most show only rows not shown before.
        #expect(frames >= 10 && h.filledBetween >= 10 * frames / 2, "\(frames) frames, \(h.filledBetween) fills ahead")
        #expect(h.filledInFrames == 0, "\(h.filledInFrames) cells filled inside the frames")
        // The rows in view and the next frame's: at most two screens of cells.
        #expect(h.view.cellsMade <= 2 * 11, "\(h.view.cellsMade) cells made")
        // At rest nothing is filled ahead; what was goes back to the pool.
        #expect(!h.host.prepareAhead() && h.view.prefetchedCount == 0)
    }

    @Test("a fling's frames take the cells filled for them; a fling stopped by a finger leaves its cells to the pool")
    func aFlingAndAStop() {
        let h = Harness()
        // A finger drags between 60 Hz frames and lets go: the frames during the drag
        // fill their own rows (input moves it, not known ahead); those after, none.
        h.host.perform(at: MediaTime(seconds: 0)) { h.view.beginDragging(at: MediaTime(seconds: 0)) }
        for i in 0...3 {
            h.frame(at: Double(i) / 60)
            let t = MediaTime(seconds: (Double(i) + 0.5) / 60)
            h.host.perform(at: t) { h.view.drag(translation: Point(x: 0, y: -100 * Double(i + 1)), at: t) }
        }
        let t = MediaTime(seconds: 3.5 / 60)
        h.host.perform(at: t) { h.view.endDragging(velocity: Point(x: 0, y: -6000), at: t) }
        h.filledInFrames = 0
        for i in 4...20 { h.frame(at: Double(i) / 60) }
        #expect(h.view.isDecelerating && h.filledBetween > 0 && h.cellsShowTheirItems)
        #expect(h.filledInFrames == 0, "\(h.filledInFrames) cells filled inside the frames")
        // Filled ahead for the next frame, which the finger's touch stops short of.
        while h.host.prepareAhead() {}
        let waiting = h.view.prefetchedCount
        #expect(waiting > 0, "the next frame's new rows wait filled")
        // The finger lands as the last frame showed it: the content stays where it is.
        let touch = MediaTime(seconds: 20.0 / 60)
        h.host.perform(at: touch) { h.view.beginDragging(at: touch) }
        #expect(h.view.prefetchedCount == waiting, "nothing moved, nothing was taken")
        #expect(!h.host.prepareAhead() && h.view.prefetchedCount == 0, "a drag is not known ahead: the cells go back")
        let made = h.view.cellsMade
        h.host.perform(at: MediaTime(seconds: 0.345)) {
            h.view.drag(translation: Point(x: 0, y: -480), at: MediaTime(seconds: 0.345))
        }
        h.frame(at: 0.35)
        #expect(h.cellsShowTheirItems && h.view.cellsMade == made, "the pool's cells show the dragged-to rows")
    }

    @Test("a frame later than foreseen fills what it shows itself; the cells filled for the frame it skipped go back to the pool")
    func aLateFrame() throws {
        let h = Harness()
        h.frame(at: 0)
        h.host.perform(at: MediaTime(seconds: 0)) { h.view.setContentOffset(Point(x: 0, y: 48 * 3000), animated: true) }
        h.frame(at: 1.0 / 60)
        while h.host.prepareAhead() {}
        let foreseen = Set(h.view.prefetched.keys)
        #expect(foreseen.count >= 10, "the rows of the frame at 2/60 s")
        // The frame comes at 4/60 s: a jump shows other rows by then.
        h.frame(at: 4.0 / 60)
        #expect(h.cellsShowTheirItems && h.filledInFrames > 0)
        while h.host.prepareAhead() {}
        let next = try #require(h.host.workAhead.nextFrameTime)
        let coming = try #require(h.view.motion.offset(at: next))
        let wanted = h.view.wantedItems(at: h.view.clampedContentOffset(coming))
        #expect(h.view.prefetched.keys.allSatisfy { wanted.contains($0) }, "only the next frame's rows wait filled")
        #expect(foreseen.isDisjoint(with: h.view.prefetched.keys) && h.view.prefetchedCount <= 11)
    }

    @Test("reloading, resizing or discarding drops the cells filled ahead: no row shows what it was filled with before")
    func staleCellsAreNeverShown() {
        let h = Harness()
        h.frame(at: 0)
        h.host.perform(at: MediaTime(seconds: 0)) { h.view.setContentOffset(Point(x: 0, y: 48 * 3000), animated: true) }
        h.frame(at: 1.0 / 60)
        while h.host.prepareAhead() {}
        #expect(h.view.prefetchedCount > 0)
        h.rows.prefix = "City"
        h.view.reloadData()
        #expect(h.view.prefetchedCount == 0)
        h.frame(at: 2.0 / 60)
        #expect(h.cellsShowTheirItems && h.view.visibleCells.values.allSatisfy { $0.accessibilityLabel?.hasPrefix("City") == true })
        while h.host.prepareAhead() {}
        #expect(h.view.prefetchedCount > 0)
        h.view.discardPrefetchedCells()
        #expect(h.view.prefetchedCount == 0)
        while h.host.prepareAhead() {}
        Transaction.withoutActions { h.view.frame = Rect(x: 0, y: 0, width: 300, height: 480) }
        h.view.layoutCells()
        #expect(h.view.prefetchedCount == 0, "cells filled for the old width")
    }

    @Test("with prefetching off, the frames fill their cells themselves, as before")
    func prefetchingOff() {
        let h = Harness()
        h.view.isPrefetchingEnabled = false
        h.frame(at: 0)
        h.host.perform(at: MediaTime(seconds: 0)) { h.view.setContentOffset(Point(x: 0, y: 48 * 3000), animated: true) }
        for i in 1...5 { h.frame(at: Double(i) / 60) }
        #expect(h.filledBetween == 0 && h.filledInFrames >= 10 && h.cellsShowTheirItems)
        #expect(!h.host.prepareAhead())
    }
}
