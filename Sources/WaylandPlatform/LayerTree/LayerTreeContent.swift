import Gestures
import Layers
import Logging

/// Shows a layer tree in a ``Window``: what `UIWindow` is to a view hierarchy.
///
/// It owns the tree's `LayerHost` (on CLOCK_MONOTONIC, the window's clock), so
/// animations, transactions and animators on the tree run with the window's frames. It
/// asks for frames only while the picture changes, draws only the damage with the
/// renderer, hands pointer and touch input to the gesture recognizers attached to its
/// layers (``gestures``), and every event to ``onInput``, with the event's own time.
///
/// The window speaks its clock's time (`ClockTime`); the tree and everything handed to
/// the app here speak the tree's (`MediaTime`), which runs slower than the clock under
/// the host's `speed`. This class converts between them, with the host, and nowhere else.
///
/// ```swift
/// let content = LayerTreeContent()
/// content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
/// content.onInput = { event, timing in … }
/// try Application.run(content)
/// ```
///
/// A root whose sublayers are all `WindowLayer`s is a stack of windows, drawn into the
/// one surface by default; with ``showsWindowsAsSubsurfaces`` each window gets a
/// subsurface of its own and the compositor blends them (<doc:WindowLevels>).
@MainActor
public final class LayerTreeContent: StandaloneWindowContent {
    /// The tree's root; its frame is the window's content area, in points.
    public let rootLayer: Layer
    /// The tree's time and animations.
    public let host: LayerHost
    /// Hands pointer and touch input to the recognizers attached to the tree's layers
    /// (`addGestureRecognizer`), as UIKit's window does: what makes them work.
    public let gestures: GestureArena
    /// Input in points, with its timing in the tree's time: when it is handled (animations
    /// started here begin then), when the compositor says it happened, and every motion
    /// sample. Called after the gesture recognizers had the event.
    public var onInput: ((InputEvent, InputTiming<MediaTimeline>) -> Void)?
    /// False for content that hands pointer and touch input to gesture arenas of its own
    /// (``onInput`` still hears everything): two arenas would deliver each touch twice.
    public var routesGestures = true
    /// Hands wheel, touchpad and scroll-key input to the `ScrollView` under the pointer
    /// (`ScrollRouter`), as a desktop toolkit's window does, while ``routesScrolling``.
    public let scrolling: ScrollRouter
    /// False for content that routes scrolling itself (``onInput`` still hears everything).
    public var routesScrolling = true
    /// Where the pointer is, in points: where scrolling goes.
    private var pointer = Point(x: -.infinity, y: -.infinity)
    /// The next time, in the tree's time, after the given one at which the app changes
    /// by itself (a timer), so the window wakes then; nil when nothing is scheduled.
    public var onNextChange: ((MediaTime) -> MediaTime?)?
    /// The window's content size changed (points) and its scale (pixels per point):
    /// lay the tree out. The root's frame is already set.
    public var onResize: ((Size, Double) -> Void)?
    /// Asked with the tree's time whether a frame is due for a reason of the app's own
    /// (a scheduled change reached, pictures still to present elsewhere).
    public var onNeedsFrame: ((MediaTime) -> Bool)?
    /// Draws the tree's picture at the frame's time into the back buffer, instead of
    /// ``renderer``, and returns the damage: for content that shows parts of its tree in
    /// subsurfaces of its own. Nil: the renderer draws it all. The first frame after a
    /// resize gives it an image over the window's buffer instead, to draw whole; the
    /// next gives the back buffer again, to draw whole too (a `Renderer` does so for
    /// a target it did not draw last).
    package var drawPicture: ((Image, MediaTime) throws -> [PixelRect])?
    /// Drawn over the tree on the way to the screen, never into its picture: a
    /// `FrameTimeOverlay`, say, which then times each frame.
    public var overlay: PictureOverlay?

    /// Shows each window of the tree in a synchronized subsurface of its own, stacked by
    /// level over the window's surface, which then shows only the root's background: the
    /// compositor blends the windows, and a window that did not change costs nothing.
    /// The root must keep the windows' contract (`Layer.windows`): every sublayer a
    /// `WindowLayer`, and nothing drawn by the root but its background colour. Takes
    /// effect from the next frame; without a compositor's `wl_subcompositor` (see
    /// ``Registry/supportsSubsurfaces``) the tree is drawn into the one surface as before.
    public var showsWindowsAsSubsurfaces = false {
        didSet { if showsWindowsAsSubsurfaces != oldValue { placeLevels() } }
    }
    /// Hears a line for each thing that happens to a window's subsurface
    /// (`SubsurfaceLevels`): the app prints them for its tests. Set before the window opens.
    package var levelReport: (String) -> Void = { _ in }
    /// The window's subsurface host, while it lends one.
    private var subsurfaceHost: SubsurfaceHost?
    /// The windows' subsurfaces, while ``showsWindowsAsSubsurfaces`` and the window lends a host.
    private var levels: SubsurfaceLevels?
    /// Draws the levels (the background into the back buffer): kept, so a frame makes no closure.
    private var drawLevels: ((Image, MediaTime) throws -> [PixelRect])?

    /// Draws the tree, damage-tracked.
    public let renderer: Renderer
    private let logger = Logger(label: "layer-tree")
    private let backBuffer = BackBuffer()
    private var scale = 1.0
    private var drawnRevision: UInt64 = .max
    private var wantsFrames = false
    private var hooks = FrameHooks()

    /// A tree of its own root, animated on `clock` (the window's, by default), drawn by
    /// `threads` threads (`Renderer(threads:)`).
    public init(rootLayer: Layer = Layer(), clock: MediaClock = MonotonicClock(),
                threads: Int = Renderer.defaultThreads) {
        self.rootLayer = rootLayer
        renderer = Renderer(threads: threads)
        host = LayerHost(clock: clock, rootLayer: rootLayer)
        gestures = GestureArena(root: rootLayer)
        scrolling = ScrollRouter(root: rootLayer)
    }

    public func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        do {
            try backBuffer.resize(pixelWidth: Int((Double(width) * scale).rounded()),
                                  pixelHeight: Int((Double(height) * scale).rounded()))
        } catch {
            logger.error("cannot make a back buffer for \(width)×\(height) at scale \(scale): \(error)")
        }
        renderer.invalidate()
        drawnRevision = .max
        if let back = backBuffer.image {
            levels?.resize(pixelWidth: max(back.width, 1), pixelHeight: max(back.height, 1), scale: scale)
        }
        let size = Size(Double(width), Double(height))
        Transaction.withoutActions { rootLayer.frame = Rect(0, 0, size.width, size.height) }
        onResize?(size, scale)
    }

    /// Maps the back buffer's memory ahead of the frame that first draws it; once it is
    /// all mapped, the windows' subsurface buffers and pictures (``showsWindowsAsSubsurfaces``).
    public func mapMemoryAhead() -> Int {
        let mapped = backBuffer.mapMemoryAhead()
        return mapped > 0 ? mapped : levels?.mapMemoryAhead() ?? 0
    }

    /// Draws one covered window's picture ahead of the frame that uncovers it (with
    /// ``showsWindowsAsSubsurfaces``); false when there is none left to draw.
    public func doIdleWork() -> Bool { levels?.drawAhead() == true }

    /// The window lends `host` for subsurfaces (nil: takes it back). With
    /// ``showsWindowsAsSubsurfaces``, the windows go in subsurfaces from the next frame
    /// on, or back into the one surface on nil.
    public func attach(_ host: SubsurfaceHost?) {
        subsurfaceHost = host
        placeLevels()
    }

    /// Makes the windows' subsurfaces anew, or none, and draws the next frame whole.
    private func placeLevels() {
        levels?.destroyAll()
        levels = nil
        drawLevels = nil
        if let subsurfaceHost, showsWindowsAsSubsurfaces {
            let levels = SubsurfaceLevels(host: subsurfaceHost, threads: renderer.threads, report: levelReport)
            if let back = picture { levels.resize(pixelWidth: back.width, pixelHeight: back.height, scale: scale) }
            self.levels = levels
            drawLevels = { [rootLayer] back, time in try levels.draw(rootLayer, at: time, backdropInto: back) }
        }
        invalidate()
    }

    /// Commits per window subsurface and their pictures mapped ahead, with
    /// ``showsWindowsAsSubsurfaces``; nothing otherwise.
    package func statisticsReport() -> [String] { levels?.statisticsLines ?? [] }

    /// The last frame drew text at an in-between scale (`Renderer.isSettling`), in the
    /// tree or in a window's subsurface: one more frame draws it sharp.
    package var isSettling: Bool { renderer.isSettling || levels?.isSettling == true }

    /// The renderer's work ahead (text being scaled), then the tree's (a collection
    /// view's cells for the next frame: `LayerHost.prepareAhead()` in Layers).
    public func prepareAhead() -> Bool { renderer.prepareAhead() || host.prepareAhead() }

    /// Runs `hook` in every frame's `phase` (``FrameClockPhase``), after the hooks added
    /// before it: GTK's frame clock signals, in our words.
    ///
    /// ```swift
    /// content.addHook(.update) { frame in
    ///     frame.needsAnotherFrame = world.step(to: frame.time)   // physics of the app's own
    /// }
    /// ```
    public func addHook(_ phase: FrameClockPhase, _ hook: @escaping (inout FrameContext) -> Void) {
        hooks.add(phase, hook)
    }

    public func needsFrame(at time: ClockTime) -> Bool {
        let onTree = host.mediaTime(at: time)
        return wantsFrames || host.hasPendingWork || host.revision != drawnRevision || isSettling
            || levels?.hasPending == true
            || overlay?.needsDisplay == true || gestures.wakeTime.map { $0 <= onTree } == true
            || onNeedsFrame?(onTree) == true
    }

    /// Forgets what was drawn: the next frame draws the whole picture (the surfaces
    /// that show it changed).
    public func invalidate() {
        backBuffer.reset()
        renderer.invalidate()
        drawnRevision = .max
    }

    /// Opaque when the root layer's own background is: an opaque colour at full opacity,
    /// shown (the tree then covers every pixel, whatever its sublayers do).
    public var isOpaque: Bool {
        !rootLayer.isHidden && rootLayer.opacity >= 1 && rootLayer.backgroundColor.alpha >= 1
    }

    /// The back buffer, once the window has a size: the picture the frames are drawn into.
    public var picture: Image? { backBuffer.image }

    public func draw(into target: PixelTarget, at clockTime: ClockTime) -> [PixelRect] {
        let started = MonotonicClock.seconds
        let time = host.mediaTime(at: clockTime)
        _ = host.perform(at: time) { hooks.run(.beforePaint, at: time) }
        host.beginFrame(at: time)
        defer { host.endFrame() }
        let pressWaits = gestures.update(at: time)
        wantsFrames = hooks.run(.update, at: time).needsAnotherFrame || pressWaits
        guard let image = backBuffer.image, backBuffer.fits(target) else { return [] }
        _ = hooks.run(.paint, at: time)
        let drawPicture = self.drawPicture ?? drawLevels
        // Frames drawn whole anyway go straight into the buffer: the first after a resize,
        // and those of a full-screen animation (the last frame changed everything), which
        // would otherwise be drawn into the back buffer and copied whole into this one.
        // (A ``drawPicture`` draws the first only: the tree's renderer does not draw it.)
        let whole = backBuffer.takesNextFrameInPlace || (drawPicture == nil && renderer.lastFrameChangedEverything)
        let inPlace = whole ? backBuffer.image(over: target) : nil
        let damage: [PixelRect]
        do {
            if let inPlace {
                damage = try drawPicture?(inPlace, time) ?? renderer.render(rootLayer, at: time, into: inPlace, scale: scale)
            } else {
                damage = try drawPicture?(image, time) ?? renderer.render(rootLayer, at: time, into: image, scale: scale)
            }
        } catch {
            logger.error("rendering failed: \(error)")
            damage = []
        }
        drawnRevision = host.revision
        let duration = TimeSpan(seconds: MonotonicClock.seconds - started)
        _ = hooks.run(.afterPaint, at: time, drawDuration: duration)
        // The graph shows this frame's own time: recorded before it is drawn over it.
        overlay?.recordFrame(drawDuration: duration)
        // What the compositor hears changed is what the picture changed since the last
        // frame, not what was drawn: a frame drawn whole only because the last went
        // straight into a buffer (the launch's second and third) changed little.
        // (A drawPicture's own renderer draws a new target whole: its damage is all of it.)
        let changed = drawPicture == nil ? renderer.changedSinceLastFrame : damage
        if inPlace != nil { return backBuffer.presentDrawnInPlace(into: target, changed: changed, overlay: overlay) }
        return backBuffer.present(changed, into: target, overlay: overlay)
    }

    public func framePresented(interval: TimeSpan) {
        overlay?.recordPresented(interval: interval)
    }

    /// Shows a drag's latency in the overlay's input figures (`FrameTimeOverlay`).
    public func inputPresented(latency: TimeSpan) {
        overlay?.recordInputLatency(latency)
    }

    public func handle(_ event: InputEvent, timing: InputTiming<ClockTimeline>) {
        let onTree = timing.converted(host.mediaTime(at:))
        switch event {
        case let .pointerMotion(x, y): pointer = Point(x: x, y: y)
        case .pointerLeave: pointer = Point(x: -.infinity, y: -.infinity)
        default: break
        }
        host.perform(at: onTree.handled) {
            if routesGestures { gestures.handle(event, timing: onTree) }
            if routesScrolling, let input = ScrollInput(event, timing: onTree) { route(input) }
            onInput?(event, onTree)
        }
    }

    /// Scrolling goes to the scroll view under the pointer; a key with none there goes to
    /// the outermost scroll view of the tree, as a window's main list takes Page Down.
    private func route(_ input: ScrollInput) {
        if scrolling.handle(input, at: pointer) != nil { return }
        guard case .key = input, let view = ScrollRouter.outermostScrollView(in: rootLayer, along: input.axis) else { return }
        view.handle(input)
    }

    /// Wakes the window when a recognizer decides by waiting (a long press), or at the
    /// app's own next change (``onNextChange``), whichever comes first.
    public func nextChange(after time: ClockTime) -> ClockTime? {
        let own = onNextChange?(host.mediaTime(at: time))
        return [gestures.wakeTime, own].compactMap { $0 }.min().flatMap { host.clockTime(at: $0) }
    }
}
