import Foundation

/// The lines a child process wrote to one of its pipes, collected as they
/// arrive, with bounded waits for a line that matches a predicate.
///
/// Why `@unchecked Sendable` holds: `storedLines` and `isClosed` are only touched with
/// `condition` locked.
nonisolated final class LineLog: @unchecked Sendable {
    private let condition = NSCondition()
    private var storedLines: [String] = []
    private var isClosed = false

    /// Every complete line received so far, without the newline.
    var lines: [String] {
        condition.lock()
        defer { condition.unlock() }
        return storedLines
    }

    /// Everything received so far, one line per line.
    var text: String { lines.joined(separator: "\n") }

    /// True once the writer closed the pipe (usually: the process exited).
    var closed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isClosed
    }

    func append(_ line: String) {
        condition.lock()
        storedLines.append(line)
        condition.broadcast()
        condition.unlock()
    }

    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The first line at index `start` or later that satisfies `predicate`,
    /// waiting up to `timeout` seconds for it. Returns nil on timeout or when
    /// the pipe closes without such a line.
    func waitForLine(from start: Int = 0, timeout: TimeInterval,
                     where predicate: (String) -> Bool) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        var next = start
        while true {
            while next < storedLines.count {
                if predicate(storedLines[next]) { return storedLines[next] }
                next += 1
            }
            if isClosed { return nil }
            if !condition.wait(until: deadline) {
                // One last look: lines may have arrived with the timeout.
                while next < storedLines.count {
                    if predicate(storedLines[next]) { return storedLines[next] }
                    next += 1
                }
                return nil
            }
        }
    }

    /// Waits until the writer closes the pipe; false on timeout.
    func waitUntilClosed(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !isClosed {
            if !condition.wait(until: deadline) { return isClosed }
        }
        return true
    }
}
