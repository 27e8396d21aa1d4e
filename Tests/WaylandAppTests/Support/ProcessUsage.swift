import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the kernel says a running process uses, from /proc: resident memory
/// (`VmRSS` in /proc/PID/status) and CPU time (utime + stime in /proc/PID/stat).
/// The app runs as the test's child, so its /proc entries are readable.
nonisolated enum ProcessUsage {
    /// Resident memory in kilobytes.
    static func residentKilobytes(of pid: pid_t) throws -> Int {
        try statusField("VmRSS", of: pid)
    }

    /// A kilobyte figure of /proc/PID/status: `VmRSS`, `RssAnon` (heap), `RssShmem`
    /// (shared memory: the wl_shm buffers), `VmHWM` (peak).
    static func statusField(_ name: String, of pid: pid_t) throws -> Int {
        let status = try read("/proc/\(pid)/status")
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") else {
            throw HarnessError("no \(name) line in /proc/\(pid)/status:\n\(status)")
        }
        return kilobytes
    }

    /// `VmRSS 61234 kB (RssAnon 40000, RssFile 9000, RssShmem 12234)`, for messages.
    static func memorySummary(of pid: pid_t) -> String {
        let fields = ["RssAnon", "RssFile", "RssShmem"].map { name in
            "\(name) \((try? statusField(name, of: pid)).map(String.init) ?? "?")"
        }
        return "VmRSS \((try? residentKilobytes(of: pid)).map(String.init) ?? "?") kB (\(fields.joined(separator: ", ")))"
    }

    /// User plus system CPU time so far, in seconds.
    static func cpuSeconds(of pid: pid_t) throws -> Double {
        let stat = try read("/proc/\(pid)/stat")
        // The command name (field 2) is in parentheses and may hold spaces: count from after it.
        guard let close = stat.lastIndex(of: ")") else { throw HarnessError("unreadable /proc/\(pid)/stat: \(stat)") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 (utime, stime) are the 12th and 13th after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw HarnessError("unreadable /proc/\(pid)/stat: \(stat)")
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func read(_ path: String) throws -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw HarnessError("cannot read \(path) (has the process ended?): \(error)")
        }
    }
}
