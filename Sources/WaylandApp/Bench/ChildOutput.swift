/// The lines a ``ChildProcess`` has written so far, read on the calling thread only when
/// asked: between the bench's own steps (injecting input), so no second thread shares
/// them.
final class ChildOutput {
    private let child: ChildProcess
    private(set) var lines: [String] = []
    /// Whether the child has closed its output.
    private(set) var ended = false

    init(_ child: ChildProcess) { self.child = child }

    /// Reads for `seconds`, or less if the output ends.
    func read(for seconds: Double) {
        guard !ended else { return }
        ended = !child.readLines(for: seconds) { lines.append($0) }
    }

    /// Reads until the child closes its output.
    func readToEnd() {
        guard !ended else { return }
        child.readLines { lines.append($0) }
        ended = true
    }

    /// The first line from index `start` on that `matches`, reading for up to `seconds` for it.
    func first(within seconds: Double, from start: Int = 0, where matches: (String) -> Bool) -> String? {
        let deadline = Stopwatch.now + seconds
        var checked = start
        while true {
            if let found = lines[min(checked, lines.count)...].first(where: matches) { return found }
            checked = lines.count
            let left = deadline - Stopwatch.now
            guard left > 0, !ended else { return nil }
            read(for: min(left, 0.01))
        }
    }
}
