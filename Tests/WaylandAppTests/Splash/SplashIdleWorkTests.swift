import Layers
import Testing
@testable import WaylandApp

/// While the splash holds still, the window idles: the main content is made and pictured
/// then (``SplashScene/prepareWhileIdle()``), so that no frame pays for it. A window
/// that never idles still gets the picture, a band a frame, in the last
/// ``SplashScene/snapshotLead`` seconds before the dismissal.
@MainActor
@Suite struct SplashIdleWorkTests {
    typealias Support = SplashTestSupport
    static let size = Size(width: 1280, height: 720)
    static var parts: Int { SnapshotLayer.parts(width: 1280, height: 720) }

    /// Steps `run` to scene time `t` at 60 Hz with no idle time between the frames.
    func stepWithoutIdling(_ run: OffscreenRun, to t: Double) {
        while run.time.seconds + 1e-9 < t { run.step(to: .seconds(min(t, run.time.seconds + OffscreenRun.frameInterval.seconds))) }
    }

    @Test("nothing is put off while the splash appears")
    func nothingDuringTheAppearance() throws {
        let (scene, run) = try Support.run(size: Self.size)
        #expect(!scene.prepareWhileIdle())
        stepWithoutIdling(run, to: SplashAnimator.appearanceDuration - OffscreenRun.frameInterval.seconds)
        #expect(!scene.prepareWhileIdle(), "the appearance was interrupted")
        #expect(scene.mainContent == nil)
    }

    @Test("an idle window makes the main content 50 ms after the appearance, then pictures it a band a slice")
    func contentThenPictureWhileIdle() throws {
        #expect(Self.parts == 3)
        let (scene, run) = try Support.run(size: Self.size)
        let load = SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay
        stepWithoutIdling(run, to: load - OffscreenRun.frameInterval.seconds)
        #expect(!scene.prepareWhileIdle(), "made while the compositor still shows the appearance's last frames")
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: run.start.seconds + load), "no wake-up for it")
        stepWithoutIdling(run, to: load)
        #expect(scene.mainContent == nil, "made by a frame, not while idle")
        #expect(scene.prepareWhileIdle())
        #expect(scene.mainContent != nil)
        // The feed's pictures decode meanwhile; the frame after their arrival shows nothing new.
        run.receivePictures()
        stepWithoutIdling(run, to: run.time.seconds + OffscreenRun.frameInterval.seconds)
        var bands = 0
        while scene.prepareWhileIdle() { bands += 1 }
        #expect(bands == Self.parts)
        #expect(scene.snapshot.isCurrent(size: Self.size, scale: 1))
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: run.start.seconds + Support.delay),
                "the window sleeps until the dismissal")
    }

    /// With the usual 2 s delay: the content 0.75 s before the dismissal, the picture in
    /// the frames of its last 0.5 s.
    @Test("a window that never idles makes the content and takes the picture in frames, late")
    func contentAndPictureInFramesBeforeTheDismissal() throws {
        let delay = 2.0
        let (scene, run) = try Support.run(size: Self.size, delay: delay)
        let made = delay - SplashScene.snapshotLead - SplashScene.fallbackLoadLead
        stepWithoutIdling(run, to: made - OffscreenRun.frameInterval.seconds)
        #expect(scene.mainContent == nil, "made before a window that idles would")
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: run.start.seconds + made))
        stepWithoutIdling(run, to: made)
        #expect(scene.mainContent != nil)
        let lead = delay - SplashScene.snapshotLead
        stepWithoutIdling(run, to: lead - OffscreenRun.frameInterval.seconds)
        #expect(!scene.snapshot.isCurrent(size: Self.size, scale: 1), "pictured before it was needed")
        #expect(scene.nextChange(after: run.mediaNow) == MediaTime(seconds: run.start.seconds + lead))
        stepWithoutIdling(run, to: lead + Double(Self.parts - 1) / 60)
        #expect(scene.snapshot.isCurrent(size: Self.size, scale: 1), "\(Self.parts) bands in \(Self.parts) frames")
        #expect(scene.phase == .presented)
    }

    /// Taken while idle or in frames, the picture is the same: the dismissal's frames match.
    @Test("the dismissal shows the same pixels either way")
    func sameDismissalEitherWay() throws {
        let size = Size(width: 480, height: 270)
        let (idleScene, idling) = try Support.run(size: size)
        let (_, busy) = try Support.run(size: size)
        for t in [0.1, 0.2, 0.35] {
            idling.advance(to: .seconds(Support.delay + t))
            stepWithoutIdling(busy, to: Support.delay + t)
            try idling.render()
            try busy.render()
            #expect(LaunchFontsFrames.differing(idling.target, busy.target) == 0, "at \(t) s into the dismissal")
        }
        #expect(idling.idleWork.slices == 1 + SnapshotLayer.parts(width: 480, height: 270))
        #expect(idleScene.phase == .dismissing)
    }
}
