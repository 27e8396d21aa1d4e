import Glibc
import WaylandPlatform

/// The machine-readable lines the app prints for scripts and tests
/// (`configured 1280x720 scale 1`, `key Return`, …), each written at once so a reader
/// on a pipe sees it as it happens.
nonisolated enum StandardOutput {
    static func line(_ text: String) { writeAll(text + "\n", to: STDOUT_FILENO) }

    /// Writes `text` to standard error (messages for people, not for scripts).
    static func error(_ text: String) { writeAll(text, to: STDERR_FILENO) }

    /// "1", "2", "1.5", "-12.25": at most two decimals, no trailing zeros, as in the
    /// window's statistics lines.
    static func format(_ value: Double) -> String { StatisticsFormat.number(value) }

    /// The file descriptor, not C's `FILE` streams: one `write` per line needs no
    /// shared buffer, so any thread may print.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
