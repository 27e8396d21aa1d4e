import Layers

/// Runs a scene without a window on a manual clock: steps at 60 Hz from 0, replays the
/// scene's script, and renders when asked. `render` and `bench` are built on it.
final class OffscreenRun {
    static let frameInterval = 1.0 / 60

    let scene: Scene
    let clock: ManualClock
    /// The scene's tree's time and animations, on ``clock``.
    let host: LayerHost
    let renderer: Renderer
    let target: Image
    let scale: Double
    private var player = ScriptPlayer()
    /// Whether ``step(to:)`` replays the scene's script; tests that drive input
    /// themselves turn it off.
    let replaysScript: Bool
    /// The time the clock started at: scene time 0.
    let start: Double

    /// Lays `scene` out in a `size`-point window at `scale`, with the clock at 0.
    /// `threads` draw each frame (``Renderer/init(cacheBudget:imageCacheBudget:threads:)``).
    init(scene: Scene, size: Size, scale: Double, replaysScript: Bool = true,
         threads: Int = Renderer.defaultThreads, motion: SceneOptions = SceneOptions()) throws {
        self.scene = scene
        renderer = Renderer(threads: threads)
        self.replaysScript = replaysScript
        self.scale = scale
        // Not 0: a beginTime of 0 means "now" to Core Animation.
        start = 1000
        clock = ManualClock(time: start)
        host = LayerHost(clock: clock, rootLayer: scene.root)
        motion.applyMotion(to: host)
        target = try Image(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        Transaction.withoutActions {
            scene.root.frame = Rect(0, 0, size.width, size.height)
            scene.layout(size: size, scale: scale)
        }
        receivePictures()
        host.update(at: start)
    }

    /// Seconds a frame waits at most for the scene's pictures before it draws without them.
    static let pictureTimeout = 30.0

    /// Lets the pictures the scene asked for arrive before the next frame. A window
    /// takes them whenever they come; offscreen, each arrives on the frame after it was
    /// asked for, so every run draws the same frames.
    func receivePictures() {
        guard let images = scene.images, images.hasPendingLoads else { return }
        images.waitForPendingLoads(timeout: Self.pictureTimeout)
    }

    /// Scene time in seconds.
    var time: Double { clock.now - start }

    /// The tree's time now: the clock's, through the host's speed (`--slow-animations`).
    var mediaNow: Double { host.mediaTime(atClockTime: clock.now) }

    /// Advances to scene time `t` in 60 Hz steps, delivering scripted input on the way.
    func advance(to t: Double) {
        while time + 1e-9 < t {
            step(to: min(t, time + Self.frameInterval))
        }
    }

    /// One step of the clock to scene time `t`: input due by then, animations, scene update.
    func step(to t: Double) {
        receivePictures()
        clock.set(start + t)
        let now = mediaNow
        if replaysScript { host.perform(at: now) { player.deliver(to: scene, upTo: t, at: now) } }
        host.beginFrame(at: now)
        defer { host.endFrame() }
        _ = scene.update(at: now)
    }

    /// Renders the current moment; returns the damaged rectangles.
    @discardableResult
    func render() throws -> [PixelRect] {
        try renderer.render(scene.root, at: mediaNow, into: target, scale: scale)
    }
}
