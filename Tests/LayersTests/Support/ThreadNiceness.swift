import Foundation

/// Reads the threads of this process from /proc: their names and nice values, as `top -H`
/// shows them. How the tests see at which priority a thread of the library runs.
nonisolated enum ThreadNiceness {
    /// The nice value of the calling thread.
    static var current: Int32 { getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }

    /// The nice values of this process's threads named `name` right now.
    static func ofThreads(named name: String) -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { id in
            let comm = try? String(contentsOfFile: "/proc/self/task/\(id)/comm", encoding: .utf8)
            guard comm?.trimmingCharacters(in: .newlines) == name,
                  let stat = try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the name in parentheses: state, then fields 4…; the nice value is field 19.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }

    /// The nice values of the threads named `name` seen while `running` holds, polled
    /// every 0.2 ms for at most `timeout` seconds.
    static func watchThreads(named name: String, timeout: Double, while running: () -> Bool) -> Set<Int> {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var seen = Set<Int>()
        while Date() < deadline, running() {
            seen.formUnion(ofThreads(named: name))
            usleep(200)
        }
        return seen
    }
}
