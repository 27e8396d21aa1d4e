import Foundation
import Testing
@testable import Layers

/// The indicators: when they show, how they fade, where they sit, and their pixels.
@MainActor
@Suite struct ScrollIndicatorTests {
    @Test func theyShowWhileScrollingThenHoldAndFade() {
        let h = ScrollHarness()
        #expect(h.view.scrollIndicatorOpacity == 0)
        h.view.beginDragging(at: 0)
        h.view.drag(translation: Point(x: 0, y: -50), at: 0.05)
        #expect(h.view.scrollIndicatorOpacity == 1)
        h.view.endDragging(velocity: .zero, at: 0.1)
        // At rest from 0.1 s: held 0.5 s, then faded over 0.3 s.
        for (time, opacity) in [(0.3, 1.0), (0.6, 1.0), (0.75, 0.5), (0.84, 0.2), (0.9, 0.0), (2.0, 0.0)] {
            h.frame(at: time)
            #expect(abs(h.view.scrollIndicatorOpacity - opacity) < 1e-9, "at \(time) s")
        }
        #expect(!h.host.hasPendingWork, "nothing left to step once faded")
    }

    @Test func withBothHiddenNothingStepsOnceTheContentRests() {
        let h = ScrollHarness()
        h.view.showsVerticalScrollIndicator = false
        h.view.showsHorizontalScrollIndicator = false
        h.view.beginDragging(at: 0)
        h.view.drag(translation: Point(x: 0, y: -50), at: 0.05)
        h.view.endDragging(velocity: .zero, at: 0.1)
        // At rest from 0.1 s, with no bar to hold and fade: no frame is asked for.
        #expect(!h.host.hasPendingWork)
        #expect(h.view.scrollIndicatorOpacity == 0)
        h.view.showsVerticalScrollIndicator = true
        #expect(h.view.scrollIndicatorOpacity == 0, "a bar shown again later is not left half faded")
    }

    @Test func aFlashShowsThemForTheSameHoldAndFade() {
        let h = ScrollHarness()
        h.frame(at: 4)
        h.host.perform(at: 4) { h.view.flashScrollIndicators() }
        #expect(h.view.scrollIndicatorOpacity == 1)
        h.frame(at: 4.65)
        #expect(abs(h.view.scrollIndicatorOpacity - 0.5) < 1e-9)
    }

    @Test func theBarIsTheVisibleShareAndFollowsTheOffset() throws {
        let h = ScrollHarness(content: Size(width: 400, height: 2400))
        let bar = try #require(h.view.sublayer(named: "scroll-indicator-vertical"))
        let horizontal = try #require(h.view.sublayer(named: "scroll-indicator-horizontal"))
        #expect(horizontal.isHidden, "no horizontal scrolling, no horizontal bar")
        let track = 600.0 - 2 * 3 - 3
        #expect(abs(bar.bounds.height - track / 4) < 1e-9)
        h.view.contentOffset = Point(x: 0, y: 1800)
        #expect(abs(bar.frame.maxY - (1800 + 3 + track)) < 1e-9, "at the end, the bar is at the bottom of its track")
        #expect(abs(bar.frame.minX - (400 - 3 - 3)) < 1e-9)
    }

    @Test func aRenderedFrameShowsTheBarOverTheContent() throws {
        let h = ScrollHarness(width: 200, height: 300, content: Size(width: 200, height: 1200))
        h.root.backgroundColor = .white
        for i in 0..<12 {
            let row = Layer(frame: Rect(x: 10, y: Double(i) * 100 + 10, width: 150, height: 80))
            row.backgroundColor = i % 2 == 0 ? Color(red: 0.2, green: 0.5, blue: 0.9) : Color(red: 0.9, green: 0.6, blue: 0.2)
            h.view.addSublayer(row)
        }
        h.view.beginDragging(at: 0)
        h.view.drag(translation: Point(x: 0, y: -450), at: 0.05)
        h.frame(at: 0.05)
        let image = try TestSupport.render(h.root, width: 200, height: 300, scale: 1, time: 0.05)
        if let path = ProcessInfo.processInfo.environment["SCROLL_PNG"] { try image.write(toFile: path) }
        // The bar: 3 points wide at x 194…197, a quarter of the track long, 450/900 of the way down.
        let track = 300.0 - 9, length = track * 300 / 1200, top = 3 + (track - length) * 0.5
        let mid = Int(top + length / 2)
        let bar = TestSupport.channels(image[195, mid]), beside = TestSupport.channels(image[190, mid])
        #expect(beside.r == 255 && beside.g == 255, "white beside the bar")
        #expect(abs(bar.r - Int(255 * 0.65)) <= 2, "35 % black over white: \(bar)")
        #expect(TestSupport.channels(image[195, Int(top) - 2]).r == 255, "nothing above the bar")
        // The rows moved up by the offset: row 4 (blue) starts at 410 − 450 = −40, so y 20 is blue.
        #expect(TestSupport.channels(image[50, 20]).b > 200 && TestSupport.channels(image[50, 20]).r < 80)
        h.view.endDragging(velocity: .zero, at: 0.1)
        _ = h.run(from: 0.1)
    }
}
