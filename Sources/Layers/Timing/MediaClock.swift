#if canImport(Glibc)
import Glibc
#endif

/// The one source of time for everything in Layers.
///
/// Animations never read the wall clock: they ask the clock they were given. The app
/// uses ``MonotonicClock``; tests and offscreen rendering use ``ManualClock`` and
/// advance it themselves, so every frame is reproducible.
@MainActor
public protocol MediaClock: AnyObject {
    /// Seconds on this clock; only differences matter.
    var now: Double { get }
}

extension MediaClock {
    /// ``now`` as a moment on the clock's timeline, for a ``LayerHost`` to convert.
    public var time: ClockTime { ClockTime(seconds: now) }
}

/// CLOCK_MONOTONIC in seconds: what a running app animates by.
public final class MonotonicClock: MediaClock {
    /// The system's monotonic clock; it needs no setup.
    public nonisolated init() {}
    public var now: Double { Self.seconds }

    /// CLOCK_MONOTONIC now, in seconds: also what hosts use to measure how long work
    /// takes (never to drive animations).
    public nonisolated static var seconds: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// ``seconds`` as a moment on the clock's timeline: for hosts that stamp their
    /// own moments (a launch's steps) on the clock a window runs on.
    public nonisolated static var time: ClockTime { ClockTime(seconds: seconds) }
}

/// A clock that only moves when told to: for tests, `render` and `bench`.
public final class ManualClock: MediaClock {
    public private(set) var now: Double
    /// A clock stopped at `time` seconds.
    public init(time: Double = 0) { now = time }
    /// Moves the clock forward by `seconds` (negative values are ignored: time never runs back).
    public func advance(by seconds: Double) { if seconds > 0 { now += seconds } }
    /// Sets the clock to `time` if it is later than now.
    public func set(_ time: Double) { if time > now { now = time } }
}
