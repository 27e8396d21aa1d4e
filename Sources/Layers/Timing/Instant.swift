/// A moment on the timeline `T`: seconds from that timeline's own origin.
///
/// Two timelines meet between a platform and a tree. A window's clock
/// (``ClockTime``) is what frames and input are stamped with; a tree's time
/// (``MediaTime``) is what its animations and gestures run on, slower than the clock
/// while ``LayerHost/speed`` is below 1. Both count seconds, so mixing them up
/// compiles with plain `Double`s and shows only as animations that jump under slow
/// motion. As instants of two types they cannot be mixed: subtracting, comparing or
/// passing one where the other is expected does not compile, and the only way across
/// is ``LayerHost/mediaTime(at:)`` and ``LayerHost/clockTime(at:)``.
///
/// The difference of two instants on one timeline is a ``TimeSpan``. Core Animation's
/// own API (``LayerHost/currentTime``, an animation's `beginTime`) keeps plain seconds
/// on the tree's timeline, as Apple's `CFTimeInterval`; ``seconds`` reads an instant as
/// such a number.
public struct Instant<T: Timeline>: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// Seconds since the timeline's origin (only differences matter).
    public var seconds: Double

    /// The moment `seconds` seconds after the timeline's origin.
    @inlinable public init(seconds: Double) { self.seconds = seconds }
    /// A moment written as its seconds (tests, scripts).
    @inlinable public init(floatLiteral seconds: Double) { self.seconds = seconds }
    /// A moment written as its whole seconds.
    @inlinable public init(integerLiteral seconds: Int) { self.seconds = Double(seconds) }

    /// The moment `span` later.
    @inlinable public static func + (instant: Instant, span: TimeSpan) -> Instant {
        Instant(seconds: instant.seconds + span.seconds)
    }
    /// The moment `span` earlier.
    @inlinable public static func - (instant: Instant, span: TimeSpan) -> Instant {
        Instant(seconds: instant.seconds - span.seconds)
    }
    /// How long after `earlier` this moment is (negative when it is before).
    @inlinable public static func - (later: Instant, earlier: Instant) -> TimeSpan {
        TimeSpan(seconds: later.seconds - earlier.seconds)
    }
    /// Moves the moment `span` later.
    @inlinable public static func += (instant: inout Instant, span: TimeSpan) { instant.seconds += span.seconds }
    /// True when `a` comes first.
    @inlinable public static func < (a: Instant, b: Instant) -> Bool { a.seconds < b.seconds }

    /// Seconds with the timeline's name, for logs.
    public var description: String { "\(seconds) s (\(T.name))" }
}

/// A timeline ``Instant``s can be on. Its types only tell instants apart: nothing is
/// stored, no instance exists.
public protocol Timeline: Sendable {
    /// How logs name it.
    static var name: String { get }
}

/// The clock a window and its tree's ``LayerHost`` read (``MediaClock``): CLOCK_MONOTONIC
/// in an app, a ``ManualClock`` offscreen and in tests.
public enum ClockTimeline: Timeline {
    /// "clock".
    public static var name: String { "clock" }
}

/// A tree's time: its ``LayerHost``'s clock through its ``LayerHost/speed``, what its
/// animations, transactions and gestures run on (Core Animation's media time).
public enum MediaTimeline: Timeline {
    /// "media".
    public static var name: String { "media" }
}

/// A moment on a window's clock: when a frame is for, when input was handled.
public typealias ClockTime = Instant<ClockTimeline>

/// A moment in a tree's time: what its frames and input are converted to.
public typealias MediaTime = Instant<MediaTimeline>
