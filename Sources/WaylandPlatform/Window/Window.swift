import Layers
import CWayland
import Glibc
import Logging

/// An xdg-shell toplevel window showing a ``WindowContent``.
///
/// The window owns everything between the content and the compositor: the
/// configure handshake (the first commit carries no buffer, buffers are attached
/// only after ack_configure), shared-memory buffers, frame pacing, presentation
/// feedback, scale, decorations and input routing. It draws only when the
/// content says something changes, so an idle window costs nothing.
@MainActor
public final class Window {
    unowned let registry: Registry
    unowned let loop: EventLoop
    let content: WindowContent
    /// The content's clock: the time of every draw, input event and statistic.
    let clock: WindowClock
    var surface: OpaquePointer?
    var xdgSurface: OpaquePointer?
    var toplevel: OpaquePointer?
    private var decoration: Decoration?
    /// The client-drawn title bar, shadow and resize border (nil while the compositor decorates).
    var frame: WindowFrame?
    var cursorTheme: CursorTheme?
    var cursorShapeDevice: CursorShapeDevice?
    /// Rounds the content's bottom corners while the window floats with its own frame.
    var cornerMask = CornerMask()
    /// What the compositor was last told is opaque.
    var opaqueRegion: OpaqueRegion?
    /// How the frame looks: dark or light, contrast (``appearance``).
    var frameAppearance = Appearance.light
    let title: String
    /// Where the title bar's font is found (``WindowOptions/titleFonts``).
    let titleFonts: FontDatabase
    private var fractionalScaling: FractionalScaling?
    /// Lent to the content, for subsurfaces of its own (``WindowContent/attach(_:)``).
    private var subsurfaceHost: SubsurfaceHost?
    let pacer: FramePacer
    /// Wakes the loop when idle content has a change scheduled (``WindowContent/nextChange(after:)``).
    private var wakeTimer: LoopTimer!
    private(set) var pool: BufferPool?
    /// The idle job after a commit (``warmUpForNextFrames()``: memory for the next frames,
    /// then the content's put-off work), made once (not a closure, an allocation, per
    /// commit), and whether it is queued.
    var warmUpJob: (() -> Bool)?, isWarmingUp = false
    /// Memory mapped ahead of the frames that first write it, in bytes, for `run --stats`.
    package internal(set) var bytesMappedAhead = 0
    /// Slices of the work the content put off until a frame was shown, done while the
    /// window waited (``WindowContent/doIdleWork()``).
    package internal(set) var idleWorkSlices = 0
    /// The audit figures of pools retired on resizes.
    private(set) var retiredPoolsAudit = BufferAudit()
    var state: ConfigureState
    var scaleState: SurfaceScale
    var enteredOutputs: [OpaquePointer] = []
    private var announcedMinimum: LogicalSize?
    /// The size and scale the content was last told about.
    private var contentLayout: (size: LogicalSize, scale: Double)?
    /// The buffer size and scale last committed (nil until the window is mapped).
    private(set) var committedBuffer: (size: LogicalSize, scale: Double)?
    /// A token to activate the window with once it is mapped (``activate(token:)``).
    var pendingActivation: ActivationToken?
    /// The serial of the last key or button press: what a token request names (``requestActivationToken(appID:completion:)``).
    var lastPressSerial: (serial: UInt32, seat: OpaquePointer)?

    private var committedBufferScale: Int32 = 1
    /// Pointer motion held back until the next frame (``MotionCoalescer``).
    var motion = MotionCoalescer()
    /// The compositor's input timestamps on the content's clock.
    var eventTimes: EventTimeMapping
    /// A configure or scale change must be answered with a new buffer regardless of pacing.
    var needsDraw = false
    /// After a frame that changed nothing and was not committed: no frame before this.
    private var quietUntil: ClockTime?
    /// The refresh period assumed before presentation feedback tells the real one.
    static let assumedRefresh = TimeSpan.seconds(1.0 / 60)
    let logger = Logger(label: "platform.window")

    /// When the next frame will reach the screen, from presentation feedback: frames are
    /// drawn for that moment, and one that cannot make the next refresh aims at the one
    /// after instead of queueing (``PresentationClock``).
    package internal(set) var pacing = PresentationClock()
    /// From pointer events' own timestamps to the presentation of the frames that reflect them.
    package internal(set) var inputLatency = InputLatency()
    /// Frames committed and presented so far, for `run --stats`.
    public internal(set) var statistics = FrameStatistics()
    /// Frames drawn because a frame callback did not come in time (a hidden window, or
    /// a missed callback).
    package var frameCallbackTimeouts: Int { pacer.timeouts }
    /// The frames since the previous call; starts a new period (`run --stats-every`).
    package func takeStatisticsPeriod() -> FramePeriod { statistics.takePeriod() }

    /// The content announced a moment at `time` (its clock): frames may follow it, so
    /// they do not count as idle commits.
    package func recordActivity(at time: ClockTime) { statistics.recordActivity(at: time) }
    /// The content announced the moment `name`: the frames from now on are counted in a
    /// phase of their own (``FramePhase``).
    package func beginPhase(_ name: String) { statistics.beginPhase(name) }
    /// The user or compositor asked to close the window.
    public var onClose: (() -> Void)?
    /// A configure was applied: content size and scale.
    public var onConfigured: ((LogicalSize, Double) -> Void)?
    /// The decorations changed: who draws them, the title, the buttons shown.
    public var onDecorationsChanged: ((DecorationSummary) -> Void)?
    var reportedDecorations: DecorationSummary?
    /// The client-drawn frame was drawn and committed: its whole picture, in buffer
    /// pixels (for debugging, and tests on compositors that take no screenshots).
    /// The whole picture is made only while someone listens.
    public var onDecorationsDrawn: ((Image) -> Void)? { didSet { frame?.onDrawn = onDecorationsDrawn } }
    /// The frame asked the compositor for something: `move`, `resize bottom-right`,
    /// `maximize`, `unmaximize`, `minimize`, `window-menu` (for scripts that wait for it).
    public var onFrameRequest: ((String) -> Void)?
    /// The window scales fractionally (a viewport shows buffers of any scale).
    var fractionalScalingInUse: Bool { fractionalScaling != nil }
    /// A buffer of a new size (in pixels) or scale was committed for the first time.
    public var onBufferCommitted: ((LogicalSize, Double) -> Void)?
    /// The compositor answered the first committed frame's presentation feedback
    /// (presented or discarded): the moment to start work that would compete with its
    /// repaint for the CPU. Never called without `wp_presentation`.
    public var onFirstFrameShown: (() -> Void)?
    /// Called once, the first time the window waits with nothing to draw after a
    /// commit, its next frames' memory mapped: a launch's work that should neither
    /// delay the first frame nor take the CPU from the animation after it, nor from
    /// the compositor repainting that animation.
    public var onFirstIdle: (() -> Void)?
    /// Every input event the content sees, plus F11 (which the window handles itself).
    public var onInput: ((InputEvent) -> Void)?
    /// Something broke that the window cannot recover from (e.g. no shared memory).
    public var onFatalError: ((Error) -> Void)?

    /// Creates the toplevel and asks for its first configure; the content draws once
    /// that comes, on a turn of `loop`.
    /// - Parameters:
    ///   - registry: the connection's globals; it needs `wl_compositor` and `xdg_wm_base`.
    ///   - loop: the event loop that dispatches the window's events and draws its frames.
    ///   - content: what the window shows and the input it is sent.
    ///   - options: title, size in points, decorations and the like.
    ///   - clock: the clock the content animates by (CLOCK_MONOTONIC unless told otherwise).
    /// - Throws: ``PlatformError/missingGlobal(_:)`` when the compositor lacks one of those
    ///   globals; the connection's ``PlatformError`` when the compositor hung up, or a
    ///   timer for frame pacing could not be made.
    public init(registry: Registry, loop: EventLoop, content: WindowContent, options: WindowOptions,
         clock: WindowClock = .monotonic) throws {
        guard let compositor = registry.compositor, let wmBase = registry.wmBase else {
            throw PlatformError.missingGlobal("wl_compositor and xdg_wm_base")
        }
        self.registry = registry
        self.loop = loop
        self.content = content
        self.clock = clock
        eventTimes = EventTimeMapping(clockIsMonotonic: clock.isMonotonic)
        pacer = try FramePacer(loop: loop)
        statistics.hasPresentationTiming = registry.presentation != nil
        wakeTimer = try LoopTimer(loop: loop) {}  // Firing is enough: the next turn runs update().
        let canDecorate = registry.subcompositor != nil
        let offersDecorations = registry.decorationManager != nil && options.decorations == .automatic
        title = options.title
        titleFonts = options.titleFonts
        state = ConfigureState(initialSize: options.initialSize, minimumSize: options.minimumSize,
                               titleBarHeight: FrameLayout.barHeight,
                               clientSideDecorations: canDecorate && !offersDecorations && options.decorations != .none)
        state.outputSize = registry.outputs.values.compactMap(\.logicalSize).first
        scaleState = SurfaceScale(isFractional: registry.fractionalScaleManager != nil && registry.viewporter != nil)

        guard let surface = wl_compositor_create_surface(compositor),
              let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface),
              let toplevel = xdg_surface_get_toplevel(xdgSurface) else {
            throw registry.display.failure()
        }
        self.surface = surface
        self.xdgSurface = xdgSurface
        self.toplevel = toplevel
        pacer.onDone = { [weak self] stamp, backToBack in
            self?.statistics.recordFrameCallback(at: stamp, continuous: backToBack)
        }
        wl_surface_add_listener(surface, Self.surfaceListener, listenerData(self))
        xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener, listenerData(self))
        xdg_toplevel_add_listener(toplevel, Self.toplevelListener, listenerData(self))
        xdg_toplevel_set_title(toplevel, options.title)
        xdg_toplevel_set_app_id(toplevel, options.appID)

        if let manager = registry.decorationManager, offersDecorations {
            decoration = Decoration(manager: manager, toplevel: toplevel)
            decoration?.onModeChange = { [weak self] clientSide in
                self?.state.decorationModeChanged(clientSide: clientSide && canDecorate)
            }
        }
        if let manager = registry.fractionalScaleManager, let viewporter = registry.viewporter {
            fractionalScaling = FractionalScaling(manager: manager, viewporter: viewporter, surface: surface)
            fractionalScaling?.onPreferredScale = { [weak self] scale in
                self?.scaleState.preferredFractionalScale = scale
                self?.scaleChanged()
            }
        }
        scaleState.allOutputScales = registry.outputs.values.map(\.scale)
        registry.observeOutputs { [weak self] in self?.scaleChanged() }
        registry.observeSeats { [weak self] seat in self?.attach(seat) }

        if let subcompositor = registry.subcompositor, let shm = registry.shm {
            let host = SubsurfaceHost(compositor: compositor, subcompositor: subcompositor, shm: shm,
                                      viewporter: registry.viewporter, parent: surface)
            subsurfaceHost = host
            content.attach(host)
        }
        announceMinimumSize()
        // The first commit carries no buffer: it asks for the first configure.
        wl_surface_commit(surface)
        loop.addBeforeWaitHook { [weak self] in self?.update() }
    }

    /// Destroys the window's objects in protocol order.
    public func destroy() {
        pacer.cancel()
        wakeTimer.cancel()
        if subsurfaceHost != nil { content.attach(nil) }
        subsurfaceHost = nil
        frame?.destroy(); frame = nil
        cursorTheme?.destroy(); cursorTheme = nil
        cursorShapeDevice?.destroy(); cursorShapeDevice = nil
        decoration?.destroy(); decoration = nil
        fractionalScaling?.destroy(); fractionalScaling = nil
        pool?.retire(destroyingHeld: true); pool = nil
        if let toplevel { xdg_toplevel_destroy(toplevel) }
        if let xdgSurface { xdg_surface_destroy(xdgSurface) }
        if let surface { wl_surface_destroy(surface) }
        toplevel = nil; xdgSurface = nil; surface = nil
    }

    // MARK: Drawing

    /// Runs once per loop turn: draws when a configure needs an answer, or when the
    /// previous frame is done and the content has something new to show.
    private func update() {
        defer { pacer.endTurn() }
        deliverHeldMotion()
        guard let applied = state.applied, surface != nil else { return }
        // Suspended: nothing is drawn. The content's clock runs on, so the first frame after
        // shows every animation where it is by then, as Core Animation's after a backgrounded app returns.
        guard !applied.isSuspended else { return wakeTimer.cancel() }
        let now = clock.now()
        if !needsDraw {
            guard !pacer.isWaiting else { return }
            if let quietUntil, now < quietUntil {
                wakeTimer.schedule(after: quietUntil - now)
                return
            }
            guard content.needsFrame(at: now) else {
                scheduleWake(after: now)
                return
            }
        }
        wakeTimer.cancel()
        draw(applied, at: now)
    }

    /// Idle: sleep until the content's next scheduled change, if it has one.
    private func scheduleWake(after now: ClockTime) {
        guard let next = content.nextChange(after: now), next > now else {
            wakeTimer.cancel()
            return
        }
        wakeTimer.schedule(after: next - now)
    }

    private func draw(_ applied: ConfigureState.Applied, at now: ClockTime) {
        guard let surface, let shm = registry.shm else { return }
        let scale = scaleState.scale
        let pixels = applied.size.scaled(by: scale)
        do {
            if pool?.width != pixels.width || pool?.height != pixels.height {
                if let pool { retiredPoolsAudit.absorb(pool.audit) }
                cornerMask.reset()
                pool?.retire()
                // No release handler needed: a release wakes the loop, and update() retries.
                pool = try BufferPool(shm: shm, width: pixels.width, height: pixels.height)
            }
            guard let pool, let buffer = try pool.acquire() else { return }
            subsurfaceHost?.scaling = fractionalScaling != nil ? .viewport(applied.size) : .buffer(scaleState.bufferScale)
            let drawStart = MonotonicClock.seconds
            // The moment the frame will be on screen, when feedback lets us predict it (PresentationClock).
            let frameTime = pacing.target(at: now) ?? now
            let damage = content.draw(into: buffer.target, at: frameTime)
            roundCorners(of: buffer.target, damage: damage, applied: applied, pixels: pixels)
            let drawDuration = TimeSpan(seconds: MonotonicClock.seconds - drawStart)
            pacing.drew(in: drawDuration)
            let bounds = PixelRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
            let isNewBuffer = committedBuffer?.size != pixels || committedBuffer?.scale != scale
            let rects = isNewBuffer ? [bounds] : damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
            if rects.isEmpty, !needsDraw, subsurfaceHost?.awaitsParentCommit != true {
                skipCommit(of: buffer, in: pool, at: now)
                return
            }
            quietUntil = nil

            if let fractionalScaling {
                fractionalScaling.setDestination(applied.size)
            } else if scaleState.bufferScale != committedBufferScale {
                wl_surface_set_buffer_scale(surface, scaleState.bufferScale)
                committedBufferScale = scaleState.bufferScale
            }
            updateOpaqueRegion(applied)
            wl_surface_attach(surface, buffer.proxy, 0, 0)
            for rect in rects {
                wl_surface_damage_buffer(surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
            }
            pacer.request(on: surface)
            requestFeedback(on: surface, drawDuration: drawDuration, changedSomething: !rects.isEmpty)
            wl_surface_commit(surface)
            if let token = pendingActivation { sendActivation(token) }  // now mapped
            subsurfaceHost?.awaitsParentCommit = false
            frame?.windowCommitted()
            pool.submit(buffer)
            needsDraw = false
            warmUpForNextFrames()
            if isNewBuffer {
                committedBuffer = (pixels, scale)
                onBufferCommitted?(pixels, scale)
            }
        } catch {
            logger.error("cannot draw: \(error)")
            onFatalError?(error)
        }
    }

    /// A frame that changed no pixel (its content stepped work that shows later: a
    /// layout, pictures arriving under a cover) is not committed: the compositor would
    /// only repaint and present the same picture. The buffer goes back to the pool, and
    /// the next frame waits for the next refresh, by timer, as a frame callback would.
    /// The wait is idle time as after a commit: the content's put-off work may go on
    /// (the splash's picture of its main content, once that content's pictures came).
    private func skipCommit(of buffer: BufferPool.Buffer, in pool: BufferPool, at now: ClockTime) {
        pool.setAside(buffer)
        let refresh = pacing.last.map(\.refresh).flatMap { $0 > .zero ? $0 : nil } ?? Self.assumedRefresh
        quietUntil = now + refresh
        wakeTimer.schedule(after: refresh)
        statistics.recordUnchanged()
        warmUpForNextFrames()
    }

    private func requestFeedback(on surface: OpaquePointer, drawDuration: TimeSpan, changedSomething: Bool) {
        let continuous = pacer.justCompleted
        let frame = statistics.recordCommit(at: clock.now(), continuous: continuous, drawDuration: drawDuration)
        inputLatency.committed(frame: frame, changedSomething: changedSomething)
        guard let presentation = registry.presentation else { return }
        presentation.requestFeedback(for: surface) { [weak self, weak presentation] presented in
            guard let self else { return }
            if frame == 1, let shown = self.onFirstFrameShown {
                self.onFirstFrameShown = nil
                shown()
            }
            guard let presented else {
                self.statistics.recordDiscarded()
                self.inputLatency.discarded(frame: frame)
                return
            }
            let onOurClock = presentation?.windowTime(of: presented, windowClockIsMonotonic: self.clock.isMonotonic)
            if let onOurClock {
                self.pacing.presented(at: onOurClock, refresh: presented.refresh, flags: presented.flags)
                for latency in self.inputLatency.presented(frame: frame, at: onOurClock) {
                    self.content.inputPresented(latency: latency)
                }
            }
            let interval = self.statistics.recordPresented(frame: frame, at: presented.time, continuous: continuous,
                                                           clockTime: onOurClock ?? self.clock.now())
            if let interval { self.content.framePresented(interval: interval) }
        }
    }

    // MARK: Configure and scale

    func configured(serial: UInt32) {
        guard let xdgSurface else { return }
        let applied = state.apply()
        logger.debug("configure \(applied.size): \(applied.isActivated ? "activated" : "not activated")\(applied.isSuspended ? ", suspended" : "")")
        if let clamped = state.takeClampedRequest() {
            logger.warning("the requested size \(clamped.requested) does not fit the desktop's \(clamped.bounds) with the title bar: using \(clamped.used)")
        }
        xdg_surface_ack_configure(xdgSurface, serial)
        announceMinimumSize()
        let geometry = applied.geometry
        xdg_surface_set_window_geometry(xdgSurface, Int32(geometry.x), Int32(geometry.y),
                                        Int32(geometry.width), Int32(geometry.height))
        if !applied.isSuspended { updateFrame(applied) }  // the bar too waits until the window is repainted
        layoutContent(applied)
        needsDraw = true
        statistics.recordActivity(at: clock.now())
        onConfigured?(applied.size, scaleState.scale)
    }

    private func layoutContent(_ applied: ConfigureState.Applied) {
        let scale = scaleState.scale
        guard contentLayout?.size != applied.size || contentLayout?.scale != scale else { return }
        contentLayout = (applied.size, scale)
        content.resize(width: applied.size.width, height: applied.size.height, scale: scale)
    }

    func scaleChanged() {
        scaleState.allOutputScales = registry.outputs.values.map(\.scale)
        enteredOutputs.removeAll { registry.output(for: $0) == nil }  // outputs that went away
        scaleState.enteredOutputScales = enteredOutputs.compactMap { registry.output(for: $0)?.scale }
        guard let applied = state.applied, contentLayout?.scale != scaleState.scale else { return }
        logger.debug("scale is now \(scaleState.scale)")
        layoutContent(applied)
        updateFrame(applied)
        needsDraw = true
    }

    private func announceMinimumSize() {
        guard let toplevel else { return }
        let minimum = state.minimumGeometry
        guard minimum != announcedMinimum else { return }
        xdg_toplevel_set_min_size(toplevel, Int32(minimum.width), Int32(minimum.height))
        announcedMinimum = minimum
    }
}
