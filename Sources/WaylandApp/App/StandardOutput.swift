import Glibc
import WaylandPlatform

/// The machine-readable lines the app prints for scripts and tests
/// (`configured 1280x720 scale 1`, `key Return`, …), flushed one by one so a
/// reader on a pipe sees each as it happens.
enum StandardOutput {
    static func line(_ text: String) {
        fputs(text + "\n", stdout)
        fflush(stdout)
    }

    /// "1", "2", "1.5", "-12.25": at most two decimals, no trailing zeros, as in the
    /// window's statistics lines.
    static func format(_ value: Double) -> String { StatisticsFormat.number(value) }
}
