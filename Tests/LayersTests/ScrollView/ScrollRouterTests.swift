import Foundation
import Testing
@testable import Layers

/// Which scroll view takes input: the innermost that scrolls along it, locked to the
/// first movement's axis for a whole touchpad swipe.
@MainActor
@Suite struct ScrollRouterTests {
    /// A vertical list 400×600 with a horizontal carousel 400×200 at y 100 of its content.
    static func nested() -> (root: Layer, host: LayerHost, list: ScrollView, carousel: ScrollView) {
        let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(width: 400, height: 5000)
        let carousel = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 200))
        carousel.contentSize = Size(width: 4000, height: 200)
        list.addSublayer(carousel)
        root.addSublayer(list)
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        return (root, host, list, carousel)
    }

    @Test func theInnermostScrollViewAlongTheAxisTakesIt() {
        let (root, _, list, carousel) = Self.nested()
        let inside = Point(x: 200, y: 200), outside = Point(x: 200, y: 450)
        #expect(ScrollRouter.scrollView(at: inside, in: root, along: .horizontal) === carousel)
        #expect(ScrollRouter.scrollView(at: inside, in: root, along: .vertical) === list)
        #expect(ScrollRouter.scrollView(at: outside, in: root, along: .horizontal) == nil)
        #expect(ScrollRouter.scrollView(at: outside, in: root, along: .vertical) === list)
        #expect(ScrollRouter.scrollView(at: Point(x: .nan, y: 1), in: root, along: .vertical) == nil)
        let router = ScrollRouter(root: root)
        #expect(router.handle(.wheel(steps: Point(x: 0, y: 1), at: 0), at: inside) === list)
        #expect(router.handle(.wheel(steps: Point(x: 1, y: 0), at: 0), at: inside) === carousel)
        list.isScrollEnabled = false
        #expect(router.handle(.wheel(steps: Point(x: 0, y: 1), at: 0), at: inside) == nil)
    }

    @Test func aSwipeStaysWithTheViewAndAxisOfItsFirstMovement() {
        let (root, _, list, carousel) = Self.nested()
        let router = ScrollRouter(root: root), at = Point(x: 200, y: 200)
        // Sideways first: the carousel takes the swipe, even when it turns downwards.
        #expect(router.handle(.touchpad(delta: Point(x: 12, y: 3), at: 0), at: at) === carousel)
        #expect(router.handle(.touchpad(delta: Point(x: 2, y: 30), at: 0.01), at: at) === carousel)
        #expect(carousel.contentOffset == Point(x: 14, y: 0) && list.contentOffset == .zero)
        router.handle(.touchpadEnded(at: 0.5), at: at)
        // Downwards first: the list takes it, even when it turns sideways.
        #expect(router.handle(.touchpad(delta: Point(x: 3, y: 12), at: 1), at: at) === list)
        #expect(router.handle(.touchpad(delta: Point(x: 40, y: 2), at: 1.01), at: at) === list)
        #expect(list.contentOffset == Point(x: 0, y: 14) && carousel.contentOffset.x == 14)
    }

    @Test func aViewThatScrollsBothWaysLocksToTheFirstAxisWhenAsked() {
        let view = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        view.contentSize = Size(width: 3000, height: 3000)
        view.isDirectionalLockEnabled = true
        view.beginDragging(at: 0)
        view.drag(translation: Point(x: -30, y: -5), at: 0.01)
        view.drag(translation: Point(x: -40, y: -80), at: 0.02)
        #expect(view.contentOffset == Point(x: 40, y: 0))
        view.isDirectionalLockEnabled = false
        view.endDragging(velocity: .zero, at: 0.03)
        view.beginDragging(at: 1)
        view.drag(translation: Point(x: -30, y: -5), at: 1.01)
        #expect(view.contentOffset == Point(x: 70, y: 5))
    }
}
