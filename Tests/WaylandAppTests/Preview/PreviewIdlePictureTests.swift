import Layers
import Testing
@testable import WaylandApp

/// The picture of the home screen the first press blurs is taken while the window
/// waits after its first frame (``PreviewScene/prepareWhileIdle()``), not as the scene is
/// laid out: a launch's first commit no longer waits for it and its blurs' thread.
@MainActor
@Suite struct PreviewIdlePictureTests {
    static let size = Size(width: 800, height: 500)

    func laidOut(_ size: Size = Self.size) -> PreviewScene {
        let scene = PreviewScene()
        Transaction.withoutActions {
            scene.root.frame = Rect(0, 0, size.width, size.height)
            scene.layout(size: size, scale: 1)
        }
        return scene
    }

    @Test func theLayoutLeavesThePictureToTheIdleWindow() {
        let scene = laidOut()
        #expect(!scene.backdrop.hasPicture, "the layout took the picture itself")
        #expect(scene.prepareWhileIdle(), "nothing was put off")
        #expect(scene.backdrop.hasPicture)
        // Then the icons' pictures, one a slice.
        for icon in AppIcon.all { #expect(scene.prepareWhileIdle(), "no picture of \(icon.name)") }
        #expect(!scene.prepareWhileIdle(), "a picture was taken twice")
        // A new size needs a new picture of the screen, once the window idles again; the
        // icons' pictures, at the same scale, serve on.
        Transaction.withoutActions { scene.layout(size: Size(width: 640, height: 480), scale: 1) }
        #expect(scene.prepareWhileIdle())
        #expect(!scene.prepareWhileIdle())
        // Another scale needs them all again.
        Transaction.withoutActions { scene.layout(size: Size(width: 640, height: 480), scale: 2) }
        #expect(scene.prepareWhileIdle())
        for icon in AppIcon.all { #expect(scene.prepareWhileIdle(), "no picture of \(icon.name) at scale 2") }
        #expect(!scene.prepareWhileIdle())
    }

    /// A press shows its icon's picture made while idle, the picture `snapshot` draws.
    @Test func aPressShowsTheIconsPictureMadeWhileIdle() throws {
        let scene = laidOut()
        while scene.prepareWhileIdle() {}
        let made = try #require(scene.snapshots[3])
        scene.startPreview(3, at: 0)
        defer { scene.cancelPreview() }
        #expect(scene.preview.contents === made)
        let fresh = try AppIcon.all[3].snapshot(side: PreviewScene.iconSide, scale: PreviewAnimators.previewScale, at: 0)
        #expect(made.width == fresh.width && made.height == fresh.height)
        #expect((0..<(fresh.stride / 4 * fresh.height)).allSatisfy { made.pixels[$0] == fresh.pixels[$0] })
    }

    /// A press before the window first idled takes the picture itself; nothing is left for later.
    @Test func aPressBeforeTheIdleTakesThePicture() throws {
        let scene = laidOut()
        scene.startPreview(0, at: 0)
        defer { scene.cancelPreview() }
        #expect(scene.backdrop.hasPicture)
        #expect(!scene.prepareWhileIdle())
    }

    /// Offscreen (`render`, `bench`, the goldens) the put-off work is done whole between
    /// the first frame and the next, as a window does it, so every run draws the same frames.
    @Test func anOffscreenRunDoesItAfterTheFirstFrame() throws {
        let scene = PreviewScene()
        let run = try OffscreenRun(scene: scene, size: Self.size, scale: 1, replaysScript: false)
        #expect(!scene.backdrop.hasPicture, "taken before the first frame")
        run.advance(to: .seconds(OffscreenRun.frameInterval.seconds))
        #expect(scene.backdrop.hasPicture)
        #expect(run.idleWork.slices == 1 + AppIcon.all.count, "the screen's picture, then each icon's")
        #expect(!scene.prepareWhileIdle())
    }
}
