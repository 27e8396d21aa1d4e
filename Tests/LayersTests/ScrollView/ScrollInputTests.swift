import Foundation
import Testing
@testable import Layers

/// Touchpad, wheel and keys, as a platform delivers them.
@MainActor
@Suite struct ScrollInputTests {
    @Test func aTouchpadSwipeFollowsThenFlingsToTheClosedFormsRest() {
        let h = ScrollHarness()
        // 1 500 points per second: 25 points every 1/60 s, for a quarter of a second.
        var t = 0.0
        for _ in 0..<15 {
            h.view.handle(.touchpad(delta: Point(x: 0, y: 25), at: MediaTime(seconds: t)))
            t += 1.0 / 60
        }
        #expect(h.view.contentOffset.y == 15 * 25, "the content follows the fingers 1:1")
        let stop = t - 1.0 / 60
        h.view.handle(.touchpadEnded(at: MediaTime(seconds: stop)))
        #expect(h.view.isDecelerating, "it keeps moving after the fingers lift")
        _ = h.run(from: stop)
        let rest = 375 + Deceleration.projection(velocity: 1500, rate: .normal)
        #expect(abs(h.view.contentOffset.y - rest) < 1e-6 * rest, "\(h.view.contentOffset.y) against \(rest)")
        #expect(abs(rest - 375 - 748.5) < 0.01)
    }

    @Test func aTouchpadSwipeThatPausesBeforeLiftingStops() {
        let h = ScrollHarness()
        for i in 0..<10 { h.view.handle(.touchpad(delta: Point(x: 0, y: 20), at: MediaTime(seconds: Double(i) / 60))) }
        h.view.handle(.touchpadEnded(at: MediaTime(seconds: 9.0 / 60 + 0.3)))
        #expect(!h.view.isDecelerating && h.view.contentOffset.y == 200)
    }

    @Test func aWheelNotchMovesExactlyOneGTKStep() {
        let h = ScrollHarness()
        h.frame(at: 0)
        let step = pow(600.0, 2.0 / 3.0)
        #expect(abs(h.view.wheelStep(along: .vertical) - step) < 1e-12)
        h.view.handle(.wheel(steps: Point(x: 0, y: 1), at: 0))
        h.frame(at: 0.1)
        #expect(h.view.contentOffset.y > 0 && h.view.contentOffset.y < step, "animated")
        _ = h.run(from: 0.2)
        #expect(h.view.contentOffset.y == step)
        // A high-resolution wheel's 30/120 of a notch, then a notch while it runs.
        h.view.handle(.wheel(steps: Point(x: 0, y: 0.25), at: 1))
        h.view.handle(.wheel(steps: Point(x: 0, y: 1), at: 1.05))
        _ = h.run(from: 1.05)
        #expect(abs(h.view.contentOffset.y - 2.25 * step) < 1e-9)
        #expect(h.calls.last == "didEndScrollingAnimation")
    }

    @Test func aWheelStepOfAGivenLengthAndAtTheEdge() {
        let h = ScrollHarness(content: Size(width: 400, height: 700))
        h.view.wheelStepLength = 40
        h.view.handle(.wheel(steps: Point(x: 0, y: 1), at: 0))
        _ = h.run(from: 0)
        #expect(h.view.contentOffset.y == 40)
        h.view.handle(.wheel(steps: Point(x: 0, y: 10), at: 1))
        _ = h.run(from: 1)
        #expect(h.view.contentOffset.y == 100, "kept within the content")
    }

    @Test func keysMoveALineAPageAndToTheEnds() {
        let h = ScrollHarness()
        func press(_ key: ScrollKey, _ at: Double) -> Double {
            h.view.handle(.key(key, at: MediaTime(seconds: at)))
            _ = h.run(from: at)
            return h.view.contentOffset.y
        }
        #expect(press(.pageDown, 0) == 540, "a page is the viewport less a tenth: 600 − 60")
        #expect(press(.space, 1) == 1080)
        #expect(press(.shiftSpace, 2) == 540)
        #expect(press(.down, 3) == 600, "a line is a tenth of the viewport")
        #expect(press(.up, 4) == 540)
        #expect(press(.end, 5) == 100_000 - 600)
        #expect(press(.pageDown, 6) == 100_000 - 600)
        #expect(press(.home, 7) == 0)
        #expect(press(.pageUp, 8) == 0)
        #expect(press(.left, 9) == 0 && h.view.contentOffset.x == 0, "no horizontal content")
    }

    @Test func pagingKeysAndWheelsLandOnPages() {
        let h = ScrollHarness(width: 390, height: 600, content: Size(width: 3900, height: 600))
        h.view.isPagingEnabled = true
        h.view.handle(.key(.right, at: 0))
        _ = h.run(from: 0)
        #expect(h.view.contentOffset.x == 390)
        h.view.handle(.wheel(steps: Point(x: 0.4, y: 0), at: 1))
        _ = h.run(from: 1)
        #expect(h.view.contentOffset.x == 390, "less than half a page stays")
        h.view.handle(.key(.end, at: 2))
        _ = h.run(from: 2)
        #expect(h.view.contentOffset.x == 3510)
    }

    @Test func badInputIsIgnoredOrClamped() {
        let h = ScrollHarness()
        for delta in [Point(x: .nan, y: 3), Point(x: 0, y: .infinity), Point(x: 0, y: -.infinity)] {
            h.view.handle(.touchpad(delta: delta, at: 0))
            #expect(h.view.contentOffset == .zero, "\(delta)")
        }
        h.view.handle(.touchpad(delta: Point(x: 0, y: 1e308), at: 0.01))
        h.view.handle(.touchpad(delta: Point(x: 0, y: 1e308), at: 0.02))
        #expect(h.view.contentOffset.y.isFinite && h.view.contentOffset.y <= 100_000 + 600)
        h.view.handle(.touchpadEnded(at: 0.03))
        _ = h.run(from: 0.03)
        #expect(h.view.contentOffset.y == 100_000 - 600, "it springs back to the end")
        h.view.handle(.wheel(steps: Point(x: .nan, y: 1e308), at: 30))
        _ = h.run(from: 30)
        #expect(h.view.contentOffset.y == 100_000 - 600)
        h.view.contentOffset = Point(x: .nan, y: 5)
        #expect(h.view.contentOffset.y == 100_000 - 600)
    }

    @Test func badContentSizesAreClamped() {
        let h = ScrollHarness()
        for (size, expected) in [(Size(width: .nan, height: -5), Size.zero),
                                 (Size(width: .infinity, height: Double(Int.max)),
                                  Size(width: ScrollView.maximumContentLength, height: ScrollView.maximumContentLength))] {
            h.view.contentSize = size
            #expect(h.view.contentSize == expected)
        }
        h.view.handle(.key(.end, at: 0))
        _ = h.run(from: 0)
        #expect(h.view.contentOffset.y == ScrollView.maximumContentLength - 600)
        h.drag(Point(x: 0, y: -100), velocity: Point(x: 0, y: -1e9), start: 10)
        let frames = h.run(from: 10.1)
        #expect(frames.count < 20 * 60 && h.view.contentOffset.y == ScrollView.maximumContentLength - 600)
        h.view.contentInset = EdgeInsets(top: .nan, left: .infinity, bottom: 1e300, right: 0)
        #expect(h.view.contentInset.top == 0 && h.view.contentInset.left == 0)
        #expect(h.view.maximumContentOffset.y.isFinite)
    }
}

extension ScrollInputTests {
    @Test func aSwipeWithoutAStopEndsByItselfAndSpringsBack() {
        let h = ScrollHarness()
        for i in 0..<6 { h.view.handle(.touchpad(delta: Point(x: 0, y: -30), at: MediaTime(seconds: Double(i) / 60))) }
        #expect(h.view.contentOffset.y < 0 && h.view.isDragging, "pulled past the top")
        h.frame(at: 0.4)
        #expect(h.view.isDragging, "still waiting for the next delta")
        h.frame(at: 5.0 / 60 + 0.5)
        #expect(!h.view.isDragging)
        _ = h.run(from: 1)
        #expect(h.view.contentOffset.y == 0)
        #expect(h.calls.contains("didEndDragging(true)") && h.calls.last == "didEndDecelerating")
    }
}
