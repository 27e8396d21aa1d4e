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
/// a pure function of time. It is at rest once its distance from the target in phase
/// space, √((x − target)² + (x′/ω)²), is under ``restDistance``, and from then on reads the
/// target exactly. That distance never grows (for this spring, x′² + ω²x² only falls), so
/// the moment it comes to rest is one crossing, found by bisection.
public struct ScrollSpring: Equatable, Sendable {
    /// Where the spring starts, in points.
    public let start: Double
    /// The velocity at the start, in points per second.
    public let velocity: Double
    /// Where it comes to rest.
    public let target: Double
    /// ω, in radians per second: how quickly it closes in.
    public let frequency: Double

    /// The ω of UIScrollView's bounce back, in radians per second.
    public static let bounceFrequency = 13.0
    /// The distance from the target in phase space, in points, under which the spring
    /// has arrived: half a point, a pixel at scale 2.
    public static let restDistance = 0.5

    /// A spring from `start` at `velocity` points per second to `target`. Values that are
    /// not finite start it at rest on the target; ω is clamped to at least 1.
    public init(from start: Double, velocity: Double = 0, to target: Double, frequency: Double = bounceFrequency) {
        let target = target.isFinite ? target : 0
        self.target = target
        self.start = start.isFinite ? start : target
        self.velocity = velocity.isFinite ? velocity : 0
        self.frequency = frequency.isFinite ? max(frequency, 1) : Self.bounceFrequency
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
        var low = 0.0, high = 1.0 / frequency
        while !isAtRest(after: .seconds(high)) && high < 3600 { low = high; high *= 2 }
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if isAtRest(after: .seconds(mid)) { high = mid } else { low = mid }
        }
        return isAtRest(after: .zero) ? .zero : .seconds(high)
    }

    /// The offset `elapsed` after the start; the target exactly once at rest.
    public func offset(after elapsed: TimeSpan) -> Double {
        elapsed >= duration ? target : state(after: elapsed).offset
    }

    private func isAtRest(after elapsed: TimeSpan) -> Bool {
        let (offset, speed) = state(after: elapsed)
        let x = offset - target, v = speed / frequency
        return (x * x + v * v).squareRoot() < Self.restDistance
    }
}
