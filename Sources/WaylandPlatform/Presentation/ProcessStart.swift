import FoundationEssentials
import Glibc
import Layers

/// When this process started, in CLOCK_MONOTONIC seconds: what "time to first frame"
/// counts from, so the number includes loading the binary and the Swift runtime.
///
/// A launcher that noted the time right before starting us (the test harness) can pass
/// it in `$WAYLANDAPP_LAUNCH_TIME` (CLOCK_MONOTONIC seconds), which is exact. Otherwise
/// the kernel's start time from `/proc/self/stat` is used; it counts in clock ticks
/// (10 ms), so it can be up to one tick early and the time to first frame reads up to
/// 10 ms long, never short.
public enum ProcessStart {
    /// The start, on CLOCK_MONOTONIC (``WindowClock/monotonic``'s clock).
    public static let time = ClockTime(seconds: launcherTime ?? kernelTime ?? monotonicNow())

    /// Where ``time`` came from, for the statistics.
    public static var source: String {
        launcherTime != nil ? "launcher" : kernelTime != nil ? "kernel, ±10 ms" : "first use"
    }

    private static let launcherTime: Double? = {
        guard let text = ProcessInfo.processInfo.environment["WAYLANDAPP_LAUNCH_TIME"],
              let value = Double(text), value.isFinite, value > 0, value <= monotonicNow() else { return nil }
        return value
    }()

    private static let kernelTime: Double? = {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Fields after the command name (which may hold spaces), from field 3 on; starttime is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hertz > 0 else { return nil }
        var boot = timespec(), mono = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        clock_gettime(CLOCK_MONOTONIC, &mono)
        let sinceStart = seconds(boot) - ticks / hertz
        guard sinceStart >= 0 else { return nil }
        return seconds(mono) - sinceStart
    }()

    /// CLOCK_MONOTONIC now, in seconds.
    public static func monotonicNow() -> Double { MonotonicClock.seconds }

    private static func seconds(_ ts: timespec) -> Double { Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9 }
}
