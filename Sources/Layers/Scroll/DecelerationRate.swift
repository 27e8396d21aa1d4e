/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`: the share of its
/// velocity a scroll keeps each millisecond.
///
/// Apple documents two rates, ``normal`` (0.998) and ``fast`` (0.99). A fling at 1 000
/// points per second comes to rest about 499 points further at the normal rate and
/// about 99 points further at the fast one (``Deceleration/projection(velocity:rate:)``).
public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The share of the velocity kept each millisecond, in 0.5…0.9999.
    public let rawValue: Double

    /// A rate keeping `rawValue` of the velocity each millisecond. A rate of 1 or more
    /// would never stop and one of 0 or less would not move at all: values are clamped
    /// into 0.5…0.9999, and a value that is not a number reads as ``normal``.
    public init(rawValue: Double) {
        self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, 0.5), 0.9999)
    }

    /// UIScrollView's default rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// The rate of scroll views that page or snap: the fling ends sooner.
    public static let fast = DecelerationRate(rawValue: 0.99)
}
