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

    /// Inactive, active or stopped (`UIViewAnimatingState`); the animator's methods move it
    /// between them.
    public internal(set) var state = AnimatingState.inactive
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

    // Internal rather than private: the PropertyAnimator+*.swift extensions use them.
    var reversed = false
    var interruptible = true
    var motion = AnimatorMotion.paused(.onCurve(0))
    var animations: [AnimatorAnimation] = []
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    /// What `stopAnimation(false)` froze, for `finishAnimation(at:)`.
    var stopped: (records: [AnimatorAnimation], progress: Double) = ([], 0)
    private weak var boundHost: LayerHost?
    /// The host of the last layer it animated: a finished animator started again with
    /// nothing left to animate still runs its time there, as UIKit's does.
    weak var lastHost: LayerHost?
    /// The host that steps the animator while it runs.
    weak var steppingHost: LayerHost?

    /// The host whose time paces the animator: by default the host of the layers its
    /// animations change. Set it for an animator whose layers join a tree later.
    /// An animator that animates no layer of a hosted tree ends as soon as it runs.
    public var host: LayerHost? {
        get { boundHost ?? animations.lazy.compactMap { $0.layer?.host }.first ?? lastHost }
        set { boundHost = newValue }
    }

    /// The host's current time: animators started in one frame start together.
    var now: MediaTime { host?.currentMediaTime ?? 0 }

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
    public var effectiveDuration: Double { curve.duration(forAnimatorDuration: duration) }

    /// The timing it runs on: ``timingParameters``, without overshoot in a tree that
    /// reduces motion (``LayerHost/reducesMotion``).
    var curve: TimingCurveProvider {
        host?.reducesMotion == true ? timingParameters.withoutOvershoot : timingParameters
    }

    // MARK: Preconditions

    /// Stops the program when `condition` is false: an illegal call is a programmer error.
    /// `fatalError` rather than `precondition` so the message survives release builds.
    func require(_ condition: Bool, _ call: String, _ hint: @autoclosure () -> String) {
        guard !condition else { return }
        fatalError("PropertyAnimator.\(call) is illegal while the animator is \(stateDescription): \(hint())")
    }

    /// The state for messages: `inactive`, `active (running)`, `active (paused)`, `stopped`.
    private var stateDescription: String {
        state == .active ? "active (\(isRunning ? "running" : "paused"))" : state.description
    }
}
