import Layers
import WaylandPlatform

/// When `run` reached the steps before its first frame, on CLOCK_MONOTONIC: with the
/// window's first commit and first presentation (``FrameStatistics``), where a launch's
/// time goes. `run --stats` prints them from the process start.
struct LaunchTimes {
    /// Connected to the compositor, globals bound.
    var connected: ClockTime?
    /// The window's first configure applied.
    var configured: ClockTime?
    /// The work put off until the window first idled began (``LaunchWarmUp``).
    var warmedUp: ClockTime?

    /// `time to connected: X ms`, `time to first configure: Y ms` and `time to launch
    /// warm-up: Z ms`, counted from `start`.
    func report(since start: ClockTime) -> [String] {
        func milliseconds(_ value: ClockTime?) -> String { StatisticsFormat.milliseconds(value.map { $0 - start }) }
        return ["time to connected: \(milliseconds(connected)) (process start to the compositor's globals bound)",
                "time to first configure: \(milliseconds(configured))",
                "time to launch warm-up: \(milliseconds(warmedUp)) (fonts, the portal, accessibility: once the window first idles)"]
    }
}
