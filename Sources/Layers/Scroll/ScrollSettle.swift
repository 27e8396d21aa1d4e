/// What a scroll view's content does along one axis once the finger lets go, as a pure
/// function of the time since: it decelerates (``Deceleration``), springs back from past
/// an edge or onto a page (``ScrollSpring``), or decelerates into an edge and then
/// bounces back from it.
///
/// Made by ``init(offset:velocity:range:rate:bounces:pageLength:target:)``, which
/// applies UIScrollView's rules; every frame then reads ``offset(after:)``.
public enum ScrollSettle: Equatable, Sendable {
    /// A fling that stays within the range.
    case decelerating(Deceleration)
    /// A spring to an edge or a page.
    case springing(ScrollSpring)
    /// A fling that reaches an edge after the given time, then the spring that takes
    /// it back to that edge (or, when the view does not bounce, a spring of no length:
    /// it stops there).
    case bouncing(Deceleration, edgeAt: TimeSpan, ScrollSpring)

    /// The fastest release the settle takes, in points per second; faster ones are
    /// clamped to it, so no fling throws content further than a scroll view ever does.
    public static let maximumVelocity = 20_000.0

    /// How the content settles from `offset` released at `velocity` points per second,
    /// within `range` (the offsets the content may rest at).
    ///
    /// - Past an edge, it springs back to that edge.
    /// - With `pageLength`, it springs to a page: the one the fling's projection lands
    ///   nearest, at most one page from where it is now, within the range.
    /// - With a `target` (a delegate's choice when the drag ended), it decelerates to
    ///   exactly that offset (clamped into the range).
    /// - Otherwise it decelerates at `rate`; a fling that would pass an edge meets it
    ///   and bounces back (or stops there when it does not `bounces`).
    ///
    /// Values that are not finite count as 0 (a velocity) or the range's start.
    public init(offset: Double, velocity: Double, range: ClosedRange<Double>, rate: DecelerationRate = .normal,
                bounces: Bool = true, pageLength: Double? = nil, target: Double? = nil) {
        let low = range.lowerBound.isFinite ? range.lowerBound : 0
        let high = range.upperBound.isFinite ? max(range.upperBound, low) : low
        let offset = offset.isFinite ? offset : low
        let velocity = velocity.isFinite ? min(max(velocity, -Self.maximumVelocity), Self.maximumVelocity) : 0
        if offset < low || offset > high {
            self = .springing(Self.spring(from: offset, velocity: velocity, to: offset < low ? low : high))
        } else if let pageLength, pageLength.isFinite, pageLength >= 1 {
            let projected = offset + Deceleration.projection(velocity: velocity, rate: rate)
            let here = ((offset - low) / pageLength).rounded()
            let page = min(max(((projected - low) / pageLength).rounded(), here - 1), here + 1)
            let target = min(max(low + page * pageLength, low), high)
            self = .springing(Self.spring(from: offset, velocity: velocity, to: target))
        } else if let target, target.isFinite {
            self = .decelerating(Deceleration(from: offset, to: min(max(target, low), high), rate: rate))
        } else {
            self = Self.fling(from: offset, velocity: velocity, low: low, high: high, rate: rate, bounces: bounces)
        }
    }

    /// A spring to `target` that arrives without passing it: a velocity toward the
    /// target faster than ω times the distance would carry the content past it (a page
    /// beyond the one chosen), so it is capped there.
    private static func spring(from offset: Double, velocity: Double, to target: Double) -> ScrollSpring {
        let distance = target - offset
        let limit = ScrollSpring.bounceFrequency * abs(distance)
        let capped = velocity * distance > 0 ? min(max(velocity, -limit), limit) : velocity
        return ScrollSpring(from: offset, velocity: capped, to: target)
    }

    private static func fling(from offset: Double, velocity: Double, low: Double, high: Double,
                              rate: DecelerationRate, bounces: Bool) -> ScrollSettle {
        let fling = Deceleration(from: offset, velocity: velocity, rate: rate)
        let rest = fling.restingOffset
        guard rest < low || rest > high else { return .decelerating(fling) }
        let edge = rest < low ? low : high
        guard let time = fling.time(reaching: edge) else { return .decelerating(fling) }
        let speed = bounces ? fling.velocity(after: time) : 0
        return .bouncing(fling, edgeAt: time, ScrollSpring(from: edge, velocity: speed, to: edge))
    }

    /// Where the content rests at the end.
    public var restingOffset: Double {
        switch self {
        case let .decelerating(fling): fling.restingOffset
        case let .springing(spring): spring.target
        case let .bouncing(_, _, spring): spring.target
        }
    }

    /// How long the content moves.
    public var duration: TimeSpan {
        switch self {
        case let .decelerating(fling): fling.duration
        case let .springing(spring): spring.duration
        case let .bouncing(_, edgeAt, spring): edgeAt + spring.duration
        }
    }

    /// The offset `elapsed` after the release.
    public func offset(after elapsed: TimeSpan) -> Double {
        switch self {
        case let .decelerating(fling): fling.offset(after: elapsed)
        case let .springing(spring): spring.offset(after: elapsed)
        case let .bouncing(fling, edgeAt, spring):
            elapsed < edgeAt ? fling.offset(after: elapsed) : spring.offset(after: elapsed - edgeAt)
        }
    }

    /// The velocity, in points per second, `elapsed` after the release.
    public func velocity(after elapsed: TimeSpan) -> Double {
        guard elapsed < duration else { return 0 }
        switch self {
        case let .decelerating(fling): return fling.velocity(after: elapsed)
        case let .springing(spring): return spring.state(after: elapsed).velocity
        case let .bouncing(fling, edgeAt, spring):
            return elapsed < edgeAt ? fling.velocity(after: elapsed) : spring.state(after: elapsed - edgeAt).velocity
        }
    }
}
