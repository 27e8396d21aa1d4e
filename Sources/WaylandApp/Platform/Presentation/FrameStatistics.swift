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
    /// Seconds from process start to the first frame on screen, by presentation feedback.
    private(set) var timeToFirstPresentation: Double?
    /// Seconds from process start to the first committed buffer: the time to first frame.
    private(set) var timeToFirstFrame: Double?
    /// When each frame reached the screen, in seconds since process start.
    private(set) var presentationTimes: [Double] = []
    private var lastPresented: (frame: Int, time: Double)?

    /// A frame was committed `sinceStart` seconds after the process started; returns its frame number.
    mutating func recordCommit(sinceStart: Double) -> Int {
        committed += 1
        if timeToFirstFrame == nil { timeToFirstFrame = sinceStart }
        return committed
    }

    /// Frame number `frame` reached the screen at `time`; `continuous` when it was
    /// drawn right after the previous frame's callback.
    mutating func recordPresented(frame: Int, at time: Double, continuous: Bool, sinceStart: Double) {
        presented += 1
        if timeToFirstPresentation == nil { timeToFirstPresentation = sinceStart }
        presentationTimes.append(sinceStart)
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

    /// The report printed at exit, one fact per line; the last lists every presentation
    /// time (ms since process start) for scripts that check pacing over a stretch of time.
    func report() -> [String] {
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
            "time to first frame: \(milliseconds(timeToFirstFrame)) (process start to first buffer committed; start from \(ProcessStart.source))",
            "time to first frame presented: \(milliseconds(timeToFirstPresentation))",
            "presented at ms: " + presentationTimes.map { StandardOutput.format($0 * 1000) }.joined(separator: " "),
        ]
    }
}

/// "16.67 ms": two decimals, no Foundation needed.
func formatMilliseconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
}
