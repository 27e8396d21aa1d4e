import Layers
import Testing
@testable import WaylandApp

/// An offscreen run gives a scene's put-off work (``Scene/prepareWhileIdle()``) the idle
/// time between frames only while nothing moves, as a window does: never while an
/// animation runs, whose frames the work would then delay (the splash's appearance
/// was cut short so by the making of the feed).
@MainActor
@Suite struct OffscreenRunIdleTests {
    /// A square whose scene counts the times it was offered idle time.
    final class Counting: Scene, Reproducible {
        let events = SceneEvents()
        let root = Layer()
        let square = Layer()
        private(set) var offers = 0

        init() { Transaction.withoutActions { root.addSublayer(square) } }
        func layout(size: Size, scale: Double) {
            Transaction.withoutActions { square.frame = Rect(10, 10, 40, 40) }
        }
        func prepareWhileIdle() -> Bool {
            offers += 1
            return false
        }
    }

    @Test("no put-off work while a 0.5 s fade runs; some once it ended")
    func putOffWorkWaitsForTheAnimation() throws {
        let scene = Counting()
        let run = try OffscreenRun(scene: scene, size: Size(width: 100, height: 100), scale: 1, replaysScript: false)
        try scene.square.add(BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 0.5), forKey: "fade")
        run.advance(to: .seconds(0.45))
        #expect(scene.offers == 0, "\(scene.offers) offers of idle time while the fade ran")
        run.advance(to: .seconds(0.7))
        #expect(scene.offers > 0, "no idle time once the fade ended")
    }
}
