import Foundation
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// Once the hole has opened, the live feed takes the main window over from its picture
/// a band of rows a frame: every frame shows the live feed's pixels, the picture goes
/// after the last band, and input hands the rest over at once.
@Suite("Snapshot hand-over", .serialized, .noAnimationLeftRunning)
struct SnapshotHandoverTests {
    typealias Support = SplashTestSupport
    /// 1920×1080 pixels are taken in six bands (``SnapshotLayer/parts(width:height:)``).
    static let size = Size(width: 1920, height: 1080)

    /// The splash over the feed, run to the frame after the hole opened, drawn.
    func finished() throws -> (SplashScene, OffscreenRun) {
        let (scene, run) = try Support.run(size: Self.size)
        try run.render()
        run.advance(to: .seconds(Support.delay))
        try run.render()
        run.advance(to: .seconds(Support.delay + 0.6 + 1.0 / 60))
        #expect(scene.phase == .finished)
        return (scene, run)
    }

    func differingPixels(_ a: Image, _ b: Image) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    @Test("six bands, each frame the live feed's pixels and only the new band drawn, then no picture")
    func theFeedTakesTheWindowOverABandAFrame() throws {
        let (scene, run) = try finished()
        let content = try #require(scene.mainContent)
        #expect(SnapshotLayer.parts(width: 1920, height: 1080) == 6)
        var frames = 0
        var heights: [Double] = []
        while scene.handover.isHanding, frames < 10 {
            #expect(!scene.snapshot.isHidden && scene.snapshot.contents != nil)
            heights.append(scene.handover.container.frame.height)
            let damage = try run.render()
            // The window shows what the feed drawn alone shows, whichever part is live.
            let live = try Support.renderAlone(content.root, size: Self.size, at: run.mediaNow.seconds)
            #expect(differingPixels(run.target, live) == 0, "frame \(frames)")
            // Only the band just handed over is drawn again. (The first frame is the
            // hole's last; in the second the picture, still after its scale animation, is
            // drawn whole at its exact place.)
            let band = PixelRect(x: 0, y: Int(heights.last! - 180), width: 1920, height: 180)
            #expect(frames < 2 || damage == [band], "frame \(frames): \(damage)")
            run.advance(to: .seconds(run.time.seconds + 1.0 / 60))
            frames += 1
        }
        // The first band went in the frame the hole finished opening.
        #expect(heights == [180, 360, 540, 720, 900], "\(heights)")
        // The last band, and the picture gone: only the band is drawn.
        #expect(try run.render() == [PixelRect(x: 0, y: 900, width: 1920, height: 180)])
        #expect(scene.snapshot.isHidden && scene.snapshot.contents == nil)
        #expect(scene.handover.container.frame == Rect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(differingPixels(run.target, try Support.renderAlone(content.root, size: Self.size, at: run.mediaNow.seconds)) == 0)
        #expect(try run.render().isEmpty, "then the window is still")
    }

    /// The picture's clip clips only during the hand-over: while the hole opens the
    /// window's one picture is drawn straight through the hole, with no offscreen image.
    @Test("while the hole opens the picture is drawn straight through it")
    func thePictureIsDrawnThroughTheHole() throws {
        let (scene, run) = try Support.run(size: Self.size)
        try run.render()
        run.advance(to: .seconds(Support.delay + 0.4))
        #expect(scene.phase == .dismissing)
        run.renderer.isProfiling = true
        try run.render()
        let kinds = Set(try #require(run.renderer.profile).rows.map(\.kind))
        // The picture's edge pixels through the hole's mask; drawn offscreen first, the
        // window would go through the mask as one unscaled picture.
        #expect(kinds.contains("OVER picture·bilinear through picture"), "\(kinds)")
        #expect(!kinds.contains("OVER picture through picture"), "\(kinds)")
    }

    @Test("input hands the rest over at once")
    func inputEndsTheHandOver() throws {
        let (scene, run) = try finished()
        #expect(scene.handover.isHanding)
        scene.handle(.pointerMotion(x: 200, y: 300), at: run.mediaNow)
        #expect(!scene.handover.isHanding)
        #expect(scene.snapshot.isHidden && scene.snapshot.contents == nil)
        #expect(scene.handover.container.frame.height == 1080)
    }
}
