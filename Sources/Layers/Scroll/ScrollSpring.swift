#if canImport(Glibc)
import Glibc
#endif

/// The critically damped spring that carries content back to an edge, or onto a page:
/// as fast as a spring can without overshooting.
///
/// With x₀ the distance from the target and v₀ the velocity at the start,
///
///     x(t) = target + (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)
///
/// a pure function of time. By default (``Rest/phaseSpace(_:)``) it is at rest once its
/// distance from the target in phase space, √((x − target)² + (x′/ω)²), is under
/// ``restDistance``, and from then on reads the target exactly. That distance never grows
/// (for this spring, x′² + ω²x² only falls), so the moment it comes to rest is one
/// crossing, found by bisection. ``Rest/within(distance:speed:)`` instead rests from the
/// moment both the distance and the speed are under their limits for good.
public struct ScrollSpring: Equatable, Sendable {
    /// Where the spring starts, in points.
    public let start: Double
    /// The velocity at the start, in points per second.
    public let velocity: Double
    /// Where it comes to rest.
    public let target: Double
    /// ω, in radians per second: how quickly it closes in.
    public let frequency: Double
    /// When it counts as arrived.
    public let rest: Rest

    /// When a spring counts as arrived and reads its target exactly.
    public enum Rest: Equatable, Sendable {
        /// Once its distance from the target in phase space, √(x² + (v/ω)²), is under
        /// the given points.
        case phaseSpace(Double)
        /// Once it is closer to the target than `distance` points and slower than
        /// `speed` points per second, and stays so (a scroller that checks both each
        /// frame, as the demo's feed did).
        case within(distance: Double, speed: Double)
    }

    /// The ω of UIScrollView's bounce back, in radians per second.
    public static let bounceFrequency = 13.0
    /// The distance from the target in phase space, in points, under which the spring
    /// has arrived: half a point, a pixel at scale 2.
    public static let restDistance = 0.5

    /// A spring from `start` at `velocity` points per second to `target`. Values that are
    /// not finite start it at rest on the target; ω is clamped to at least 1; rest limits
    /// that are not finite or not positive read as the default.
    public init(from start: Double, velocity: Double = 0, to target: Double, frequency: Double = bounceFrequency,
                rest: Rest = .phaseSpace(restDistance)) {
        let target = target.isFinite ? target : 0
        self.target = target
        self.start = start.isFinite ? start : target
        self.velocity = velocity.isFinite ? velocity : 0
        self.frequency = frequency.isFinite ? max(frequency, 1) : Self.bounceFrequency
        func valid(_ v: Double) -> Bool { v.isFinite && v > 0 }
        switch rest {
        case let .phaseSpace(d): self.rest = valid(d) ? rest : .phaseSpace(Self.restDistance)
        case let .within(d, v): self.rest = valid(d) && valid(v) ? rest : .phaseSpace(Self.restDistance)
        }
    }

    /// The offset and velocity `elapsed` after the start.
    public func state(after elapsed: TimeSpan) -> (offset: Double, velocity: Double) {
        let t = max(elapsed.seconds, 0), w = frequency
        let a = start - target, b = velocity + w * a
        let decay = exp(-w * t)
        return (target + (a + b * t) * decay, (b - w * (a + b * t)) * decay)
    }

    /// How long it moves before it has arrived.
    public var duration: TimeSpan {
        let a = start - target, b = velocity + frequency * a
        if case let .within(distance, speed) = rest {
            // x = (a + bt)e^(−ωt) and x′ = ((b − ωa) − ωbt)e^(−ωt): the last moment each
            // is at its limit; past both, both stay under.
            let x = Self.lastTime(p: a, q: b, w: frequency, atLeast: distance)
            let v = Self.lastTime(p: b - frequency * a, q: -frequency * b, w: frequency, atLeast: speed)
            return .seconds(max(x, v))
        }
        if isAtRest(after: .zero) { return .zero }
        var low = 0.0, high = 1.0 / frequency
        while !isAtRest(after: .seconds(high)) && high < 3600 { low = high; high *= 2 }
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if isAtRest(after: .seconds(mid)) { high = mid } else { low = mid }
        }
        return .seconds(high)
    }

    /// The last time t ≥ 0 at which |(p + qt)e^(−wt)| ≥ `limit` (0 when never). |f| falls
    /// to its zero at −p/q, rises to its one extremum 1/w later and falls for good after
    /// it: the crossing is on one of the two falling stretches, found by bisection.
    static func lastTime(p: Double, q: Double, w: Double, atLeast limit: Double) -> Double {
        func f(_ t: Double) -> Double { abs((p + q * t) * exp(-w * t)) }
        let zero = q != 0 ? -p / q : .infinity
        let peak = q != 0 ? max(zero + 1 / w, 0) : 0
        var low: Double, high: Double
        if f(peak) >= limit {
            low = peak
            high = peak + 1 / w
            while f(high) >= limit && high < 3600 { low = high; high *= 2 }
        } else if zero > 0, zero.isFinite, f(0) >= limit {
            low = 0
            high = zero
        } else {
            return 0
        }
        for _ in 0..<50 {
            let mid = (low + high) / 2
            if f(mid) >= limit { low = mid } else { high = mid }
        }
        return high
    }

    /// The offset `elapsed` after the start; the target exactly once at rest.
    public func offset(after elapsed: TimeSpan) -> Double {
        elapsed >= duration ? target : state(after: elapsed).offset
    }

    private func isAtRest(after elapsed: TimeSpan) -> Bool {
        let (offset, speed) = state(after: elapsed)
        switch rest {
        case let .phaseSpace(limit):
            let x = offset - target, v = speed / frequency
            return (x * x + v * v).squareRoot() < limit
        case let .within(distance, limit):
            return abs(offset - target) < distance && abs(speed) < limit
        }
    }
}
