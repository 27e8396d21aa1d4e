import WaylandPlatform

/// When `run` reached the steps before its first frame, on CLOCK_MONOTONIC: with the
/// window's first commit and first presentation (``FrameStatistics``), where a launch's
/// time goes. `run --stats` prints them from the process start.
struct LaunchTimes {
    /// Connected to the compositor, globals bound.
    var connected: Double?
    /// The window's first configure applied.
    var configured: Double?

    /// `time to connected: X ms` and `time to first configure: Y ms`, counted from `start`.
    func report(since start: Double) -> [String] {
        func milliseconds(_ value: Double?) -> String {
            value.map { StatisticsFormat.milliseconds(($0 - start) * 1000) } ?? "n/a"
        }
        return ["time to connected: \(milliseconds(connected)) (process start to the compositor's globals bound)",
                "time to first configure: \(milliseconds(configured))"]
    }
}
