/// How a paging scroll view picks the page a release lands on and springs there, along
/// one axis.
///
/// The default is UIScrollView's: the release velocity is projected through the view's
/// deceleration (v·r/(1 − r), v in points per millisecond), the page nearest the
/// projection wins, at most one page from the page the drag started on, and a
/// critically damped spring (ω = 13 rad/s) carries the content there, its velocity
/// capped so that it never passes the page. ``linear(projection:pageSize:)`` is the demo feed's
/// rule instead: a projection of v·t and an uncapped spring that rests once within
/// 0.025 points and 2 points per second. Releases faster than
/// ``ScrollSettle/maximumVelocity`` are taken at that speed, whatever the rule.
public struct ScrollPaging: Equatable, Sendable {
    /// How far ahead a release's velocity is projected to pick the page.
    public enum Projection: Equatable, Sendable {
        /// Where the scroll view's deceleration would bring the content to rest.
        case deceleration
        /// The offset the velocity reaches in this time, moving straight on.
        case linear(TimeSpan)
    }

    /// How the projection is made.
    public var projection: Projection
    /// The spring's ω, in radians per second.
    public var frequency: Double
    /// Whether a release velocity toward the page is capped at ω times the distance, so
    /// that the spring arrives without passing the page.
    public var capsVelocity: Bool
    /// When the spring counts as arrived.
    public var rest: ScrollSpring.Rest
    /// The length of a page along each axis, in points; nil reads the bounds' size less
    /// the content insets.
    public var pageSize: Size?

    /// A paging rule; the defaults are UIScrollView's.
    public init(projection: Projection = .deceleration, frequency: Double = ScrollSpring.bounceFrequency,
                capsVelocity: Bool = true, rest: ScrollSpring.Rest = .phaseSpace(ScrollSpring.restDistance),
                pageSize: Size? = nil) {
        self.projection = projection
        self.frequency = frequency
        self.capsVelocity = capsVelocity
        self.rest = rest
        self.pageSize = pageSize
    }

    /// UIScrollView's paging.
    public static let standard = ScrollPaging()

    /// A linear projection over `time`, an uncapped spring of ω = 13 rad/s that rests
    /// within 0.025 points and 2 points per second: the feed's settle, with `pageSize`
    /// its card pitch.
    public static func linear(projection time: TimeSpan, pageSize: Size? = nil) -> ScrollPaging {
        ScrollPaging(projection: .linear(time), frequency: 13, capsVelocity: false,
                     rest: .within(distance: 0.025, speed: 2), pageSize: pageSize)
    }

    /// The spring along one axis for a release at `offset` (what shows, rubber band
    /// included) and `raw` (where the drag asked for, before the band), at `velocity`
    /// points per second, with pages `page` points apart from `range`'s start, at most
    /// one page from `grabbedPage` (the page the drag started on).
    ///
    /// Values that are not finite count as 0 (a velocity) or the range's start.
    public func settle(offset: Double, raw: Double, velocity: Double, range: ClosedRange<Double>,
                       page: Double, grabbedPage: Int, rate: DecelerationRate) -> ScrollSpring {
        let low = range.lowerBound.isFinite ? range.lowerBound : 0
        let high = range.upperBound.isFinite ? max(range.upperBound, low) : low
        let offset = offset.isFinite ? offset : low, raw = raw.isFinite ? raw : offset
        let velocity = velocity.isFinite ? min(max(velocity, -ScrollSettle.maximumVelocity), ScrollSettle.maximumVelocity) : 0
        let length = page.isFinite && page >= 1 ? page : max(high - low, 1)
        let projected = switch projection {
        case .deceleration: raw + Deceleration.projection(velocity: velocity, rate: rate)
        case let .linear(time): raw + velocity * time.seconds
        }
        let last = Self.lastPage(low: low, high: high, length: length)
        let grabbed = min(max(Double(grabbedPage), 0), last)
        let nearest = min(max(((projected - low) / length).rounded(), 0), last)
        let chosen = min(max(nearest, grabbed - 1), grabbed + 1)
        let target = min(max(low + chosen * length, low), high)
        return spring(from: offset, velocity: velocity, to: target, inside: offset >= low && offset <= high)
    }

    /// Past an edge the spring starts with no push outwards (the feed's rule) or, capped,
    /// with none past the target.
    func spring(from offset: Double, velocity: Double, to target: Double, inside: Bool) -> ScrollSpring {
        var velocity = inside ? velocity : 0
        if capsVelocity {
            let distance = target - offset, limit = frequency * abs(distance)
            if velocity * distance > 0 { velocity = min(max(velocity, -limit), limit) } else if distance == 0 { velocity = 0 }
        }
        return ScrollSpring(from: offset, velocity: velocity, to: target, frequency: frequency, rest: rest)
    }

    /// The index of the page that ends the range (the last may be shorter than the
    /// others); a rounding error of a billionth of a page does not make one more.
    static func lastPage(low: Double, high: Double, length: Double) -> Double {
        max(((high - low) / length - 1e-9).rounded(.up), 0)
    }

    /// The page, counted from `low`, nearest `offset`.
    public static func page(nearest offset: Double, low: Double, high: Double, page: Double) -> Int {
        let length = page.isFinite && page >= 1 ? page : max(high - low, 1)
        let last = lastPage(low: low, high: max(high, low), length: length)
        let index = offset.isFinite ? min(max(((offset - low) / length).rounded(), 0), last) : 0
        return Int(index)
    }
}
