/// Something that paces an animator: it maps the fraction of elapsed time to the fraction
/// of progress, the role of UIKit's `UITimingCurveProvider`.
///
/// ``CubicTimingParameters`` and ``SpringTimingParameters`` conform; conform your own
/// type for any other curve. Everything is a pure function of its arguments, so an
/// animator can evaluate, pause, scrub and reverse without keeping curve state.
///
/// Progress is 0 at the start and 1 at the end; in between it may leave 0…1 (overshoot).
/// Fractions are of the duration returned by ``duration(forAnimatorDuration:)``.
public protocol TimingCurveProvider {
    /// How long the animation really runs when the animator was given `duration`.
    ///
    /// Curves return `duration`; a spring defined by mass, stiffness and damping returns
    /// its own ``SpringTimingParameters/settlingDuration``, because physics, not the
    /// animator, decides when it comes to rest.
    func duration(forAnimatorDuration duration: Double) -> Double

    /// The same motion without going past its end, for trees that reduce motion
    /// (``LayerHost/reducesMotion``): a spring critically damped. Curves that stay
    /// within 0…1 return themselves, which is the default.
    var withoutOvershoot: TimingCurveProvider { get }

    /// The progress at `fraction` (0…1) of an animation lasting `duration` seconds.
    /// Must return exactly 0 at fraction 0 and exactly 1 at fraction 1.
    func progress(atFraction fraction: Double, duration: Double) -> Double

    /// How fast progress changes at `fraction`, in progress per second (dprogress/dt):
    /// multiplied by the animated distance it is the value's speed, which is what a spring
    /// taking over needs as its initial velocity.
    func velocity(atFraction fraction: Double, duration: Double) -> Double

    /// The earliest fraction at which the curve reaches `progress`: the inverse of
    /// ``progress(atFraction:duration:)`` used to resume a scrubbed animator on the curve.
    func fraction(forProgress progress: Double, duration: Double) -> Double
}

extension TimingCurveProvider {
    public var withoutOvershoot: TimingCurveProvider { self }

    public func duration(forAnimatorDuration duration: Double) -> Double { duration }

    /// Finds the first crossing numerically: 1024 samples, then bisection to 1e-12.
    /// `progress` ≤ 0 gives 0 and ≥ 1 gives 1. Override it when a closed form exists.
    public func fraction(forProgress progress: Double, duration: Double) -> Double {
        guard !progress.isNaN, progress > 0 else { return 0 }
        if progress >= 1 { return 1 }
        let steps = 1024
        var previous = 0.0
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            if self.progress(atFraction: f, duration: duration) >= progress {
                var lo = previous, hi = f
                while hi - lo > 1e-12 {
                    let mid = (lo + hi) / 2
                    if self.progress(atFraction: mid, duration: duration) >= progress { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = f
        }
        return 1
    }
}
