import Layers

/// The clock a window's content runs on: the `time` the window passes to
/// ``WindowContent`` (draw, needsFrame, handle) and stamps its statistics with.
///
/// The app's animations read their own clock; the window must use the same one, or a
/// frame drawn "at" a time would not match the animations started at it.
public struct WindowClock {
    /// Now; only differences matter.
    public var now: () -> ClockTime
    /// True when ``now`` reads CLOCK_MONOTONIC seconds, the clock of the compositor's
    /// presentation timestamps (weston, wlroots): those then count as times on this clock.
    public var isMonotonic: Bool

    /// A clock reading `now`; `isMonotonic` says whether it reads CLOCK_MONOTONIC seconds.
    public init(isMonotonic: Bool, now: @escaping () -> ClockTime) {
        self.isMonotonic = isMonotonic
        self.now = now
    }

    /// CLOCK_MONOTONIC seconds.
    public static var monotonic: WindowClock { WindowClock(isMonotonic: true) { ClockTime(seconds: MonotonicClock.seconds) } }
}
