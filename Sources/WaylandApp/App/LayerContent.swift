import Layers
import Logging
import WaylandPlatform

/// Shows a ``Scene`` in a window: a `LayerTreeContent` (which sizes, paces, renders and
/// presents the tree) given the scene's root, plus what the demo needs: scripted input,
/// subsurface levels and frame timings.
///
/// With ``usesSubsurfaces`` and a levelled scene (``Scene/isLevelled``), each of the
/// scene's windows goes in a subsurface of its own once the window lends a
/// ``SubsurfaceHost`` (``LayerTreeContent/showsWindowsAsSubsurfaces``), and the window's
/// own surface keeps only the background; what happens to the levels is printed.
///
/// Input goes to the scene, which has gesture arenas of its own (it runs offscreen too),
/// not to the tree content's. The tree content puts every time on the tree's clock.
final class LayerContent: SceneContent, StandaloneWindowContent {
    let scene: Scene
    /// `run --subsurfaces`: the compositor blends the scene's window levels.
    let usesSubsurfaces: Bool
    /// Sizes, paces, renders and presents the scene's tree.
    private let tree: LayerTreeContent
    /// `--hud`: the frame-time graph, drawn over the scene on its way to the window.
    private let overlay: FrameTimeOverlay?
    private var sceneWantsFrames = true
    /// How long each frame took to update and render (reserved up front: no
    /// allocation per frame).
    private var frameDurations: [TimeSpan] = []
    /// Replays the scene's script against the clock, from the first frame on.
    var replaysScript = false
    private var scriptStart: MediaTime?
    private var player = ScriptPlayer()

    /// The scene's tree's time and animations.
    var host: LayerHost { tree.host }

    /// Shows `scene`, its animations timed by `clock` (the window's: CLOCK_MONOTONIC).
    /// `threads`: how many draw each frame (``Renderer/init(cacheBudget:imageCacheBudget:threads:)``).
    init(scene: Scene, usesSubsurfaces: Bool = false, threads: Int = Renderer.defaultThreads,
         clock: MediaClock = MonotonicClock(), motion: SceneOptions = SceneOptions()) {
        self.scene = scene
        tree = LayerTreeContent(rootLayer: scene.root, clock: clock, threads: threads)
        motion.applyMotion(to: tree.host)
        motion.applyAppearance(to: tree.host, observer: scene)
        overlay = motion.overlay
        tree.overlay = overlay
        self.usesSubsurfaces = usesSubsurfaces
        tree.levelReport = StandardOutput.line
        tree.showsWindowsAsSubsurfaces = usesSubsurfaces && scene.isLevelled
        frameDurations.reserveCapacity(1 << 16)
        connectTree()
    }

    /// What the demo adds to each of the tree content's steps.
    private func connectTree() {
        tree.onResize = { [unowned self] size, scale in
            overlay?.scale = scale
            Transaction.withoutActions { scene.layout(size: size, scale: scale) }
        }
        tree.onNeedsFrame = { [unowned self] time in
            scriptPending || sceneWantsFrames || scheduledChange.map { time >= $0 } ?? false
        }
        tree.addHook(.beforePaint) { [unowned self] frame in if replaysScript { replayScript(at: frame.time) } }
        tree.addHook(.update) { [unowned self] frame in
            sceneWantsFrames = scene.update(at: frame.time)
            // A frame at or after the scheduled change shows it: waking for it again
            // would draw the same picture on every frame callback, forever.
            if let change = scheduledChange, frame.time >= change { scheduledChange = nil }
        }
        tree.routesGestures = false
        tree.routesScrolling = false  // scenes route their own, with their gestures
        tree.onInput = { [unowned self] event, timing in scene.handle(event, timing: timing) }
        tree.onNextChange = { [unowned self] time in
            scheduledChange = scene.nextChange(after: time)
            return scheduledChange
        }
        tree.addHook(.afterPaint) { [unowned self] frame in
            if let duration = frame.drawDuration, frameDurations.count < frameDurations.capacity {
                frameDurations.append(duration)
            }
        }
    }

    /// Screen readers and the keyboard reach the scene's elements.
    var accessibilityRoot: Layer? { scene.root }
    var claimsTabKey: Bool { scene.claimsTabKey }

    /// Levels go in subsurfaces from the next frame on (or back into the one surface, on nil).
    func attach(_ host: SubsurfaceHost?) { tree.attach(host) }

    func resize(width: Int, height: Int, scale: Double) {
        tree.resize(width: width, height: height, scale: scale)
        player.layoutChanged()
    }

    /// The last frame drew text at an in-between scale (``Renderer/isSettling``): one
    /// more frame, even with nothing else to do, draws it sharp.
    var isSettling: Bool { tree.isSettling }

    func needsFrame(at clockTime: ClockTime) -> Bool { tree.needsFrame(at: clockTime) }

    /// Draws the frame for clock time `clockTime`; the scene and its tree see their own
    /// time (``LayerHost/mediaTime(at:)``: slower under `--slow-animations`).
    func draw(into target: PixelTarget, at clockTime: ClockTime) -> [PixelRect] {
        tree.draw(into: target, at: clockTime)
    }

    func framePresented(interval: TimeSpan) { tree.framePresented(interval: interval) }
    func inputPresented(latency: TimeSpan) { tree.inputPresented(latency: latency) }
    var isOpaque: Bool { tree.isOpaque }
    func mapMemoryAhead() -> Int { tree.mapMemoryAhead() }
    func prepareAhead() -> Bool { tree.prepareAhead() }
    /// The scene's put-off work first (the splash's main content), then the covered
    /// window levels' pictures, which may show it.
    func doIdleWork() -> Bool { scene.prepareWhileIdle() || tree.doIdleWork() }

    /// The scene's next scheduled change as of the last frame: once the clock reaches
    /// it, the window's wake-up must find something to draw.
    private var scheduledChange: MediaTime?

    func nextChange(after clockTime: ClockTime) -> ClockTime? { tree.nextChange(after: clockTime) }

    func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {
        tree.handle(event, timing: timing)
        if scene.requestsQuit { onQuit?() }
    }

    /// Called when the scene asks the app to quit.
    var onQuit: (() -> Void)?

    var scriptDuration: TimeSpan? { scene.scriptDuration }

    /// The tree's ``LayerHost/speed``: `--slow-animations`, Shift+S.
    var animationSpeed: Double {
        get { host.speed }
        set { host.speed = newValue }
    }

    /// The tree's ``LayerHost/reducesMotion``: `--reduce-motion`, the desktop's setting.
    var reducesMotion: Bool {
        get { host.reducesMotion }
        set { host.reducesMotion = newValue }
    }

    /// The tree's ``LayerHost/appearance``: `--appearance`, the desktop's style; a
    /// change cross-fades the scene's colours (``Scene/apply(_:)``).
    var appearance: Appearance {
        get { host.appearance }
        set { host.appearance = newValue }
    }

    func replayScript() { replaysScript = true }

    private var scriptPending: Bool { replaysScript && (scriptStart == nil || player.hasPending(in: scene)) }

    private func replayScript(at time: MediaTime) {
        let start = scriptStart ?? time
        scriptStart = start
        // The before-paint phase runs at the frame's time: what the events start starts then.
        player.deliver(to: scene, upTo: time - start, at: time)
    }

    func statisticsReport() -> [String] {
        [
            "frames rendered: \(frameDurations.count)",
            "render p50: \(StatisticsFormat.milliseconds(FrameStatistics.percentile(0.5, of: frameDurations) ?? .zero))",
            "render p99: \(StatisticsFormat.milliseconds(FrameStatistics.percentile(0.99, of: frameDurations) ?? .zero))",
        ] + tree.statisticsReport()
    }
}
