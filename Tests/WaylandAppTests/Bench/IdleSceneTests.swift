import Layers
import Testing
@testable import WaylandApp

/// `bench --scene idle` holds the feed still: its frames must wait for the feed's
/// pictures as the feed's own do, or the decodes still running on other threads are
/// counted as the held frames' allocations (a loaded CI machine saw 0.33 a frame).
@MainActor
@Suite struct IdleSceneTests {
    @Test func anOffscreenRunTakesInTheHeldFeedsPictures() throws {
        let feed = try #require(try SceneCatalog.makeScene("feed", options: SceneOptions()))
        let pictures = try #require(feed.images)
        let idle = IdleScene(showing: feed)
        #expect(idle.images === pictures)
        // Laying the feed out asks for its visible pictures; the run waits for them.
        let run = try OffscreenRun(scene: idle, size: Size(320, 480), scale: 1, threads: 1)
        #expect(pictures.totalDecodes > 0, "the feed asked for pictures")
        #expect(!pictures.hasPendingLoads, "every picture asked for was taken in before the first frame")
        run.step(to: .seconds(OffscreenRun.frameInterval.seconds))
        _ = try run.present()
        run.receivePictures()
        #expect(!pictures.hasPendingLoads)
    }
}
