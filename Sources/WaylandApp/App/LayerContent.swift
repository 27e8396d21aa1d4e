import Layers
import Logging
import WaylandPlatform

/// Shows a ``Scene`` in a window, as `LayerTreeContent` shows any tree, plus what the
/// demo needs: scripted input, subsurface levels and frame timings. It advances the
/// scene's ``LayerHost``, renders with the damage-tracked renderer into a
/// ``BackBuffer`` and copies only what changed into the window's buffer.
///
/// With ``usesSubsurfaces`` and a levelled scene (``Scene/isLevelled``), each of the scene's windows goes in
/// a subsurface of its own once the window lends a ``SubsurfaceHost``
/// (``SubsurfaceLevels``), and the window's own surface keeps only the background.
final class LayerContent: SceneContent, StandaloneWindowContent {
    let scene: Scene
    /// `run --subsurfaces`: the compositor blends the scene's window levels.
    let usesSubsurfaces: Bool
    private let levelledScene: Scene?
    private var levels: SubsurfaceLevels?
    /// The scene's tree's time and animations.
    let host: LayerHost
    private let renderer: Renderer
    private let backBuffer = BackBuffer()
    /// `--hud`: the frame-time graph, drawn over the scene on its way to the window.
    private let overlay: FrameTimeOverlay?
    private var scale = 1.0
    private var drawnRevision: UInt64 = .max
    private var sceneWantsFrames = true
    /// The first frame after a resize frees the masks sized for the old layout.
    private let logger = Logger(label: "render")
    /// Milliseconds each frame took to update and render (reserved up front: no
    /// allocation per frame).
    private var frameMilliseconds: [Double] = []
    /// Replays the scene's script against the clock, from the first frame on.
    var replaysScript = false
    private var scriptStart: Double?
    private var player = ScriptPlayer()

    /// Shows `scene`, its animations timed by `clock` (the window's: CLOCK_MONOTONIC).
    /// `threads`: how many draw each frame (``Renderer/init(cacheBudget:imageCacheBudget:threads:)``).
    init(scene: Scene, usesSubsurfaces: Bool = false, threads: Int = Renderer.defaultThreads,
         clock: MediaClock = MonotonicClock(), motion: SceneOptions = SceneOptions()) {
        self.scene = scene
        renderer = Renderer(threads: threads)
        host = LayerHost(clock: clock, rootLayer: scene.root)
        motion.applyMotion(to: host)
        overlay = motion.overlay
        self.usesSubsurfaces = usesSubsurfaces
        levelledScene = scene.isLevelled ? scene : nil
        frameMilliseconds.reserveCapacity(1 << 16)
    }

    /// Screen readers and the keyboard reach the scene's elements.
    var accessibilityRoot: Layer? { scene.root }
    var claimsTabKey: Bool { scene.claimsTabKey }

    /// Levels go in subsurfaces from the next frame on (or back into the one surface, on nil).
    func attach(_ host: SubsurfaceHost?) {
        levels?.destroyAll()
        levels = nil
        if let host, usesSubsurfaces, levelledScene != nil {
            let levels = SubsurfaceLevels(host: host, threads: renderer.threads)
            if let back = backBuffer.image { levels.resize(pixelWidth: back.width, pixelHeight: back.height, scale: scale) }
            self.levels = levels
        }
        backBuffer.reset()
        renderer.invalidate()
        drawnRevision = .max
    }

    func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        overlay?.scale = scale
        let pixelWidth = Int((Double(width) * scale).rounded()), pixelHeight = Int((Double(height) * scale).rounded())
        levels?.resize(pixelWidth: max(pixelWidth, 1), pixelHeight: max(pixelHeight, 1), scale: scale)
        do {
            try backBuffer.resize(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        } catch {
            logger.error("cannot make a \(pixelWidth)×\(pixelHeight) back buffer: \(error)")
        }
        renderer.invalidate()
        Transaction.withoutActions {
            scene.root.frame = Rect(0, 0, Double(width), Double(height))
            scene.layout(size: Size(Double(width), Double(height)), scale: scale)
        }
        drawnRevision = .max
    }

    /// The last frame drew text at an in-between scale (``Renderer/isSettling``): one
    /// more frame, even with nothing else to do, draws it sharp.
    var isSettling: Bool { renderer.isSettling || levels?.isSettling == true }

    func needsFrame(at clockTime: Double) -> Bool {
        let time = host.mediaTime(atClockTime: clockTime)
        return scriptPending || sceneWantsFrames || host.hasPendingWork || host.revision != drawnRevision
            || scheduledChange.map { time >= $0 } ?? false || levels?.hasPending == true
            || isSettling || overlay?.needsDisplay == true
    }

    /// Draws the frame for clock time `clockTime`; the scene and its tree see their own
    /// time (``LayerHost/mediaTime(atClockTime:)``: slower under `--slow-animations`).
    func draw(into target: PixelTarget, time clockTime: Double) -> [PixelRect] {
        let started = MonotonicClock.seconds
        let time = host.mediaTime(atClockTime: clockTime)
        if replaysScript { replayScript(at: time) }
        host.beginFrame(at: time)
        defer { host.endFrame() }
        sceneWantsFrames = scene.update(at: time)
        guard let back = backBuffer.image, backBuffer.fits(target) else {
            return []
        }
        let rendered: [PixelRect]
        do {
            if let levels, let levelledScene {
                rendered = try levels.draw(levelledScene, at: time, backdropInto: back)
            } else {
                rendered = try renderer.render(scene.root, at: time, into: back, scale: scale)
            }
        } catch {
            logger.error("rendering failed: \(error)")
            rendered = []
        }
        drawnRevision = host.revision
        // A frame at or after the scheduled change has shown it: waking for it again
        // would draw the same picture on every frame callback, forever.
        if let change = scheduledChange, time >= change { scheduledChange = nil }
        let milliseconds = (MonotonicClock.seconds - started) * 1000
        if frameMilliseconds.count < frameMilliseconds.capacity { frameMilliseconds.append(milliseconds) }
        // The graph shows this frame's own time: recorded before it is drawn over it.
        overlay?.recordFrame(drawDuration: milliseconds / 1000)
        return backBuffer.present(rendered, into: target, overlay: overlay)
    }

    func framePresented(interval: Double) {
        overlay?.recordPresented(interval: interval)
    }

    /// The scene's next scheduled change as of the last frame: once the clock reaches
    /// it, the window's wake-up must find something to draw.
    private var scheduledChange: Double?

    func nextChange(after clockTime: Double) -> Double? {
        scheduledChange = scene.nextChange(after: host.mediaTime(atClockTime: clockTime))
        return scheduledChange.flatMap { host.clockTime(atMediaTime: $0) }
    }

    func handle(_ event: InputEvent, timing: InputTiming) {
        let onTree = timing.converted(host.mediaTime(atClockTime:))
        host.perform(at: onTree.handled) { scene.handle(event, timing: onTree) }
        if scene.requestsQuit { onQuit?() }
    }

    /// Called when the scene asks the app to quit.
    var onQuit: (() -> Void)?

    var scriptDuration: Double? { scene.scriptDuration }

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

    func replayScript() { replaysScript = true }

    private var scriptPending: Bool { replaysScript && (scriptStart == nil || player.hasPending(in: scene)) }

    private func replayScript(at time: Double) {
        let start = scriptStart ?? time
        scriptStart = start
        host.perform(at: time) { player.deliver(to: scene, upTo: time - start, at: time) }
    }

    func statisticsReport() -> [String] {
        [
            "frames rendered: \(frameMilliseconds.count)",
            "render p50: \(StatisticsFormat.milliseconds(FrameStatistics.percentile(0.5, of: frameMilliseconds) ?? 0))",
            "render p99: \(StatisticsFormat.milliseconds(FrameStatistics.percentile(0.99, of: frameMilliseconds) ?? 0))",
        ] + (levels.map { [$0.statisticsLine] } ?? [])
    }
}
