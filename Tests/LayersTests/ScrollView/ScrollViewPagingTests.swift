import Foundation
import Testing
@testable import Layers

/// Stepping a paging view to a page: the paging spring from where the content shows,
/// with the speed it has, in closed form.
@MainActor
@Suite struct ScrollViewPagingTests {
    /// A 400-point-wide view over ten 300-point pages (the feed's linear paging).
    static func harness() -> ScrollHarness {
        let h = ScrollHarness(width: 400, height: 600, content: Size(width: 9 * 300 + 400, height: 600))
        h.view.isPagingEnabled = true
        h.view.paging = .linear(projection: .seconds(0.22), pageSize: Size(width: 300, height: 600))
        return h
    }

    @Test func fromRestItSpringsOntoThePageAndTellsTheDelegate() {
        let h = Self.harness()
        h.frame(at: 0)
        h.view.scrollToPage(2, along: .horizontal, at: 0)
        #expect(h.view.isDecelerating)
        var rested = false
        for frame in 1...60 {
            let t = Double(frame) / 60
            h.frame(at: t)
            // x(t) = 600 − 600(1 + 13t)e^(−13t), shown as 600 once within 0.025 and 2 points/s.
            let x = 600 - 600 * (1 + 13 * t) * exp(-13 * t), v = 600 * 169 * t * exp(-13 * t)
            let expected = abs(x - 600) < 0.025 && abs(v) < 2 ? 600 : x
            #expect(abs(h.view.contentOffset.x - expected) < 1e-9, "at \(t) s")
            if expected == 600 { rested = true; break }
        }
        #expect(rested && !h.view.isDecelerating && h.view.contentOffset == Point(x: 600, y: 0))
        #expect(h.calls.last == "didEndDecelerating")
    }

    @Test func midwayItKeepsTheSpeedItHas() {
        let h = Self.harness()
        h.frame(at: 0)
        h.view.scrollToPage(1, along: .horizontal, at: 0)
        h.frame(at: 0.1)
        // At 0.1 s the spring to 300 is at x₁ with speed v₁; the step to page 2 goes on from there.
        let decay = exp(-1.3), x1 = 300 - 300 * 2.3 * decay, v1 = 300 * 169 * 0.1 * decay
        #expect(abs(h.view.contentOffset.x - x1) < 1e-9)
        h.view.scrollToPage(2, along: .horizontal, at: 0.1)
        h.frame(at: 0.15)
        let a = x1 - 600, b = v1 + 13 * a, t = 0.05
        #expect(abs(h.view.contentOffset.x - (600 + (a + b * t) * exp(-13 * t))) < 1e-9)
    }

    @Test func theIndexIsClampedAndARestingPageMovesNothing() {
        let h = Self.harness()
        h.frame(at: 0)
        h.view.scrollToPage(9, along: .horizontal, at: 0)
        _ = h.run(from: 0)
        #expect(h.view.contentOffset.x == 2700)
        h.calls.removeAll()
        h.view.scrollToPage(40, along: .horizontal, at: 5)
        #expect(!h.view.isDecelerating && h.view.contentOffset.x == 2700 && h.calls.isEmpty)
        h.view.scrollToPage(-3, along: .horizontal, at: 5)
        _ = h.run(from: 5)
        #expect(h.view.contentOffset.x == 0)
    }
}
