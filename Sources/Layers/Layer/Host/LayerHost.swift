/// The owner of one layer tree's time and animation state.
///
/// Core Animation keeps this per process; here each tree has its own, so two windows
/// (or a window and an offscreen render, or two tests) animate independently on two
/// clocks. The window or offscreen run that shows a tree owns its host and calls
/// ``beginFrame(at:)`` and ``endFrame()`` around each frame.
///
/// Every layer reaches its host through its root (``Layer/host``). Animations,
/// transactions and animators started while a frame is being made all use that frame's
/// single time, ``currentTime``; between frames (input, timers) they use the clock.
///
/// Layers in no hosted tree do not animate, as UIKit's views outside a window: their
/// changes apply at once, animation blocks and animators that touch only them end at
/// once, and animations added to them explicitly start when they join a hosted tree.
@MainActor
public final class LayerHost {
    /// Where time comes from: ``MonotonicClock`` in an app, ``ManualClock`` offscreen and in tests.
    public let clock: MediaClock
    /// Moves this tree's animations along.
    let engine = AnimationEngine()
    /// What the tree's layers prepare between frames for the next ones (``prepareAhead()``).
    let workAhead = WorkAhead()

    /// Bumped by every change to the tree's model or drawing: a window compares it
    /// between frames to know whether anything needs drawing when no animation runs.
    public private(set) var revision: UInt64 = 0

    /// The time of the frame being made, between ``beginFrame(at:)`` and ``endFrame()``.
    private var frameTime: MediaTime?

    /// A host for the tree under `rootLayer`, on `clock`.
    public init(clock: MediaClock = MonotonicClock(), rootLayer: Layer? = nil) {
        self.clock = clock
        self.rootLayer = rootLayer
        if let rootLayer { attach(rootLayer) }
        HostObservation.onCreate?(self)
    }

    /// The tree this host animates. A layer belongs to one host at a time: setting it
    /// here takes it from its superlayer or previous host.
    public var rootLayer: Layer? {
        didSet {
            guard oldValue !== rootLayer else { return }
            if let oldValue, oldValue.hostStorage === self { oldValue.hostStorage = nil }
            if let rootLayer { attach(rootLayer) }
        }
    }

    /// Seconds: the current frame's time while one is being made, else the clock's
    /// (through ``speed``). What `CACurrentMediaTime()` is to Core Animation, for this
    /// tree: plain seconds (a `CFTimeInterval`), as animations' `beginTime` are.
    public var currentTime: Double { currentMediaTime.seconds }

    /// ``currentTime`` as a moment in the tree's time, for what takes a ``MediaTime``.
    public var currentMediaTime: MediaTime { frameTime ?? mediaTime(at: clock.time) }

    // MARK: Speed

    /// How fast this tree's time runs against its clock: 1 as the clock, 0.1 ten times
    /// slower — the iOS Simulator's Slow Animations, or `speed` on a window's root layer
    /// in Core Animation. Every animation, animator, spring and keyframe in the tree
    /// slows alike, those already running too. A change takes effect at the clock's
    /// present moment, and the tree's time goes on from where it was: nothing jumps.
    public var speed: Double {
        get { timeScale.speed }
        set {
            let now = clock.time
            timeScale = TimeScale(speed: newValue.isFinite ? max(newValue, 0) : 1,
                                  clockTime: now, mediaTime: mediaTime(at: now))
        }
    }

    /// The tree's time at clock time `time`: what to make a frame for at that moment.
    /// The same number while ``speed`` is 1 and has never changed. With
    /// ``clockTime(at:)``, the one place a window's time becomes a tree's and back.
    public func mediaTime(at time: ClockTime) -> MediaTime { timeScale.mediaTime(at: time) }

    /// The clock time at which the tree's time reaches `time` (for waking up in time for
    /// it); nil while the tree's time stands still (``speed`` 0).
    public func clockTime(at time: MediaTime) -> ClockTime? { timeScale.clockTime(at: time) }

    private var timeScale = TimeScale(speed: 1, clockTime: 0, mediaTime: 0)

    // MARK: Reduced motion

    /// The tree's Reduce Motion setting (iOS's `UIAccessibility.isReduceMotionEnabled`,
    /// GNOME's `enable-animations` turned off). While it is on, springs added to the
    /// tree and animators on spring timing settle without overshoot, and scenes choose
    /// short cross-fades over movement (``Layer/withMotion(_:reduced:)``). Changes apply
    /// to what starts afterwards.
    public var reducesMotion = false

    // MARK: Appearance

    /// The tree's appearance: dark or light, contrast, accent colour (UIKit's trait
    /// collection). A change calls every ``AppearanceObserver`` inside one cross-fade of
    /// ``Appearance/transitionDuration`` (at once under ``reducesMotion``): see
    /// ``addAppearanceObserver(_:)``.
    public var appearance = Appearance.light {
        didSet { if appearance != oldValue { appearanceChanged(from: oldValue) } }
    }

    /// Told of each change of ``appearance``, weakly held.
    var appearanceObservers: [WeakAppearanceObserver] = []

    // MARK: Frames

    /// Starts a frame at `time` (the tree's time: ``mediaTime(at:)`` of the
    /// clock time the frame is for): runs queued blocks, starts and ends animations,
    /// steps animators. Until ``endFrame()``, everything started uses `time`. Returns
    /// true while something is still animating.
    @discardableResult
    public func beginFrame(at time: MediaTime) -> Bool {
        frameTime = time
        workAhead.noteFrame(at: time)
        return engine.update(at: time, host: self)
    }

    /// Ends the frame ``beginFrame(at:)`` started: time follows the clock again.
    public func endFrame() { frameTime = nil }

    /// Runs `body` with ``currentTime`` at `time`: input handled with its event's time
    /// starts its animations at that time, whatever the clock says by then.
    public func perform<T>(at time: MediaTime, _ body: () throws -> T) rethrows -> T {
        let outer = frameTime
        frameTime = time
        defer { frameTime = outer }
        return try body()
    }

    /// A whole frame's animation step at `time` (the tree's time; now when nil), for
    /// hosts that draw separately. Returns true while something is still animating.
    @discardableResult
    public func update(at time: MediaTime? = nil) -> Bool {
        defer { endFrame() }
        return beginFrame(at: time ?? currentMediaTime)
    }

    /// True when an update would have work: running animations, animators or queued blocks.
    /// A finished animation that is retained (`isRemovedOnCompletion == false`) only
    /// holds a value: it is not work.
    public var hasPendingWork: Bool { engine.hasPendingWork }

    /// Does one slice of what the tree's layers prepare for the frames to come, such as
    /// a ``CollectionView`` filling the cells its next frame will show (UIKit's cell
    /// prefetching); false when none was left. Call it between frames while waiting for
    /// the next, with the renderer's ``Renderer/prepareAhead()`` (a window does): what
    /// is not done when the next frame begins, that frame does itself.
    public func prepareAhead() -> Bool { workAhead.runSlice() }

    /// Runs `block` at the start of the next ``beginFrame(at:)``.
    public func runOnNextUpdate(_ block: @escaping @MainActor () -> Void) { engine.runOnNextUpdate(block) }

    /// The tree changed in a way that needs drawing.
    func invalidate() { revision &+= 1 }

    /// Takes `layer` as this host's root.
    private func attach(_ layer: Layer) {
        layer.removeFromSuperlayer()
        if let previous = layer.hostStorage, previous !== self { previous.rootLayer = nil }
        layer.hostStorage = self
        adopt(layer)
    }

    /// `layer` and its subtree joined this tree: their animations run here from now on,
    /// and those added while they had no host start now.
    func adopt(_ layer: Layer) {
        invalidate()
        layer.forEachInSubtree { member in
            guard !member.animationEntries.isEmpty else { return }
            member.resolvePendingBeginTimes(now: currentTime)
            engine.track(member, host: self)
        }
    }
}
