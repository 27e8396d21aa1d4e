import Layers

/// A Wayland timestamp: the compositor's 32-bit milliseconds on a clock of its own,
/// wrapping every 49.7 days. The one place milliseconds are read: past the Wayland edge
/// time is a `TimeSpan`, or a `ClockTime` on the window's clock once
/// ``EventTimeMapping`` placed it there.
struct CompositorTime: Equatable, ExpressibleByIntegerLiteral {
    /// The timestamp as the protocol carries it.
    let milliseconds: UInt32

    /// The span of the timestamps before they wrap (2³² ms).
    static let wrap = TimeSpan(seconds: Double(UInt64(1) << 32) / 1000)

    /// A timestamp from a Wayland event.
    init(milliseconds: UInt32) { self.milliseconds = milliseconds }

    /// A timestamp written as its milliseconds (tests, scripts).
    init(integerLiteral milliseconds: UInt32) { self.init(milliseconds: milliseconds) }

    /// The time since the compositor's clock read zero, modulo ``wrap``.
    var sinceOrigin: TimeSpan { TimeSpan(seconds: Double(milliseconds) / 1000) }

    /// The time from `earlier` to this one, across a wrap (up to 49.7 days later).
    func since(_ earlier: CompositorTime) -> TimeSpan {
        TimeSpan(seconds: Double(milliseconds &- earlier.milliseconds) / 1000)
    }
}
