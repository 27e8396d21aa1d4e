import Layers
import Testing
@testable import WaylandApp

/// A window asks its content for a frame on every loop turn (`Window.update`): when the
/// presentation stops changing, the content must stop asking. Here the window's loop is
/// played at 60 Hz on a manual clock, offscreen.
@MainActor
@Suite("Layer content goes idle", .serialized)
struct LayerContentIdleTests {
    /// Plays the window's loop from scene time 0 to `end`: a frame at every 60 Hz tick the
    /// content needs one, or the wake-up it schedules. Returns the times of the frames.
    static func frames(of content: LayerContent, clock: ManualClock, until end: Double,
                       size: (width: Int, height: Int) = (320, 180)) -> [Double] {
        let canvas = TestPatternContentTests.Canvas(width: size.width, height: size.height)
        let start = clock.time.seconds
        var drawn: [Double] = []
        var tick = 0
        while Double(tick) / 60 <= end {
            // As the event loop would: pictures decoded meanwhile arrive before the frame.
            (content.scene as? Reproducible)?.images?.waitForPendingLoads(timeout: .seconds(30))
            clock.set(ClockTime(seconds: start + Double(tick) / 60))
            if content.needsFrame(at: clock.time) {
                _ = content.draw(into: canvas.target(age: drawn.isEmpty ? 0 : 1), at: clock.time)
                drawn.append(clock.time.seconds - start)
            } else {
                // As the window's idle job: the work the content put off until nothing is due.
                while content.doIdleWork() {}
                _ = content.nextChange(after: clock.time)
            }
            tick += 1
        }
        return drawn
    }

    static func content(for scene: Scene, clock: ManualClock) -> LayerContent {
        let content = LayerContent(scene: scene, clock: clock)
        content.resize(width: 320, height: 180, scale: 1)
        return content
    }

    @Test("after the splash has finished, no frame is asked for and no animation is pending")
    func splashEndsIdle() throws {
        let clock = ManualClock(time: 1000)
        let scene = SplashScene(options: SplashTestSupport.options(delay: 1), mainContent: { try FeedScene(options: $0) })
        let content = Self.content(for: scene, clock: clock)
        let frames = Self.frames(of: content, clock: clock, until: 5)
        #expect(scene.phase == .finished)
        #expect(!content.host.hasPendingWork, "retained, finished animations only hold values")
        // The dismissal starts at 1 s and lasts 0.6 s; a frame or two may follow to settle text.
        let late = frames.filter { $0 > 1.0 + SplashAnimator.disappearanceDuration + 0.1 }
        #expect(late.isEmpty, "\(late.count) frames after the splash finished, from \(late.first ?? 0) s on")
        // While the splash stands still (0.3 s to 1 s), three frames that change no pixel,
        // then none: the wake-up planned for making the feed (made while the window idles
        // right after), the frame its pictures' arrival asks for, and the one after its
        // picture, taken while idle, was put in place.
        let load = SplashAnimator.appearanceDuration + SplashScene.mainContentLoadDelay
        let still = frames.filter { $0 > load - 1e-6 && $0 < 1 }
        #expect(still.count <= 3, "frames while the splash is still: \(still)")
        #expect(still.allSatisfy { $0 < load + 5.0 / 60 }, "then it idles until the dismissal: \(still)")
        #expect(frames.count > 30, "the appearance and disappearance animate: \(frames.count) frames")
    }

    @Test("a still scene draws its first frame and then nothing", arguments: ["feed", "circle", "preview"])
    func stillScenesAreIdle(name: String) throws {
        let clock = ManualClock(time: 1000)
        let scene = try #require(try SceneCatalog.makeScene(name, options: SceneOptions()))
        let content = Self.content(for: scene, clock: clock)
        let frames = Self.frames(of: content, clock: clock, until: 3)
        #expect(!frames.isEmpty && frames.allSatisfy { $0 < 0.1 }, "\(name): frames at \(frames)")
    }

    @Test("with the frame-time graph shown, a still scene still idles; F12 costs one frame")
    func overlayStaysIdle() throws {
        let clock = ManualClock(time: 1000)
        var options = SceneOptions()
        let overlay = FrameTimeOverlay()
        options.overlay = overlay
        let scene = try #require(try SceneCatalog.makeScene("circle", options: options))
        let content = LayerContent(scene: scene, clock: clock, motion: options)
        content.resize(width: 320, height: 180, scale: 1)
        let frames = Self.frames(of: content, clock: clock, until: 2)
        #expect(!frames.isEmpty && frames.allSatisfy { $0 < 0.1 }, "frames at \(frames)")
        #expect(overlay.drawTimes.count == frames.count, "each frame drawn is a bar")
        overlay.isVisible = false
        let toggled = Self.frames(of: content, clock: clock, until: 1)
        #expect(toggled.count == 1, "hiding the graph draws one frame: \(toggled)")
    }
}
