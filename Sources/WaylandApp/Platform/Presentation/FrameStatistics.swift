/// Counts and times presented frames for `run --stats`.
///
/// Intervals are measured only between frames drawn back to back while animating:
/// the gap after an idle period says nothing about frame pacing.
struct FrameStatistics {
    private(set) var committed = 0
    private(set) var presented = 0
    private(set) var discarded = 0
    /// Seconds between consecutive presentations of back-to-back frames.
    private(set) var intervals: [Double] = []
    /// When the first frame reached the screen, on the media clock.
    private(set) var firstPresentation: Double?
    /// When each frame reached the screen (as seen on the media clock).
    private(set) var presentations: [Double] = []
    /// When the first frame was committed, on the media clock.
    private(set) var firstCommit: Double?
    private var lastPresented: (frame: Int, time: Double)?

    /// A frame was committed at `clockTime` (media clock); returns its frame number.
    mutating func recordCommit(at clockTime: Double) -> Int {
        committed += 1
        if firstCommit == nil { firstCommit = clockTime }
        return committed
    }

    /// Frame number `frame` reached the screen at `time` (presentation clock), seen at
    /// `clockTime` on the media clock; `continuous` when it was drawn right after the
    /// previous frame's callback.
    mutating func recordPresented(frame: Int, at time: Double, continuous: Bool, clockTime: Double) {
        presented += 1
        if firstPresentation == nil { firstPresentation = clockTime }
        if presentations.count < 1 << 16 { presentations.append(clockTime) }
        if continuous, let last = lastPresented, last.frame == frame - 1, time > last.time {
            intervals.append(time - last.time)
        }
        lastPresented = (frame, time)
    }

    mutating func recordDiscarded() { discarded += 1 }

    /// The `fraction` percentile (0…1) of `values`, nearest-rank; nil when empty.
    static func percentile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The report printed at exit, one fact per line. `start` is when the process
    /// started, on the media clock. The time to first frame runs to the first committed
    /// buffer; the last line lists when each frame was presented (ms since `start`), for
    /// scripts that check the pacing of a stretch of time such as the splash transition.
    func report(since start: Double) -> [String] {
        func milliseconds(_ value: Double?) -> String {
            guard let value else { return "n/a" }
            return formatMilliseconds(value * 1000)
        }
        return [
            "frames committed: \(committed)",
            "frames presented: \(presented)",
            "frames discarded: \(discarded)",
            "presentation interval p50: \(milliseconds(Self.percentile(0.5, of: intervals)))",
            "presentation interval p99: \(milliseconds(Self.percentile(0.99, of: intervals)))",
            "time to first frame: \(milliseconds(firstCommit.map { $0 - start })) (process start to first buffer committed; start from \(ProcessStart.source))",
            "time to first frame presented: \(milliseconds(firstPresentation.map { $0 - start }))",
            "presented at ms: " + presentations.map { StandardOutput.format(($0 - start) * 1000) }.joined(separator: " "),
        ]
    }
}

/// "16.67 ms": two decimals, no Foundation needed.
func formatMilliseconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
}
