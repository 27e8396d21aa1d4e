/// The clock a window's content runs on: the `time` the window passes to
/// ``WindowContent`` (draw, needsFrame, handle) and stamps its statistics with.
///
/// The app's animations read their own clock; the window must use the same one, or a
/// frame drawn "at" a time would not match the animations started at it.
struct WindowClock {
    /// Seconds now; only differences matter.
    var now: () -> Double
    /// True when ``now`` reads CLOCK_MONOTONIC seconds, the clock of the compositor's
    /// presentation timestamps (weston, wlroots): those then count as times on this clock.
    var isMonotonic: Bool

    init(isMonotonic: Bool, now: @escaping () -> Double) {
        self.isMonotonic = isMonotonic
        self.now = now
    }

    /// CLOCK_MONOTONIC seconds.
    static var monotonic: WindowClock { WindowClock(isMonotonic: true) { MonotonicTime.now } }
}
