#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring that carries an animation from 0 to 1, the role of
/// `UISpringTimingParameters`.
///
/// The motion is the closed-form solution of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and
/// x′(0) = `initialVelocity`, for under-, critically and over-damped springs alike, so
/// ``value(at:)`` and ``velocity(at:)`` are exact pure functions of time; nothing is
/// integrated frame by frame.
///
/// Two kinds of spring, as in UIKit:
/// - ``init(mass:stiffness:damping:initialVelocity:)`` is physical: the spring decides how
///   long the animation lasts (``settlingDuration``) and the animator's duration is ignored.
/// - ``init(dampingRatio:initialVelocity:)`` only fixes the shape; the spring is fitted to
///   whatever duration the animator has (``resolved(forDuration:)``).
///
/// `initialVelocity` follows UIKit's convention: it is relative to the animated distance,
/// in distances per second. A view that must travel 200 points while already moving at
/// 100 points/s toward the target has an initial velocity of 0.5.
///
/// Invalid parameters throw ``TimingError`` from the initializer, naming the parameter.
public struct SpringTimingParameters: TimingCurveProvider, Equatable, Hashable, Sendable {
    /// The moving mass (m > 0).
    public let mass: Double
    /// The spring constant (k > 0).
    public let stiffness: Double
    /// The viscous damping coefficient (c > 0).
    public let damping: Double
    /// x′(0) in animated distances per second; positive moves toward the target.
    public let initialVelocity: Double
    /// Whether the spring is stretched to the animator's duration (made with
    /// ``init(dampingRatio:initialVelocity:)``) rather than deciding it.
    public let fitsAnimatorDuration: Bool

    /// The spring is at rest once the normalized distance to the target in phase space,
    /// √((x − 1)² + (x′/ω₀)²), stays below this: the value is within 0.1 % of the
    /// distance and its speed below 0.1 % of the distance times ω₀.
    ///
    /// That quantity is √(2E/k) for the spring's energy E, and a damped spring's energy
    /// never grows, so once below the threshold it stays below: the settling time is a
    /// single crossing, found exactly by bisection.
    public static let restThreshold = 0.001

    /// A physical spring; the animation lasts ``settlingDuration``.
    ///
    /// - Throws: ``TimingError`` when `mass`, `stiffness` or `damping` is not a finite
    ///   number greater than 0 (an undamped spring never comes to rest), or
    ///   `initialVelocity` is not finite.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws(TimingError) {
        try Self.requirePositive(mass, "mass")
        try Self.requirePositive(stiffness, "stiffness")
        try Self.requirePositive(damping, "damping", because: " (an undamped spring never comes to rest)")
        try Self.requireFinite(initialVelocity, "initialVelocity")
        self.init(unchecked: mass, stiffness, damping, initialVelocity, fitsAnimatorDuration: false)
    }

    /// A spring of the given damping ratio that settles in whatever duration the animator
    /// has, as `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    ///
    /// 1 is critically damped (no overshoot), smaller values oscillate, larger ones creep.
    /// The fit: mass 1 and the natural frequency ω₀ for which the same spring released from
    /// rest reaches rest (``restThreshold``) exactly at the duration. The initial velocity
    /// then shapes the motion without changing the stiffness, and the animator ends the
    /// animation at its duration regardless.
    ///
    /// On its own (without ``resolved(forDuration:)``) the spring is fitted to one second.
    ///
    /// - Throws: ``TimingError`` when `dampingRatio` is not a finite number greater than 0,
    ///   or `initialVelocity` is not finite.
    public init(dampingRatio: Double, initialVelocity: Double = 0) throws(TimingError) {
        try Self.requirePositive(dampingRatio, "dampingRatio", because: " (an undamped spring never comes to rest)")
        try Self.requireFinite(initialVelocity, "initialVelocity")
        // With ω₀ = 1 the spring from rest settles after τ seconds; the settling time scales
        // as 1/ω₀, so ω₀ = τ settles in exactly one second.
        let tau = Self.settlingTime(beta: dampingRatio, omegaSquared: 1, initialVelocity: 0)
        self.init(unchecked: 1, tau * tau, 2 * dampingRatio * tau, initialVelocity, fitsAnimatorDuration: true)
    }

    private init(unchecked mass: Double, _ stiffness: Double, _ damping: Double, _ initialVelocity: Double,
                 fitsAnimatorDuration: Bool) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.fitsAnimatorDuration = fitsAnimatorDuration
    }

    /// The same spring starting with another speed (in distances per second): what an
    /// animator uses when a spring takes over a value that is already moving.
    public func withInitialVelocity(_ velocity: Double) -> SpringTimingParameters {
        SpringTimingParameters(unchecked: mass, stiffness, damping, velocity.isFinite ? velocity : 0,
                               fitsAnimatorDuration: fitsAnimatorDuration)
    }

    /// ζ = c / (2√(k·m)): below 1 the spring oscillates, at 1 it is critically damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// This spring critically damped (ratio 1) when it would overshoot: the same mass
    /// and stiffness, so it still comes to rest at the end, without passing it.
    public var withoutOvershoot: TimingCurveProvider {
        guard dampingRatio < 1 else { return self }
        return SpringTimingParameters(unchecked: mass, stiffness, 2 * (stiffness * mass).squareRoot(), initialVelocity,
                                      fitsAnimatorDuration: fitsAnimatorDuration)
    }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The time after which the spring stays at rest (see ``restThreshold``): the duration
    /// of an animation driven by this spring.
    public var settlingDuration: Double {
        Self.settlingTime(beta: damping / (2 * mass), omegaSquared: stiffness / mass,
                          initialVelocity: initialVelocity)
    }

    /// The physical spring used for an animator lasting `duration` seconds: for a
    /// damping-ratio spring, the fit that settles in `duration` (mass 1, same damping ratio,
    /// same initial velocity); a physical spring, or a duration that is not a positive
    /// finite number, gives the spring itself.
    public func resolved(forDuration duration: Double) -> SpringTimingParameters {
        guard fitsAnimatorDuration, duration > 0, duration.isFinite else { return self }
        return SpringTimingParameters(unchecked: mass, stiffness / (duration * duration), damping / duration,
                                      initialVelocity, fitsAnimatorDuration: false)
    }

    /// The position at `t` seconds after release: 0 at t = 0, tending to 1. Times before 0
    /// count as 0.
    public func value(at t: Double) -> Double {
        1 + state(at: t).displacement
    }

    /// The speed dx/dt at `t` seconds, in animated distances per second.
    public func velocity(at t: Double) -> Double {
        state(at: t).velocity
    }

    /// ``value(at:)`` of the spring fitted to an animator of `duration` seconds.
    public func value(at t: Double, duration: Double) -> Double {
        resolved(forDuration: duration).value(at: t)
    }

    /// ``velocity(at:)`` of the spring fitted to an animator of `duration` seconds.
    public func velocity(at t: Double, duration: Double) -> Double {
        resolved(forDuration: duration).velocity(at: t)
    }

    // MARK: TimingCurveProvider

    /// The animator's duration for a damping-ratio spring, ``settlingDuration`` otherwise.
    public func duration(forAnimatorDuration duration: Double) -> Double {
        fitsAnimatorDuration ? duration : settlingDuration
    }

    /// The spring's value at `fraction × duration` seconds; exactly 1 from fraction 1 on,
    /// where the animation ends (the spring is within ``restThreshold`` of it by then).
    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        guard !fraction.isNaN, fraction > 0 else { return 0 }
        if fraction >= 1 { return 1 }
        return value(at: fraction * duration, duration: duration)
    }

    public func velocity(atFraction fraction: Double, duration: Double) -> Double {
        if fraction >= 1 { return 0 }
        let fraction = fraction.isNaN ? 0 : max(fraction, 0)
        return velocity(at: fraction * duration, duration: duration)
    }

    // MARK: Closed form

    /// u = x − 1 and u′ at time t.
    ///
    /// With β = c/2m, ω₀² = k/m and σ = β² − ω₀², every regime is
    ///   u(t) = e^(−βt) · (−C(t) + (v₀ − β)·S(t)),
    /// where C = cos ω_d t, S = sin(ω_d t)/ω_d when underdamped (ω_d² = −σ), C = 1, S = t when
    /// critically damped, and C = cosh γt, S = sinh(γt)/γ when overdamped (γ² = σ). Since
    /// C′ = σ·S and S′ = C, u′ = −β·u + e^(−βt)·(−σ·S + (v₀ − β)·C).
    private func state(at t: Double) -> (displacement: Double, velocity: Double) {
        Self.motion(at: max(t, 0), beta: damping / (2 * mass), omegaSquared: stiffness / mass,
                    initialVelocity: initialVelocity)
    }

    private static func motion(at t: Double, beta: Double, omegaSquared: Double,
                               initialVelocity v0: Double) -> (displacement: Double, velocity: Double) {
        let sigma = beta * beta - omegaSquared
        let k = v0 - beta
        if sigma > 0 {
            let gamma = sigma.squareRoot()
            let z = gamma * t
            if z >= 1 {
                // cosh and sinh overflow for large γt: fold e^(−βt) into the exponentials.
                let slow = exp(-(beta - gamma) * t), fast = exp(-(beta + gamma) * t)
                let ec = (slow + fast) / 2, es = (slow - fast) / (2 * gamma)
                let u = -ec + k * es
                return (u, -beta * u - sigma * es + k * ec)
            }
            let c = cosh(z)
            let s = z < 1e-4 ? t * (1 + z * z / 6) : sinh(z) / gamma
            return combine(t, beta, sigma, k, c, s)
        }
        if sigma < 0 {
            let omegaD = (-sigma).squareRoot()
            let z = omegaD * t
            let c = cos(z)
            let s = z < 1e-4 ? t * (1 - z * z / 6) : sin(z) / omegaD
            return combine(t, beta, sigma, k, c, s)
        }
        return combine(t, beta, 0, k, 1, t)
    }

    private static func combine(_ t: Double, _ beta: Double, _ sigma: Double, _ k: Double,
                                _ c: Double, _ s: Double) -> (displacement: Double, velocity: Double) {
        let e = exp(-beta * t)
        let u = e * (-c + k * s)
        return (u, -beta * u + e * (-sigma * s + k * c))
    }

    /// The first time from which √(u² + (u′/ω₀)²) stays below ``restThreshold``.
    private static func settlingTime(beta: Double, omegaSquared: Double, initialVelocity: Double) -> Double {
        let omega0 = omegaSquared.squareRoot()
        func atRest(_ t: Double) -> Bool {
            let (u, du) = motion(at: t, beta: beta, omegaSquared: omegaSquared, initialVelocity: initialVelocity)
            let v = du / omega0
            return (u * u + v * v).squareRoot() < restThreshold
        }
        var lo = 0.0, hi = 1 / omega0
        while !atRest(hi) {
            lo = hi
            hi *= 2
            if !hi.isFinite { return .infinity }
        }
        while hi - lo > 1e-12 * hi {
            let mid = (lo + hi) / 2
            if atRest(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    // MARK: Validation

    private static func requirePositive(_ value: Double, _ name: String, because: String = "") throws(TimingError) {
        guard value.isFinite, value > 0 else {
            throw TimingError(owner: "SpringTimingParameters", parameter: name, value: value,
                              requirement: "a finite number greater than 0" + because)
        }
    }

    private static func requireFinite(_ value: Double, _ name: String) throws(TimingError) {
        guard value.isFinite else {
            throw TimingError(owner: "SpringTimingParameters", parameter: name, value: value,
                              requirement: "a finite number")
        }
    }
}
