import Glibc

/// The machine-readable lines the app prints for scripts and tests
/// (`configured 1280x720 scale 1`, `key Return`, …), flushed one by one so a
/// reader on a pipe sees each as it happens.
enum StandardOutput {
    static func line(_ text: String) {
        fputs(text + "\n", stdout)
        fflush(stdout)
    }

    /// "1", "2", "1.5", "-12.25": at most two decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let sign = value < 0 && hundredths != 0 ? "-" : ""
        let fraction = hundredths % 100
        guard fraction != 0 else { return sign + String(hundredths / 100) }
        var text = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
        if text.hasSuffix("0") { text.removeLast() }
        return sign + text
    }
}
