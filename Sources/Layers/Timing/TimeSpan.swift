/// How long something takes, or how far apart two ``Instant``s are: the one duration
/// type between the platform and a tree (a frame's drawing time, a frame period, a
/// gesture's velocity window).
///
/// It is written with its unit (`.seconds(0.1)`, `.milliseconds(16.7)`), never as a bare
/// number. Seconds in a `Double`, so arithmetic costs what a `Double`'s does and converting
/// to and from it is exact. Swift's `Duration` counts attoseconds in two integers: exact
/// for a clock's ticks, but each use on a frame's time would convert.
///
/// Core Animation's own API keeps plain seconds where Apple uses `CFTimeInterval`
/// (an animation's `duration`, `beginTime`, `timeOffset`), as Apple does.
/// Milliseconds appear only at the Wayland edge and in printed reports
/// (``milliseconds(_:)``, ``milliseconds``).
public struct TimeSpan: Hashable, Comparable, Sendable, AdditiveArithmetic, CustomStringConvertible {
    /// The length in seconds.
    public var seconds: Double

    /// A span of `seconds` seconds.
    @inlinable public init(seconds: Double) { self.seconds = seconds }

    /// A span of `seconds` seconds.
    @inlinable public static func seconds(_ seconds: Double) -> TimeSpan { TimeSpan(seconds: seconds) }
    /// A span of `milliseconds` milliseconds: for figures that come in them (Wayland,
    /// reports), not for arithmetic.
    @inlinable public static func milliseconds(_ milliseconds: Double) -> TimeSpan {
        TimeSpan(seconds: milliseconds / 1000)
    }
    /// The length in milliseconds, for printing and for Wayland.
    @inlinable public var milliseconds: Double { seconds * 1000 }

    /// No time at all.
    public static let zero = TimeSpan(seconds: 0)

    /// The two spans one after the other.
    @inlinable public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(seconds: a.seconds + b.seconds) }
    /// How much longer `a` is than `b`.
    @inlinable public static func - (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(seconds: a.seconds - b.seconds) }
    /// The span `factor` times as long.
    @inlinable public static func * (span: TimeSpan, factor: Double) -> TimeSpan { TimeSpan(seconds: span.seconds * factor) }
    /// The span `factor` times as long.
    @inlinable public static func * (factor: Double, span: TimeSpan) -> TimeSpan { TimeSpan(seconds: span.seconds * factor) }
    /// The span divided into `divisor` equal parts.
    @inlinable public static func / (span: TimeSpan, divisor: Double) -> TimeSpan { TimeSpan(seconds: span.seconds / divisor) }
    /// How many times `b` fits in `a`.
    @inlinable public static func / (a: TimeSpan, b: TimeSpan) -> Double { a.seconds / b.seconds }
    /// The same span in the other direction.
    @inlinable public static prefix func - (span: TimeSpan) -> TimeSpan { TimeSpan(seconds: -span.seconds) }
    /// True when `a` is shorter.
    @inlinable public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.seconds < b.seconds }

    /// Seconds with an "s", for logs.
    public var description: String { "\(seconds) s" }
}
