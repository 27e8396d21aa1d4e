/// The base of every animation (`CAAnimation` with `CAMediaTiming`): when it runs, how
/// fast, how often, what it shows outside its active time, and who hears that it ended.
///
/// A layer copies an animation when it is added, so changing an animation object after
/// ``Layer/add(_:forKey:)`` affects only later additions.
@MainActor
open class Animation {
    /// When the animation starts, in seconds of the tree's time (``LayerHost/currentTime``,
    /// a `CFTimeInterval` as in Core Animation). 0 means "when added" for an
    /// animation added to a layer, and "with the group" for one inside a group.
    public var beginTime = 0.0
    /// Seconds for one pass; 0 means the default of 0.25 s, as in Core Animation.
    public var duration = 0.0
    /// How fast local time runs against the parent's: 2 plays twice as fast, 0 freezes it.
    public var speed = 1.0
    /// Seconds added to the animation's local time (starts it part way through).
    public var timeOffset = 0.0
    /// Number of passes (fractions allowed, `.infinity` for ever); 0 means one.
    public var repeatCount = 0.0
    /// Total seconds to repeat for, instead of ``repeatCount``.
    public var repeatDuration = 0.0
    /// Plays each pass forwards then backwards.
    public var autoreverses = false
    /// What the animation shows before it starts and after it ends; ``FillMode/removed``
    /// (the default) shows the model value then.
    public var fillMode = FillMode.removed
    /// Whether the layer drops the animation when it ends (the default). Set it to false
    /// with `fillMode = .forwards` to keep the last frame on screen.
    public var isRemovedOnCompletion = true
    /// Paces the animation; nil is linear.
    public var timingFunction: TimingFunction?
    /// Told when the animation starts and stops.
    public weak var delegate: AnimationDelegate?
    /// Called once when the animation ends: `true` when it ran to its end, `false` when
    /// it was removed before.
    public var completion: ((_ finished: Bool) -> Void)?

    /// An animation with the defaults: begins when added, 0.25 s, one pass, linear.
    public init() {}

    /// The timing values as one value type.
    open var timing: AnimationTiming {
        AnimationTiming(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset,
                        repeatCount: repeatCount, repeatDuration: repeatDuration,
                        autoreverses: autoreverses, fillMode: fillMode)
    }

    /// A copy with the same settings. Subclasses override it to copy their own.
    open func copy() -> Animation {
        let a = Animation()
        a.copyTiming(from: self)
        return a
    }

    /// Copies the settings of the base class; for subclasses' ``copy()``.
    public func copyTiming(from other: Animation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction; delegate = other.delegate; completion = other.completion
    }

    /// Checks the animation can run; throws an ``AnimationError`` naming the problem.
    open func validate() throws(AnimationError) {
        do { try timing.validate() } catch { throw AnimationError(animation: self, problem: error.description) }
    }

    /// Maps linear progress through a pass to eased progress (the timing function).
    open func eased(_ progress: Double) -> Double { timingFunction?.progress(at: progress) ?? progress }

    /// Changes `state` (the presentation being computed) for `time` on the parent's
    /// clock. `model` is the layer's model, for values an animation leaves unset.
    open func apply(to state: inout LayerState, model: LayerState, at time: Double) {}

    /// True once the active time is over at `time` (never for endless repeats).
    open func hasEnded(at time: Double) -> Bool {
        guard speed != 0 else { return false }
        let active = timing.activeDuration()
        guard active.isFinite else { return false }
        return (time - beginTime) * speed >= active
    }

    /// A short name for messages, e.g. `BasicAnimation "opacity"`.
    open var debugName: String { String(describing: type(of: self)) }
}

/// Hears when animations start and stop (`CAAnimationDelegate`).
public protocol AnimationDelegate: AnyObject {
    /// The animation's active time began (`CAAnimationDelegate.animationDidStart`).
    func animationDidStart(_ animation: Animation)
    /// The animation ended: `finished` is true when it ran to its end, false when it was
    /// removed or replaced before.
    func animationDidStop(_ animation: Animation, finished: Bool)
}

extension AnimationDelegate {
    /// Does nothing, so a delegate implements only the callback it needs.
    public func animationDidStart(_ animation: Animation) {}
    /// Does nothing, so a delegate implements only the callback it needs.
    public func animationDidStop(_ animation: Animation, finished: Bool) {}
}
