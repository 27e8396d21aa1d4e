#if canImport(Glibc)
import Glibc
#endif

/// A fling along one axis, slowing down as UIScrollView's does: each millisecond the
/// velocity keeps ``DecelerationRate/rawValue`` of itself and the offset moves by it.
///
/// With v the release velocity in points per millisecond and r the rate, that step
/// taken n times moves the content v·r·(1 − rⁿ)/(1 − r) points; ``offset(after:)`` is the
/// same sum for any elapsed time, so a position is a pure function of time and an
/// offscreen run reproduces every frame. Left alone the fling travels v·r/(1 − r), the
/// projection Apple's "Designing Fluid Interfaces" sample code uses to pick where a
/// gesture will land.
///
/// It comes to rest once less than ``restDistance`` of its travel is left, at
/// ``restingOffset`` exactly.
public struct Deceleration: Equatable, Sendable {
    /// Where the fling starts, in points.
    public let start: Double
    /// The velocity at release, in points per second.
    public let velocity: Double
    /// How quickly it slows down.
    public let rate: DecelerationRate

    /// The travel left, in points, under which the fling stops: half a point, a pixel on
    /// a screen of scale 2.
    public static let restDistance = 0.5

    /// A fling from `start` released at `velocity` points per second. A velocity that is
    /// not finite is taken as 0: the content stays where it is.
    public init(from start: Double, velocity: Double, rate: DecelerationRate = .normal) {
        self.start = start
        self.velocity = velocity.isFinite ? velocity : 0
        self.rate = rate
    }

    /// The fling from `start` that comes to rest exactly at `target`: the release
    /// velocity the rate needs to travel that far (how a scroll view reaches an offset
    /// its delegate chose when a drag ended).
    public init(from start: Double, to target: Double, rate: DecelerationRate = .normal) {
        let r = rate.rawValue
        let distance = target - start
        self.init(from: start, velocity: distance.isFinite ? distance * (1 - r) / r * 1000 : 0, rate: rate)
    }

    /// How far a fling released at `velocity` points per second travels before it stops:
    /// v·r/(1 − r), with v in points per millisecond.
    public static func projection(velocity: Double, rate: DecelerationRate) -> Double {
        guard velocity.isFinite else { return 0 }
        let r = rate.rawValue
        return velocity / 1000 * r / (1 - r)
    }

    /// Where the fling comes to rest.
    public var restingOffset: Double { start + Self.projection(velocity: velocity, rate: rate) }

    /// How long the fling moves: until less than ``restDistance`` of its travel is left
    /// (zero when it has less than that to go from the start).
    public var duration: TimeSpan {
        let travel = abs(Self.projection(velocity: velocity, rate: rate))
        guard travel > Self.restDistance else { return .zero }
        // The travel left after t ms is travel·rᵗ.
        return .seconds(log(Self.restDistance / travel) / log(rate.rawValue) / 1000)
    }

    /// The offset `elapsed` after the release; ``restingOffset`` from ``duration`` on.
    public func offset(after elapsed: TimeSpan) -> Double {
        guard elapsed < duration else { return restingOffset }
        let milliseconds = max(elapsed.seconds, 0) * 1000
        return restingOffset - Self.projection(velocity: velocity, rate: rate) * pow(rate.rawValue, milliseconds)
    }

    /// The velocity, in points per second, `elapsed` after the release; 0 from
    /// ``duration`` on.
    public func velocity(after elapsed: TimeSpan) -> Double {
        guard elapsed < duration else { return 0 }
        let r = rate.rawValue, milliseconds = max(elapsed.seconds, 0) * 1000
        // d/dt of the travel left, travel·rᵗ, per millisecond, then per second.
        return -Self.projection(velocity: velocity, rate: rate) * log(r) * pow(r, milliseconds) * 1000
    }

    /// When the fling first reaches `offset`, if it does before it stops.
    public func time(reaching offset: Double) -> TimeSpan? {
        let travel = Self.projection(velocity: velocity, rate: rate)
        let distance = offset - start
        guard travel != 0, distance * travel > 0, abs(distance) <= abs(travel) else { return nil }
        // offset = start + travel·(1 − rᵗ)  ⇒  rᵗ = 1 − distance/travel.
        let left = 1 - distance / travel
        guard left > 0 else { return nil }
        let time = TimeSpan.seconds(log(left) / log(rate.rawValue) / 1000)
        return time <= duration ? time : nil
    }
}
