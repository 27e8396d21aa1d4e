import Foundation
import Testing
@testable import Layers

/// Releases: a fling's path against UIScrollView's per-millisecond model, the
/// projection of Apple's sample code, the rubber band, paging and the delegate.
@MainActor
@Suite struct ScrollViewFlingTests {
    /// UIScrollView's deceleration as it is defined, one millisecond at a time: the
    /// velocity keeps `r` of itself and the offset moves by it. Returns the offset after
    /// each millisecond until less than half a point of travel is left.
    static func perMillisecond(from start: Double, velocity: Double, rate: Double) -> [Double] {
        var v = velocity / 1000, x = start, out = [x]
        let rest = start + v * rate / (1 - rate)
        while abs(rest - x) >= 0.5 {
            v *= rate
            x += v
            out.append(x)
        }
        return out
    }

    @Test(arguments: [DecelerationRate.normal, .fast])
    func aFlingsTravelAndDurationAreTheClosedForm(_ rate: DecelerationRate) {
        let h = ScrollHarness()
        h.view.decelerationRate = rate
        h.view.contentOffset = Point(x: 0, y: 5000)
        h.drag(Point(x: 0, y: -100), velocity: Point(x: 0, y: -2400))
        let released = h.view.contentOffset.y
        #expect(released == 5100)
        let model = Self.perMillisecond(from: released, velocity: 2400, rate: rate.rawValue)
        // Frames on whole milliseconds, where the model has its values.
        var frames: [(time: Double, offset: Point)] = []
        for ms in stride(from: 0, to: model.count + 100, by: 4) {
            h.frame(at: 0.1 + Double(ms) / 1000)
            frames.append((0.1 + Double(ms) / 1000, h.view.contentOffset))
            let expected = model[min(ms, model.count - 1)]
            #expect(abs(h.view.contentOffset.y - expected) <= 0.5, "at \(ms) ms: \(h.view.contentOffset.y) against \(expected)")
        }
        let rest = released + 2.4 * rate.rawValue / (1 - rate.rawValue)
        #expect(abs(h.view.contentOffset.y - rest) < 1e-6)
        // It stops within a frame of the model's last millisecond.
        let moving = frames.filter { $0.offset.y != rest }.last.map { $0.time - 0.1 } ?? 0
        #expect(abs(moving * 1000 - Double(model.count - 1)) <= 4,
                "moved until \(moving * 1000) ms, the model until \(model.count - 1) ms")
    }

    /// Apple's WWDC 2018 "Designing Fluid Interfaces" sample code projects where a
    /// gesture lands with `project(initialVelocity:decelerationRate:)`:
    /// (initialVelocity / 1000) · decelerationRate / (1 − decelerationRate).
    @Test func aDragEndingAt1000PointsPerSecondTravelsTheSampleCodesProjection() {
        let h = ScrollHarness()
        h.view.contentOffset = Point(x: 0, y: 1000)
        h.drag(Point(x: 0, y: -50), velocity: Point(x: 0, y: -1000))
        let released = h.view.contentOffset.y
        _ = h.run(from: 0.1)
        let travel = h.view.contentOffset.y - released
        #expect(abs(travel - 1.0 * 0.998 / 0.002) < 1e-6)
        #expect(abs(travel - 499) < 0.5)
    }

    @Test func aPullPastTheTopShowsTheRubberBandsFunction() {
        let h = ScrollHarness()
        h.view.beginDragging(at: 0)
        for pull in [10.0, 100, 600, 5000] {
            h.view.drag(translation: Point(x: 0, y: pull), at: 0.05)
            let d = 600.0, c = 0.55
            let expected = -(1 - 1 / (pull * c / d + 1)) * d
            #expect(abs(h.view.contentOffset.y - expected) < 1e-9, "pull \(pull)")
        }
        h.view.endDragging(velocity: .zero, at: 0.1)
        _ = h.run(from: 0.1)
        #expect(h.view.contentOffset.y == 0, "it springs back to the edge")
    }

    @Test func withoutBouncingTheContentStopsAtTheEdge() {
        let h = ScrollHarness()
        h.view.bounces = false
        h.view.beginDragging(at: 0)
        h.view.drag(translation: Point(x: 0, y: 300), at: 0.05)
        #expect(h.view.contentOffset.y == 0)
    }

    nonisolated static let releaseVelocities: [Double] = [0, 1, -1, 300, -300, 2500, -2500, 1e6, -1e6, 1e308,
                                                         .infinity, -.infinity, .nan]

    @Test(arguments: releaseVelocities)
    func pagingEndsOnAPageForEveryVelocity(_ velocity: Double) {
        let h = ScrollHarness(width: 390, height: 600, content: Size(width: 390 * 10, height: 600))
        h.view.isPagingEnabled = true
        for (i, start) in [0.0, 1170, 3510].enumerated() {
            let t = Double(i) * 10
            h.view.contentOffset = Point(x: start, y: 0)
            h.drag(Point(x: -60, y: 0), velocity: Point(x: velocity, y: 0), start: t, duration: 0.1)
            _ = h.run(from: t + 0.1)
            let rest = h.view.contentOffset.x
            #expect(rest.truncatingRemainder(dividingBy: 390) == 0 && (0.0...3510).contains(rest), "\(rest)")
            #expect(abs(rest - start) <= 390, "at most one page from \(start): \(rest)")
            #expect(!h.view.isDecelerating)
        }
    }

    @Test func theDelegateHearsADragInUIKitsOrder() {
        let h = ScrollHarness()
        h.drag(Point(x: 0, y: -80), velocity: Point(x: 0, y: -900))
        _ = h.run(from: 0.1)
        #expect(h.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                            "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        h.calls = []
        h.drag(Point(x: 0, y: -30), velocity: .zero, start: 30)
        #expect(h.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func theDelegateChoosesWhereADragComesToRest() {
        let h = ScrollHarness()
        h.retarget = { Point(x: $0.x, y: (($0.y / 44).rounded()) * 44) }
        h.drag(Point(x: 0, y: -100), velocity: Point(x: 0, y: -1234))
        _ = h.run(from: 0.1)
        #expect(abs(h.view.contentOffset.y - ((100 + 1.234 * 499) / 44).rounded() * 44) < 1e-6)
    }

    @Test func setContentOffsetAnimatedEndsOnTimeAndTellsTheDelegate() {
        let h = ScrollHarness()
        h.frame(at: 1)
        h.host.perform(at: 1) { h.view.setContentOffset(Point(x: 0, y: 900), animated: true) }
        h.frame(at: 1.15)
        let middle = h.view.contentOffset.y
        #expect(middle > 300 && middle < 600, "ease-in-ease-out is halfway at half time: \(middle)")
        h.frame(at: 1.3)
        #expect(h.view.contentOffset.y == 900)
        #expect(h.calls == ["didScroll", "didEndScrollingAnimation"])
    }

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInRange() {
        let h = ScrollHarness()
        h.view.scrollRectToVisible(Rect(x: 0, y: 1000, width: 50, height: 44), animated: false)
        #expect(h.view.contentOffset.y == 1044 - 600)
        h.view.scrollRectToVisible(Rect(x: 0, y: 500, width: 50, height: 44), animated: false)
        #expect(h.view.contentOffset.y == 444, "already visible: nothing moves")
        h.view.scrollRectToVisible(Rect(x: 0, y: 100, width: 50, height: 44), animated: false)
        #expect(h.view.contentOffset.y == 100, "a rect above comes in at the top")
        h.view.scrollRectToVisible(Rect(x: 0, y: 99_990, width: 50, height: 440), animated: false)
        #expect(h.view.contentOffset.y == 100_000 - 600, "clamped to the end")
        h.view.scrollRectToVisible(Rect(x: .nan, y: 3, width: 1, height: 1), animated: false)
        #expect(h.view.contentOffset.y == 100_000 - 600)
    }

    @Test func aTouchCatchesADecelerationWhereItShows() {
        let h = ScrollHarness()
        h.drag(Point(x: 0, y: -100), velocity: Point(x: 0, y: -3000))
        h.frame(at: 0.3)
        let shown = h.view.contentOffset.y
        h.view.beginDragging(at: 0.3)
        #expect(h.view.contentOffset.y == shown && !h.view.isDecelerating && h.view.isDragging)
    }
}
