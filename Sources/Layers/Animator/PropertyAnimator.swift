/// Animates layer changes interactively, as `UIViewPropertyAnimator` does: start, pause,
/// scrub with ``fractionComplete``, reverse while running, add animations on the way,
/// stop anywhere, and hear where it ended.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.3, curve: .easeInOut) {
///     card.cornerRadius = 0
///     card.frame = feed.bounds
/// }
/// animator.addCompletion { position in if position == .end { state = .expanded } }
/// animator.startAnimation()
/// ```
///
/// Changes made in an animations closure set the model at once and show up on screen
/// through additive animations driven by the animator's progress, so two animators on
/// one property blend and an interruption never jumps.
///
/// Calling a method in a state that does not allow it (see each method's precondition)
/// is a programmer error, as UIKit raises an exception: the program stops with a message
/// naming the call and the state, in debug and release builds alike. The legal moves:
///
/// - `inactive` → `active`: ``startAnimation()``, ``pauseAnimation()``, setting
///   ``fractionComplete`` or ``continueAnimation(withTimingParameters:durationFactor:)``.
/// - `active` → `inactive`: running to the end (or, reversed, to the start), or
///   ``stopAnimation(_:)`` with `true`.
/// - `active` → `stopped`: ``stopAnimation(_:)`` with `false`.
/// - `stopped` → `inactive`: ``finishAnimation(at:)``.
@MainActor
public final class PropertyAnimator {
    // MARK: Configuration

    /// The duration given at creation; a spring by mass, stiffness and damping decides
    /// its own (see ``TimingCurveProvider/duration(forAnimatorDuration:)``).
    public let duration: Double
    /// The curve the animator runs along.
    public let timingParameters: TimingCurveProvider
    /// When false, the animator cannot be paused, scrubbed or reversed once started.
    ///
    /// - Precondition: the animator is inactive (UIKit raises when it is set on an
    ///   active animator).
    public var isInterruptible: Bool {
        get { interruptible }
        set {
            require(state == .inactive, "isInterruptible (set)", "it can only be changed while the animator is inactive")
            interruptible = newValue
        }
    }
    /// When true (the default), setting ``fractionComplete`` moves the values linearly;
    /// when false, along the timing curve.
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused instead of
    /// finishing, so it can be reversed or scrubbed again.
    public var pausesOnCompletion = false

    // MARK: State

    public private(set) var state = AnimatingState.inactive
    /// True while moving (not paused, not stopped).
    public var isRunning: Bool { if case .running = motion, state == .active { true } else { false } }
    /// Runs towards the start instead of the end. Settable while running: it turns
    /// around from where it is. While reversed, ``fractionComplete`` counts along the
    /// way back.
    ///
    /// - Precondition: changing it is illegal when the animator is stopped, or active
    ///   and not ``isInterruptible``.
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    private var reversed = false
    private var interruptible = true
    private var motion = AnimatorMotion.paused(.onCurve(0))
    private var animations: [AnimatorAnimation] = []
    private var pendingBlocks: [(block: () -> Void, window: AnimatorWindow)] = []
    private var completions: [(AnimatingPosition) -> Void] = []
    /// What `stopAnimation(false)` froze, for `finishAnimation(at:)`.
    private var stopped: (records: [AnimatorAnimation], progress: Double) = ([], 0)
    private weak var boundHost: LayerHost?
    /// The host of the last layer it animated: a finished animator started again with
    /// nothing left to animate still runs its time there, as UIKit's does.
    private weak var lastHost: LayerHost?
    /// The host that steps the animator while it runs.
    private weak var steppingHost: LayerHost?

    /// The host whose time paces the animator: by default the host of the layers its
    /// animations change. Set it for an animator whose layers join a tree later.
    /// An animator that animates no layer of a hosted tree ends as soon as it runs.
    public var host: LayerHost? {
        get { boundHost ?? animations.lazy.compactMap { $0.layer.host }.first ?? lastHost }
        set { boundHost = newValue }
    }

    /// The host's current time: animators started in one frame start together.
    private var now: Double { host?.currentTime ?? 0 }

    // MARK: Creating

    /// An animator on any timing curve.
    public init(duration: Double, timingParameters: TimingCurveProvider) {
        Layers.require(duration.isFinite && duration >= 0,
                       "PropertyAnimator(duration:): duration must be a finite number of seconds ≥ 0, got \(duration)")
        self.duration = duration
        self.timingParameters = timingParameters
    }

    /// An animator on one of UIKit's named curves.
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic Bézier curve through two control points.
    public convenience init(duration: Double, controlPoint1: ControlPoint, controlPoint2: ControlPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring with the given damping ratio that settles in `duration`.
    /// An impossible ratio (0, negative, NaN) falls back to a critically damped spring.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        let spring = (try? SpringTimingParameters(dampingRatio: dampingRatio))
            ?? (try! SpringTimingParameters(dampingRatio: 1))
        self.init(duration: duration, timingParameters: spring)
        if let animations { addAnimations(animations) }
    }

    /// How long a run from start to end takes.
    public var effectiveDuration: Double { timingParameters.duration(forAnimatorDuration: duration) }

    // MARK: Progress

    /// Progress at `time`: 0 at the start values, 1 at the end values (a spring may pass 1).
    public func progress(at time: Double) -> Double {
        switch motion {
        case let .paused(.onCurve(f)): timingParameters.progress(atFraction: f, duration: effectiveDuration)
        case let .paused(.scrubbed(p)): p
        case let .running(segment): segment.progress(at: time)
        }
    }

    /// How far along the animator is, 0…1, in the direction it runs. Reading it gives
    /// the progress on screen; setting it pauses the animator there (activating it if
    /// inactive): linearly when ``scrubsLinearly``, else at that fraction of the curve.
    ///
    /// While ``isReversed`` it counts along the way back, as UIKit does since iOS 11:
    /// values halfway between start and end at 0.2 from the end read 0.8, and setting it
    /// to 0.8 puts them there. That is why seed 000's pan handler negates its drag
    /// fraction when the animator is reversed.
    ///
    /// - Precondition: setting it is illegal when the animator is stopped, or active and
    ///   not ``isInterruptible``.
    public var fractionComplete: Double {
        get {
            let p = min(max(progress(at: now), 0), 1)
            return reversed ? 1 - p : p
        }
        set {
            require(state != .stopped, "fractionComplete (set)", "call finishAnimation(at:) first")
            require(interruptible || state == .inactive, "fractionComplete (set)",
                    "a non-interruptible animator cannot be scrubbed once started")
            var v = newValue.isFinite ? min(max(newValue, 0), 1) : 0
            if reversed { v = 1 - v }
            activateIfNeeded()
            motion = .paused(scrubsLinearly ? .scrubbed(v) : .onCurve(v))
            stopStepping()
            // What is on screen changed with no model change and nothing running: tell
            // the host, which compares revisions to decide whether to draw.
            host?.invalidate()
        }
    }

    /// The curve fraction the animator is at, for resuming on the curve.
    private func curveFraction(at time: Double) -> Double {
        switch motion {
        case let .paused(.onCurve(f)): return f
        case let .paused(.scrubbed(p)): return timingParameters.fraction(forProgress: p, duration: effectiveDuration)
        case let .running(segment):
            if segment.from == 0 && segment.to == 1 { return segment.fraction(at: time) }
            return timingParameters.fraction(forProgress: segment.progress(at: time), duration: effectiveDuration)
        }
    }

    // MARK: Animations and completions

    /// Adds changes to animate. Called while inactive, they run with the animator; while
    /// active, they start from the values on screen now and finish with the others.
    ///
    /// Inside `animations`, ``Layer/animateKeyframes(withDuration:delay:animations:completion:)``
    /// places each keyframe on the animator's progress (its relative start and duration
    /// are shares of the run), so keyframes scrub and reverse with the animator.
    ///
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void) { addAnimations(animations, delayFactor: 0) }

    /// Adds changes that begin after `delayFactor` (0…1) of the animator's progress.
    ///
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        require(state != .stopped, "addAnimations", "call finishAnimation(at:) first")
        let delay = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pendingBlocks.append((animations, AnimatorWindow(start: delay, end: 1)))
        } else {
            let p = min(max(progress(at: now), 0), 1)
            record(animations, window: AnimatorWindow(start: reversed ? delay : max(delay, p), end: 1))
        }
    }

    /// Adds a block to run when the animator ends, told where it ended. Completions run
    /// once per run; `stopAnimation(true)` skips them.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Controlling

    /// Starts (or resumes) running towards the end (or the start when reversed); does
    /// nothing when already running.
    ///
    /// - Precondition: the animator is not stopped.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts running after `delay` seconds; until then the values stay where they are.
    ///
    /// - Precondition: the animator is not stopped.
    public func startAnimation(afterDelay delay: Double) {
        require(state != .stopped, "startAnimation", "call finishAnimation(at:) first")
        if isRunning { return }
        activateIfNeeded()
        let now = self.now
        run(from: curveFraction(at: now), at: now + (delay.isFinite ? max(delay, 0) : 0), durationFactor: 0)
    }

    /// Pauses where it is; from inactive it becomes active and paused at the start.
    ///
    /// - Precondition: the animator is not stopped, and not running unless
    ///   ``isInterruptible``.
    public func pauseAnimation() {
        require(state != .stopped, "pauseAnimation", "call finishAnimation(at:) first")
        require(interruptible || !isRunning, "pauseAnimation", "a non-interruptible animator cannot be paused once running")
        activateIfNeeded()
        freeze(at: now)
    }

    /// Resumes a paused animator with other timing, running the rest of the way in
    /// `durationFactor` × ``duration`` seconds (0: at its original pace). A spring that
    /// takes over starts with the speed the values already have.
    ///
    /// - Precondition: the animator is not stopped.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        require(state != .stopped, "continueAnimation(withTimingParameters:durationFactor:)", "call finishAnimation(at:) first")
        activateIfNeeded()
        let now = self.now
        let factor = durationFactor.isFinite ? max(durationFactor, 0) : 0
        guard var curve = parameters else {
            run(from: curveFraction(at: now), at: now, durationFactor: factor)
            return
        }
        // A new curve from here to the target: progress = p0 + (target − p0) × curve(f).
        let p0 = progress(at: now)
        let target = reversed ? 0.0 : 1.0
        let velocity: Double = if case let .running(s) = motion { s.velocity(at: now) } else { 0 }
        if let spring = curve as? SpringTimingParameters, spring.initialVelocity == 0, target != p0 {
            curve = spring.withInitialVelocity(velocity / (target - p0))
        }
        let curveDuration = curve.duration(forAnimatorDuration: duration)
        let runTime = factor > 0 ? factor * duration : curveDuration
        let segment = AnimatorMotion.Segment(curve: curve, curveDuration: curveDuration, from: p0, to: target,
                                             startFraction: 0, startTime: now,
                                             rate: runTime > 0 ? 1 / runTime : .infinity)
        motion = .running(segment)
        startStepping()
    }

    /// Stops where it is. With `withoutFinishing` true the values stay where they are and
    /// the animator becomes inactive at once, without running its completions (as UIKit
    /// does). With false it becomes `stopped`, values frozen, waiting for
    /// ``finishAnimation(at:)``.
    ///
    /// - Precondition: the animator is active (not inactive, not already stopped).
    public func stopAnimation(_ withoutFinishing: Bool) {
        require(state == .active, "stopAnimation(_:)", "only an active animator can be stopped")
        let p = progress(at: now)
        let records = settle(at: p)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
            motion = .paused(.scrubbed(p))
            stopped = (records, p)
        }
    }

    /// Ends a stopped animator at the start values, the end values or where it stopped,
    /// and runs the completions with that position.
    ///
    /// - Precondition: the animator is stopped (by `stopAnimation(false)`).
    public func finishAnimation(at position: AnimatingPosition) {
        require(state == .stopped, "finishAnimation(at:)", "call stopAnimation(false) first")
        let target: Double? = switch position {
        case .start: 0
        case .end: 1
        case .current: nil
        }
        if let target {
            for record in stopped.records { Self.move(record, from: stopped.progress, to: target) }
        }
        complete(at: position)
    }

    // MARK: Internals

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        motion = .paused(.onCurve(0))
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for b in blocks { record(b.block, window: b.window) }
    }

    /// Runs `body`, turning each change into an animation paced by this animator.
    private func record(_ body: () -> Void, window: AnimatorWindow) {
        AnimatorRecorder(animator: self, window: window).recording(body)
    }

    /// Stops the program when `condition` is false: an illegal call is a programmer error.
    /// `fatalError` rather than `precondition` so the message survives release builds.
    private func require(_ condition: Bool, _ call: String, _ hint: @autoclosure () -> String) {
        guard !condition else { return }
        fatalError("PropertyAnimator.\(call) is illegal while the animator is \(stateDescription): \(hint())")
    }

    /// The state for messages: `inactive`, `active (running)`, `active (paused)`, `stopped`.
    private var stateDescription: String {
        state == .active ? "active (\(isRunning ? "running" : "paused"))" : state.description
    }

    func register(_ animation: AnimatorAnimation) {
        animations.append(animation)
        if let host = animation.layer.host { lastHost = host }
        try? animation.layer.add(animation, forKey: nil)
    }

    private func run(from fraction: Double, at startTime: Double, durationFactor: Double) {
        let curveDuration = effectiveDuration
        let remaining = reversed ? fraction : 1 - fraction
        var rate = curveDuration > 0 ? 1 / curveDuration : .infinity
        if durationFactor > 0 && remaining > 0 && duration > 0 {
            rate = remaining / (durationFactor * duration)
        }
        let segment = AnimatorMotion.Segment(curve: timingParameters, curveDuration: curveDuration, from: 0, to: 1,
                                             startFraction: fraction, startTime: startTime,
                                             rate: reversed ? -rate : rate)
        motion = .running(segment)
        startStepping()
    }

    /// Has the host step the animator on every frame; with no host, it ends at once.
    private func startStepping() {
        stopStepping()
        guard let host else {
            _ = step(at: .infinity)
            return
        }
        steppingHost = host
        host.engine.addStepper(self) { [weak self] time in self?.step(at: time) ?? false }
    }

    private func stopStepping() {
        steppingHost?.engine.removeStepper(self)
        steppingHost = nil
    }

    private func freeze(at time: Double) {
        stopStepping()
        if case let .running(segment) = motion {
            if segment.from == 0 && segment.to == 1 {
                motion = .paused(.onCurve(segment.fraction(at: time)))
            } else {
                motion = .paused(.scrubbed(segment.progress(at: time)))
            }
        }
    }

    private func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        require(state != .stopped, "isReversed (set)", "call finishAnimation(at:) first")
        require(interruptible || state == .inactive, "isReversed (set)",
                "a non-interruptible animator cannot be reversed once started")
        let now = self.now
        let wasRunning = isRunning
        if wasRunning { freeze(at: now) }
        reversed = value
        if wasRunning {
            if case let .paused(.onCurve(f)) = motion {
                run(from: f, at: now, durationFactor: 0)
            } else {
                continueAnimation(withTimingParameters: timingParameters, durationFactor: 0)
            }
        }
    }

    /// Called by the engine every frame while running; false once finished.
    private func step(at time: Double) -> Bool {
        guard state == .active, case let .running(segment) = motion else { return false }
        guard time >= segment.endTime else { return true }
        let p = segment.endProgress
        if pausesOnCompletion {
            motion = .paused(.scrubbed(p))
            return false
        }
        _ = settle(at: p)
        complete(at: p >= 1 ? .end : (p <= 0 ? .start : .current))
        return false
    }

    /// Writes the values at progress `p` into the layers' models and takes the
    /// animator's animations off the layers. Returns them, for ``finishAnimation(at:)``.
    private func settle(at p: Double) -> [AnimatorAnimation] {
        stopStepping()
        let records = animations
        animations.removeAll()
        for record in records {
            // The model holds the end value (progress 1).
            Self.move(record, from: 1, to: p)
            record.layer.removeAnimation(record)
        }
        return records
    }

    /// Moves one recorded property's model value from where progress `a` puts it to
    /// where `b` does, leaving whatever else acts on the property alone.
    private static func move(_ record: AnimatorAnimation, from a: Double, to b: Double) {
        guard let property = record.property, a != b else { return }
        let shift = record.value(atAnimatorProgress: b).subtracting(record.value(atAnimatorProgress: a))
        record.layer.setModelValue(shift, adding: property)
    }

    /// Runs the completions with `position` and becomes inactive, ready for reuse.
    private func complete(at position: AnimatingPosition) {
        let blocks = completions
        reset()
        for c in blocks { c(position) }
    }

    /// Back to a fresh inactive animator that can be used again.
    private func reset() {
        stopStepping()
        state = .inactive
        motion = .paused(.onCurve(0))
        reversed = false
        animations.removeAll()
        stopped = ([], 0)
        completions.removeAll()
    }
}
