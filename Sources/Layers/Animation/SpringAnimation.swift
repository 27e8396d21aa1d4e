/// A basic animation that moves like a damped spring (`CASpringAnimation`): the value
/// follows the spring's closed-form solution in real time, so it may overshoot, and the
/// animation lasts ``settlingDuration`` unless `duration` says otherwise.
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring, in arbitrary units (must be greater than 0): heavier swings longer.
    public var mass = 1.0
    /// The spring's stiffness (greater than 0): stiffer moves faster.
    public var stiffness = 100.0
    /// The friction (0 or more): more settles with less overshoot.
    public var damping = 10.0
    /// In units of the distance to travel per second.
    public var initialVelocity = 0.0

    /// A spring animation of the property `keyPath` names; its duration should be ``settlingDuration``.
    override public init(keyPath: String) { super.init(keyPath: keyPath) }

    /// The spring these parameters make, or nil when they are not valid.
    public var spring: SpringTimingParameters? {
        try? SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// How long until the spring is at rest: a good `duration`.
    public var settlingDuration: Double { spring?.settlingDuration ?? 0 }

    override open func copy() -> Animation {
        let a = SpringAnimation(keyPath: keyPath)
        a.copyProperty(from: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        a.mass = mass; a.stiffness = stiffness; a.damping = damping; a.initialVelocity = initialVelocity
        return a
    }

    override open var timing: AnimationTiming {
        var t = super.timing
        if t.duration == 0 { t.duration = settlingDuration }
        return t
    }

    override open func validate() throws(AnimationError) {
        do {
            _ = try SpringTimingParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        } catch {
            throw AnimationError(animation: self, problem: error.description)
        }
        try super.validate()
    }

    override open func value(at p: Double, iteration: Int, underlying: AnimatableValue, model: LayerState) -> AnimatableValue? {
        guard let spring else { return nil }
        let (a, b) = endpoints(underlying: underlying)
        // The spring runs in seconds, not in fractions of the duration.
        let seconds = p * timing.effectiveDuration()
        return a.interpolated(to: b, fraction: spring.value(at: seconds))
    }

    /// Raises the damping to critical, if lower, for a tree that reduces motion (the
    /// layer's copy of the animation, when it is added).
    func removeOvershoot() {
        let critical = 2 * (stiffness * mass).squareRoot()
        if critical.isFinite, damping < critical { damping = critical }
    }

    /// The timing function does not apply to a spring: it runs in real time.
    override open func eased(_ progress: Double) -> Double { progress }
}
