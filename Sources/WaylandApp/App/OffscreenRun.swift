import Layers

/// Runs a scene without a window on a manual clock: steps at 60 Hz from 0, replays the
/// scene's script, and renders when asked. `render` and `bench` are built on it.
final class OffscreenRun {
    /// A 60 Hz display's frame: the step the run advances its clock by.
    static let frameInterval = TimeSpan.seconds(1.0 / 60)
    /// How close to a wanted time counts as there: sums of frame intervals round.
    static let tolerance = TimeSpan.seconds(1e-9)

    let scene: DemoScene
    let clock: ManualClock
    /// The scene's tree's time and animations, on ``clock``.
    let host: LayerHost
    let renderer: Renderer
    let target: Image
    let scale: Double
    private var player = ScriptPlayer()
    /// Scripted input events delivered so far.
    private(set) var eventsDelivered = 0
    /// Whether ``step(to:)`` replays the scene's script; tests that drive input
    /// themselves turn it off.
    let replaysScript: Bool
    /// The time the clock started at: scene time 0.
    let start: ClockTime
    /// `--hud`: the frame-time graph, drawn over each frame on its way to ``screen``.
    let overlay: FrameTimeOverlay?
    /// With an overlay, what a window would show: ``target`` with the overlay over it.
    let screen: Image?
    private var restoration = OverlayRestoration()

    /// Lays `scene` out in a `size`-point window at `scale`, with the clock at 0.
    /// `threads` draw each frame (``Renderer/init(cacheBudget:imageCacheBudget:threads:)``).
    init(scene: DemoScene, size: Size, scale: Double, replaysScript: Bool = true,
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
        motion.applyAppearance(to: host, observer: scene)
        target = try Image(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        overlay = motion.overlay
        overlay?.scale = scale
        screen = overlay == nil ? nil : try Image(width: target.width, height: target.height)
        Transaction.withoutActions {
            scene.root.frame = Rect(0, 0, size.width, size.height)
            scene.layout(size: size, scale: scale)
        }
        receivePictures()
        host.update(at: mediaNow)
    }

    /// Seconds a frame waits at most for the scene's pictures before it draws without them.
    static let pictureTimeout = TimeSpan.seconds(30)

    /// Lets the pictures the scene asked for arrive before the next frame. A window
    /// takes them whenever they come; offscreen, each arrives on the frame after it was
    /// asked for, so every run draws the same frames.
    func receivePictures() {
        guard let images = scene.images, images.hasPendingLoads else { return }
        images.waitForPendingLoads(timeout: Self.pictureTimeout)
    }

    /// Waits for the scene's background work (``Scene/awaitBackgroundWork(timeout:)``)
    /// for what a window would idle of one frame interval after a frame that took
    /// `drawing`: nothing after a frame that took the whole interval. The work the
    /// scene put off (``doIdleWork()``) comes first, out of the same interval.
    func lendIdleTime(afterFrameOf drawing: TimeSpan, alsoIdle more: () -> Bool = { false }) {
        let started = MonotonicClock.time
        doIdleWork(alsoIdle: more)
        let idle = Self.frameInterval - drawing - (MonotonicClock.time - started)
        if idle > .zero { scene.awaitBackgroundWork(timeout: idle) }
    }

    /// The last step's scene update asked for the next frame (``Scene/update(at:)``).
    private var sceneWantsFrames = false

    /// Nothing moves on its own before the next step: no animation runs, the scene
    /// asked for no frame, no text waits to be drawn sharp. A window then idles.
    var isStill: Bool { !sceneWantsFrames && !host.hasPendingWork && !renderer.isSettling }

    /// Slices of put-off work done so far (``doIdleWork()``), and the longest, in seconds.
    private(set) var idleWork = (slices: 0, longest: 0.0)

    /// What a window does while it waits after a frame: the renderer's work ahead, and
    /// when nothing moves, the work the scene put off (``Scene/prepareWhileIdle()``),
    /// every slice at once, so every run draws the same frames. `advance(to:)` does it before each step; a caller of
    /// ``step(to:)`` calls it between frames, after the first. `more` is a slice of the
    /// caller's own idle work (`bench` drawing covered window levels ahead), done after
    /// the scene's until it reports nothing left.
    func doIdleWork(alsoIdle more: () -> Bool = { false }) {
        // The renderer's and the tree's work ahead come first, and go on while things
        // move: the next frames need it (``Renderer/prepareAhead()``, a list's cells
        // filled ahead: ``LayerHost/prepareAhead()``), as a window's does between frames.
        while slice({ renderer.prepareAhead() || host.prepareAhead() }) {}
        guard isStill else { return }
        while slice({ scene.prepareWhileIdle() || more() }) {}
    }

    /// Does one slice of idle work, counted and timed; false when there was none.
    private func slice(_ work: () -> Bool) -> Bool {
        let started = MonotonicClock.seconds
        guard work() else { return false }
        idleWork.slices += 1
        idleWork.longest = max(idleWork.longest, MonotonicClock.seconds - started)
        return true
    }

    /// Scene time: how far the clock has moved since ``start``.
    var time: TimeSpan { clock.time - start }

    /// The tree's time now: the clock's, through the host's speed (`--slow-animations`).
    var mediaNow: MediaTime { host.mediaTime(at: clock.time) }

    /// Advances to scene time `t` in 60 Hz steps, delivering scripted input on the way.
    /// With an overlay every step is also drawn and presented, as in a window, so the
    /// graph has frames to show.
    func advance(to t: TimeSpan) {
        while time + Self.tolerance < t {
            let started = MonotonicClock.seconds
            doIdleWork()
            step(to: min(t, time + Self.frameInterval))
            // The renderer refuses only a bad scale or time, which the caller's own
            // render at `t` reports.
            if overlay != nil { _ = try? present(drawnSince: started) }
        }
    }

    /// What the last frame looks like on screen: ``screen`` with an overlay, else ``target``.
    var shown: Image { screen ?? target }

    /// One step of the clock to scene time `t`: input due by then, animations, scene update.
    func step(to t: TimeSpan) {
        receivePictures()
        clock.set(start + t)
        let now = mediaNow
        if replaysScript {
            eventsDelivered += host.perform(at: now) { player.deliver(to: scene, upTo: t, at: now) }
        }
        host.beginFrame(at: now)
        defer { host.endFrame() }
        sceneWantsFrames = scene.update(at: now)
    }

    /// Renders the current moment; returns the damaged rectangles.
    @discardableResult
    func render() throws -> [PixelRect] {
        try renderer.render(scene.root, at: mediaNow, into: target, scale: scale)
    }

    /// Renders the current moment and, with an overlay, presents it into ``screen`` as a
    /// window's back buffer presents (the overlay's corner restored, then drawn again);
    /// `started` is when the frame began, for the graph. Returns what changed on screen.
    @discardableResult
    func present(drawnSince started: Double = MonotonicClock.seconds) throws -> [PixelRect] {
        let damage = try render()
        guard let overlay, let screen else { return damage }
        // The frame's own damage goes to the screen as it would without an overlay.
        for rect in damage { screen.copy(rect, from: target) }
        let drawn = MonotonicClock.seconds
        overlay.recordFrame(drawDuration: .seconds(drawn - started))
        let changed = restoration.rectsToPresent(damage: damage, overlay: overlay, width: screen.width, height: screen.height)
        // `changed` starts with `damage`, copied above; the rest is the overlay's.
        for rect in changed.dropFirst(damage.count) { screen.copy(rect, from: target) }
        if restoration.isCovering { overlay.draw(onto: screen) }
        overlayMilliseconds = (MonotonicClock.seconds - drawn) * 1000
        return changed
    }

    /// What the last ``present(drawnSince:)`` spent on the overlay: restoring its corner
    /// and drawing it (`bench --hud`).
    private(set) var overlayMilliseconds = 0.0
}
