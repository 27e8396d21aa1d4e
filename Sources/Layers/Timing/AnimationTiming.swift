/// Core Animation's media timing model (`CAMediaTiming`) as a value: how an animation's
/// own clock follows its parent's, how often it repeats, and what it shows outside its
/// active interval.
///
/// ``state(atParentTime:defaultDuration:)`` is a pure function of the parent's time, so a
/// layer can ask where any animation is at any moment, forwards, backwards or paused.
///
/// The model, in two steps as the `CAMediaTiming` header describes it:
/// 1. Active time: `elapsed = (parentTime − beginTime) × speed`. The animation is active
///    while `0 ≤ elapsed < activeDuration`, before it when `elapsed < 0`, after it when
///    `elapsed ≥ activeDuration`.
/// 2. Local time: `elapsed + timeOffset`, wrapped into the active duration. A time offset
///    therefore starts the animation part-way and, like Core Animation, loops round to
///    the beginning to play the part it skipped: it shifts *where* the animation is, not
///    how long it lasts. Local time is then split into iterations of `duration`
///    (twice that when ``autoreverses``: forwards, then back).
///
/// A `duration` of 0 means "the default": 0.25 s, like Core Animation, which gives an
/// animation without a duration the transaction's duration (0.25 s unless changed); pass
/// a transaction's duration as `defaultDuration`.
public struct AnimationTiming: Equatable, Hashable, Sendable {
    /// Core Animation's default animation duration, used when ``duration`` is 0.
    public static let defaultDuration = 0.25

    /// When the animation starts, in the parent's time (a layer's, or a group's local time).
    public var beginTime: Double
    /// The length of one pass, in local seconds; 0 means the default duration.
    public var duration: Double
    /// How fast local time runs against the parent's: 2 is twice as fast, 0 is paused,
    /// negative runs backwards.
    public var speed: Double
    /// Added to the active time: where in the animation it starts (see the type's notes).
    public var timeOffset: Double
    /// How many passes to play, fractions allowed; 0 means 1, `.infinity` repeats forever.
    /// Set either this or ``repeatDuration``, not both.
    public var repeatCount: Double
    /// How long to keep repeating, in local seconds; 0 means no limit by time.
    public var repeatDuration: Double
    /// Whether each pass plays forwards and then backwards (doubling its length).
    public var autoreverses: Bool
    /// What the animation shows before and after its active interval.
    public var fillMode: FillMode

    /// Timing from its parts, all in seconds where they are times; the defaults are one
    /// pass of the default duration, starting at once, removed at its end.
    public init(beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
                repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
                fillMode: FillMode = .removed) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// Checks every field; a layer calls this when the animation is added.
    ///
    /// - Throws: ``TimingError`` naming the first bad field: `beginTime`, `speed` or
    ///   `timeOffset` not finite; `duration` negative or not finite; `repeatCount` or
    ///   `repeatDuration` negative or NaN (infinity repeats forever); or both repeat
    ///   fields set, which Core Animation leaves undefined.
    public func validate() throws(TimingError) {
        func fail(_ field: String, _ value: Double, _ requirement: String) -> TimingError {
            TimingError(owner: "AnimationTiming", parameter: field, value: value, requirement: requirement)
        }
        if !beginTime.isFinite { throw fail("beginTime", beginTime, "a finite number") }
        if !(duration.isFinite && duration >= 0) {
            throw fail("duration", duration, "a finite number of seconds, 0 or more")
        }
        if !speed.isFinite { throw fail("speed", speed, "a finite number") }
        if !timeOffset.isFinite { throw fail("timeOffset", timeOffset, "a finite number") }
        if !(repeatCount >= 0) { throw fail("repeatCount", repeatCount, "0 or more (infinity repeats forever)") }
        if !(repeatDuration >= 0) {
            throw fail("repeatDuration", repeatDuration, "0 or more seconds (infinity repeats forever)")
        }
        if repeatCount > 0 && repeatDuration > 0 {
            throw fail("repeatDuration", repeatDuration, "0 when repeatCount is set (set one of the two)")
        }
    }

    /// The length of one pass: ``duration``, or `defaultDuration` when that is 0.
    public func effectiveDuration(defaultDuration: Double = AnimationTiming.defaultDuration) -> Double {
        duration > 0 ? duration : max(defaultDuration, 0)
    }

    /// The length of one iteration: a pass, or a pass there and back when autoreversing.
    public func iterationDuration(defaultDuration: Double = AnimationTiming.defaultDuration) -> Double {
        effectiveDuration(defaultDuration: defaultDuration) * (autoreverses ? 2 : 1)
    }

    /// How long the animation is active, in local seconds (divide by |speed| for the
    /// parent's seconds): ``repeatDuration`` if set, else ``repeatCount`` (at least one)
    /// iterations. May be infinite.
    public func activeDuration(defaultDuration: Double = AnimationTiming.defaultDuration) -> Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return count * iterationDuration(defaultDuration: defaultDuration)
    }

    /// Where the animation is at `parentTime`: its phase, whether it shows a value, and
    /// which linear progress (0…1, before any timing function) that value has.
    ///
    /// Invalid timing (see ``validate()``) never produces NaN here: it yields `.before`
    /// with no effect.
    public func state(atParentTime parentTime: Double,
                      defaultDuration: Double = AnimationTiming.defaultDuration) -> State {
        guard (try? validate()) != nil, parentTime.isFinite, defaultDuration.isFinite else {
            return State(phase: .before, isFilling: false, iteration: 0)
        }
        let active = activeDuration(defaultDuration: defaultDuration)
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 {
            let (progress, iteration) = position(atLocalTime: localTime(elapsed: 0, active: active),
                                                 active: active, defaultDuration: defaultDuration)
            let filling = fillMode.fillsBackwards
            return State(phase: .before, isFilling: filling, progress: filling ? progress : nil, iteration: iteration)
        }
        if elapsed >= active {
            let (progress, iteration) = position(atLocalTime: localTime(elapsed: active, active: active),
                                                 active: active, defaultDuration: defaultDuration)
            let filling = fillMode.fillsForwards
            return State(phase: .after(progress: progress), isFilling: filling,
                         progress: filling ? progress : nil, iteration: iteration)
        }
        let (progress, iteration) = position(atLocalTime: localTime(elapsed: elapsed, active: active),
                                             active: active, defaultDuration: defaultDuration)
        return State(phase: .active(progress: progress, iteration: iteration), isFilling: false,
                     progress: progress, iteration: iteration)
    }

    /// `elapsed + timeOffset` wrapped into the active duration: into (0, active] when the
    /// sum is past the end, so that landing exactly on the end (a paused animation at its
    /// last frame) shows the end rather than the start; into [0, active) when negative.
    private func localTime(elapsed: Double, active: Double) -> Double {
        let t = elapsed + timeOffset
        guard active > 0, active.isFinite else { return max(t, 0) }
        if t > active {
            let r = t.truncatingRemainder(dividingBy: active)
            return r == 0 ? active : r
        }
        if t < 0 {
            let r = t.truncatingRemainder(dividingBy: active)
            return r == 0 ? 0 : r + active
        }
        return t
    }

    /// Linear progress within the iteration containing local time `t`, after autoreverse.
    /// At the very end of the active duration (t == active) the last iteration's end is
    /// shown, not the start of a next one.
    private func position(atLocalTime t: Double, active: Double,
                          defaultDuration: Double) -> (progress: Double, iteration: Int) {
        let pass = effectiveDuration(defaultDuration: defaultDuration)
        let cycle = iterationDuration(defaultDuration: defaultDuration)
        guard pass > 0 else { return (autoreverses ? 0 : 1, 0) }
        var iteration = (t / cycle).rounded(.down)
        if t >= active && iteration > 0 && iteration * cycle >= t { iteration -= 1 }
        let within = t - iteration * cycle
        var progress = within / pass
        if autoreverses && progress > 1 { progress = 2 - progress }
        return (min(max(progress, 0), 1), Int(min(iteration, 1e18)))
    }
}
