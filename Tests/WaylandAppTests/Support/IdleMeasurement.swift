import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much a running app does while nothing on screen changes: its commits, from the
/// `idle commits per second` line of `--stats`, and its CPU time, from /proc, over a
/// stretch that starts after the app's last announced moment has settled.
nonisolated struct IdleMeasurement {
    /// The app's own count: commits from 1 s after its last input, configure or moment.
    let commits: Int
    let seconds: Double
    /// CPU time (user + system) the process used in the test's own measuring window.
    let cpuSeconds: Double
    let measuredSeconds: Double

    /// Waits `settle` seconds (the app's consequences of the last moment), measures CPU
    /// for `window` seconds, then stops the app with SIGTERM and reads its statistics.
    /// The app must run with `--stats`.
    static func measure(_ app: AppProcess, settle: Double = 1, window: Double = 2) throws -> IdleMeasurement {
        Thread.sleep(forTimeInterval: settle)
        let before = try ProcessUsage.cpuSeconds(of: app.pid)
        let started = Date()
        Thread.sleep(forTimeInterval: window)
        let used = try ProcessUsage.cpuSeconds(of: app.pid) - before
        let measured = Date().timeIntervalSince(started)
        app.process.send(SIGTERM)
        let ended = try app.waitForExit(timeout: 10)
        guard ended == .exited(0) else { throw HarnessError("the app ended with \(ended)\n\(app.transcript)") }
        let line = try app.waitForLine("the `idle commits per second` line of --stats", timeout: 1) {
            $0.hasPrefix("idle commits per second: ")
        }
        // "idle commits per second: 0.00 (0 in 2.38 s, from …)"
        let numbers = line.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        guard numbers.count >= 3 else { throw HarnessError("unreadable idle line: \(line)\n\(app.transcript)") }
        return IdleMeasurement(commits: Int(numbers[1]), seconds: numbers[2], cpuSeconds: used, measuredSeconds: measured)
    }

    /// At most one commit in two seconds of idleness.
    var commitsAreIdle: Bool { seconds >= 1.5 && Double(commits) <= max(1, seconds / 2) }

    /// No CPU beyond a scheduler tick or two (the kernel counts in 10 ms ticks).
    var cpuIsIdle: Bool { cpuSeconds <= 0.02 }

    var summary: String {
        "\(commits) commits in \(formatted(seconds)) s idle; \(formatted(cpuSeconds * 1000)) ms of CPU in \(formatted(measuredSeconds)) s"
    }

    private func formatted(_ value: Double) -> String { String(format: "%.2f", value) }
}
