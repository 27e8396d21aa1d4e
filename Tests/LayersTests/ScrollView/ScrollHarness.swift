import Foundation
@testable import Layers

/// A scroll view in a hosted tree on a manual clock, and a delegate that writes down
/// what it hears: the scroll view tests' bench.
@MainActor
final class ScrollHarness: ScrollViewDelegate {
    let clock = ManualClock()
    let root: Layer
    let host: LayerHost
    let view: ScrollView
    /// The delegate calls, in order.
    var calls: [String] = []
    /// A replacement for the target a drag ends with, when set.
    var retarget: ((Point) -> Point)?
    /// The frame rate frames are made at.
    static let frame = 1.0 / 60

    /// A `width`×`height` scroll view at the root's origin, with `content`.
    init(width: Double = 400, height: Double = 600, content: Size = Size(width: 400, height: 100_000)) {
        root = Layer(frame: Rect(x: 0, y: 0, width: width, height: height))
        view = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: height))
        view.contentSize = content
        root.addSublayer(view)
        host = LayerHost(clock: clock, rootLayer: root)
        view.delegate = self
    }

    /// Makes a frame at `time`.
    @discardableResult
    func frame(at time: Double) -> Bool { host.update(at: MediaTime(seconds: time)) }

    /// Frames every 1/60 s from `start` until nothing moves (or `limit` seconds); returns
    /// (time, offset) for each.
    func run(from start: Double, limit: Double = 20) -> [(time: Double, offset: Point)] {
        var out: [(Double, Point)] = []
        var t = start
        while t < start + limit {
            let more = frame(at: t)
            out.append((t, view.contentOffset))
            if !more && !view.isDecelerating && !view.isScrollAnimating { break }
            t += Self.frame
        }
        return out
    }

    /// A finger drag on the content: down at `start`, moved by `translation` over
    /// `duration`, lifted moving at `velocity` (finger points per second).
    func drag(_ translation: Point, velocity: Point, start: Double = 0, duration: Double = 0.1) {
        view.beginDragging(at: MediaTime(seconds: start))
        for i in 1...6 {
            let share = Double(i) / 6
            view.drag(translation: translation * share, at: MediaTime(seconds: start + duration * share))
        }
        view.endDragging(velocity: velocity, at: MediaTime(seconds: start + duration))
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        if let retarget { targetContentOffset = retarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
}
