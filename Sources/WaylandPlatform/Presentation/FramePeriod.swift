/// The frames of one stretch of a run, for `run --stats-every`: a long run (a soak)
/// prints one line per period, so a slow drift of frame times or a stall shows where
/// it happened instead of vanishing in whole-run percentiles.
public struct FramePeriod: Equatable, Sendable {
    init() {}

    private(set) var committed = 0
    private(set) var presented = 0
    /// Milliseconds the content took to draw each frame.
    private(set) var drawTimes = DurationHistogram()
    /// Milliseconds between commits of frames drawn back to back.
    private(set) var commitGaps = DurationHistogram()
    /// Milliseconds between presentations of frames drawn back to back.
    private(set) var intervals = DurationHistogram()

    mutating func recordCommit(drawMilliseconds: Double, gap: Double?) {
        committed += 1
        drawTimes.record(drawMilliseconds)
        if let gap { commitGaps.record(gap * 1000) }
    }

    mutating func recordPresented(interval: Double?) {
        presented += 1
        if let interval { intervals.record(interval * 1000) }
    }

    /// `period 60 frames 3591 presented 3590 draw-p50 1.2 draw-p99 4.31 draw-max 9.8
    /// gap-max 17.2 interval-p99 16.9`: `end` seconds since the start, times in ms,
    /// `-` where there was nothing to measure.
    public func line(end: Double) -> String {
        func ms(_ value: Double?) -> String { value.map(StatisticsFormat.number) ?? "-" }
        return "period \(StatisticsFormat.number(end)) frames \(committed) presented \(presented)"
            + " draw-p50 \(ms(drawTimes.percentile(0.5))) draw-p99 \(ms(drawTimes.percentile(0.99)))"
            + " draw-max \(ms(drawTimes.maximum)) gap-max \(ms(commitGaps.maximum))"
            + " interval-p99 \(ms(intervals.percentile(0.99)))"
    }
}
