import Foundation
import Testing
@testable import Layers

/// Insets, content that fits, and a view the user may not scroll.
@MainActor
@Suite struct ScrollViewGeometryTests {
    @Test func insetsWidenTheRangeAndMoveItsEdges() {
        let h = ScrollHarness(content: Size(width: 400, height: 2000))
        h.view.contentInset = EdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(h.view.minimumContentOffset == Point(x: 0, y: -50))
        #expect(h.view.maximumContentOffset == Point(x: 0, y: 2000 + 30 - 600))
        h.view.handle(.key(.home, at: 0))
        _ = h.run(from: 0)
        #expect(h.view.contentOffset.y == -50)
        // A pull past the inset edge bands from there.
        h.view.beginDragging(at: 5)
        h.view.drag(translation: Point(x: 0, y: 100), at: 5.05)
        let band = (1 - 1 / (100 * 0.55 / 600 + 1)) * 600
        #expect(abs(h.view.contentOffset.y - (-50 - band)) < 1e-9)
        h.view.endDragging(velocity: .zero, at: 5.1)
        _ = h.run(from: 5.1)
        #expect(h.view.contentOffset.y == -50)
        h.view.handle(.key(.end, at: 10))
        _ = h.run(from: 10)
        #expect(h.view.contentOffset.y == 1430)
    }

    @Test func contentThatFitsMovesOnlyWhenItAlwaysBounces() {
        let h = ScrollHarness(content: Size(width: 400, height: 300))
        #expect(!h.view.canScroll(along: .vertical))
        h.view.beginDragging(at: 0)
        h.view.drag(translation: Point(x: 0, y: -80), at: 0.05)
        #expect(h.view.contentOffset == .zero)
        h.view.endDragging(velocity: .zero, at: 0.1)
        h.view.alwaysBounceVertical = true
        #expect(h.view.canScroll(along: .vertical))
        h.view.beginDragging(at: 1)
        h.view.drag(translation: Point(x: 0, y: -80), at: 1.05)
        #expect(h.view.contentOffset.y > 0 && h.view.contentOffset.y < 80, "banded: \(h.view.contentOffset.y)")
        h.view.endDragging(velocity: Point(x: 0, y: -500), at: 1.1)
        _ = h.run(from: 1.1)
        #expect(h.view.contentOffset == .zero, "and springs back")
    }

    @Test func aViewTheUserMayNotScrollIgnoresInputButNotPrograms() {
        let h = ScrollHarness()
        h.view.isScrollEnabled = false
        h.view.handle(.wheel(steps: Point(x: 0, y: 3), at: 0))
        h.view.handle(.key(.pageDown, at: 0))
        h.view.handle(.touchpad(delta: Point(x: 0, y: 40), at: 0))
        _ = h.run(from: 0)
        #expect(h.view.contentOffset == .zero && !h.view.isDragging)
        h.view.setContentOffset(Point(x: 0, y: 700), animated: false)
        #expect(h.view.contentOffset.y == 700)
    }
}
