import Layers
import Testing
@testable import Gestures

/// A finger drags scroll views through their pan recognizers: nested ones lock to the
/// direction the drag starts in, a mouse drags only when allowed, and the release
/// velocity comes from every sample.
@MainActor
@Suite("Scroll view panning")
struct ScrollViewPanningTests {
    /// A vertical list 400×600 holding a horizontal carousel 400×200 at y 100.
    final class Nested {
        let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let carousel = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 200))
        let host: LayerHost
        let arena: GestureArena

        init() {
            list.contentSize = Size(width: 400, height: 5000)
            carousel.contentSize = Size(width: 4000, height: 200)
            list.addSublayer(carousel)
            root.addSublayer(list)
            list.addPanGestureRecognizer()
            carousel.addPanGestureRecognizer()
            host = LayerHost(clock: ManualClock(), rootLayer: root)
            arena = GestureArena(root: root)
        }

        /// A finger down at `from`, moved by `steps` every 10 ms, not lifted.
        func touch(from: Point, steps: [Point]) {
            arena.handle(.touchDown(id: 1, at: from), at: 0)
            var p = from, t = 0.0
            for step in steps {
                p = p + step
                t += 0.01
                arena.handle(.touchMoved(id: 1, to: p), at: MediaTime(seconds: t))
            }
        }
    }

    @Test("a drag that starts sideways on the carousel scrolls the carousel, and stays with it")
    func sidewaysFirst() {
        let n = Nested()
        n.touch(from: Point(300, 200), steps: [Point(-8, 1), Point(-8, 1), Point(-10, 20), Point(0, 30)])
        #expect(n.carousel.isDragging && !n.list.isDragging)
        #expect(n.list.contentOffset == .zero)
        // Recognized after 16 points; the content follows from there: 10 more, then nothing sideways.
        #expect(n.carousel.contentOffset == Point(x: 10, y: 0))
    }

    @Test("a drag that starts downwards on the carousel scrolls the list, and stays with it")
    func downwardsFirst() {
        let n = Nested()
        n.touch(from: Point(300, 250), steps: [Point(1, -8), Point(1, -8), Point(-40, -10)])
        #expect(n.list.isDragging && !n.carousel.isDragging)
        #expect(n.list.contentOffset == Point(x: 0, y: 10) && n.carousel.contentOffset == .zero)
    }

    @Test("a mouse drag moves the content only when allowed")
    func mouseDrag() {
        let n = Nested()
        n.arena.handle(.pointerButton(pressed: true, at: Point(200, 450)), at: 0)
        n.arena.handle(.pointerMoved(to: Point(200, 420)), at: 0.01)
        n.arena.handle(.pointerMoved(to: Point(200, 400)), at: 0.02)
        n.arena.handle(.pointerButton(pressed: false, at: Point(200, 400)), at: 0.03)
        #expect(n.list.contentOffset == .zero && !n.list.isDragging)
        n.list.isMouseDragEnabled = true
        n.arena.handle(.pointerButton(pressed: true, at: Point(200, 450)), at: 1)
        n.arena.handle(.pointerMoved(to: Point(200, 420)), at: 1.01)
        n.arena.handle(.pointerMoved(to: Point(200, 400)), at: 1.02)
        #expect(n.list.isDragging && n.list.contentOffset.y == 20)
    }

    @Test("the release flings with the pan's velocity from every sample")
    func releaseVelocity() {
        let n = Nested()
        // 1 000 points per second upwards: 10 points every 10 ms.
        n.touch(from: Point(200, 500), steps: Array(repeating: Point(0, -10), count: 10))
        let released = n.list.contentOffset.y
        n.arena.handle(.touchUp(id: 1), at: 0.1)
        #expect(n.list.isDecelerating)
        var t = 0.1
        while t < 10, n.host.update(at: MediaTime(seconds: t)) || n.list.isDecelerating { t += 1.0 / 60 }
        let travel = n.list.contentOffset.y - released
        #expect(abs(travel - Deceleration.projection(velocity: 1000, rate: .normal)) < 1e-6, "\(travel)")
    }
}
