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
    /// Now, on this clock's timeline; only differences matter. A ``LayerHost`` converts
    /// it to the tree's ``MediaTime``.
    var time: ClockTime { get }
}

/// CLOCK_MONOTONIC in seconds: what a running app animates by.
public final class MonotonicClock: MediaClock {
    /// The system's monotonic clock; it needs no setup.
    public nonisolated init() {}
    public var time: ClockTime { Self.time }

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
    public private(set) var time: ClockTime
    /// A clock stopped at `time`.
    public init(time: ClockTime = 0) { self.time = time }
    /// Moves the clock forward by `span` (a negative span is ignored: time never runs back).
    public func advance(by span: TimeSpan) { if span > .zero { time += span } }
    /// Sets the clock to `time` if it is later than now.
    public func set(_ time: ClockTime) { if time > self.time { self.time = time } }
}
