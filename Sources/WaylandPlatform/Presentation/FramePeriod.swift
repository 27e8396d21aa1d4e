import Layers

/// The frames of one stretch of a run, for `run --stats-every`: a long run (a soak)
/// prints one line per period, so a slow drift of frame times or a stall shows where
/// it happened instead of vanishing in whole-run percentiles.
public struct FramePeriod: Equatable, Sendable {
    init() {}

    private(set) var committed = 0
    private(set) var presented = 0
    /// How long the content took to draw each frame.
    private(set) var drawTimes = DurationHistogram()
    /// Time between commits of frames drawn back to back.
    private(set) var commitGaps = DurationHistogram()
    /// Time between presentations of frames drawn back to back.
    private(set) var intervals = DurationHistogram()

    mutating func recordCommit(drawDuration: TimeSpan, gap: TimeSpan?) {
        committed += 1
        drawTimes.record(drawDuration)
        if let gap { commitGaps.record(gap) }
    }

    mutating func recordPresented(interval: TimeSpan?) {
        presented += 1
        if let interval { intervals.record(interval) }
    }

    /// `period 60 frames 3591 presented 3590 draw-p50 1.2 draw-p99 4.31 draw-max 9.8
    /// gap-max 17.2 interval-p99 16.9`: `end` since the start in seconds, times in ms,
    /// `-` where there was nothing to measure.
    public func line(end: TimeSpan) -> String {
        func ms(_ value: TimeSpan?) -> String { value.map { StatisticsFormat.number($0.milliseconds) } ?? "-" }
        return "period \(StatisticsFormat.number(end.seconds)) frames \(committed) presented \(presented)"
            + " draw-p50 \(ms(drawTimes.percentile(0.5))) draw-p99 \(ms(drawTimes.percentile(0.99)))"
            + " draw-max \(ms(drawTimes.maximum)) gap-max \(ms(commitGaps.maximum))"
            + " interval-p99 \(ms(intervals.percentile(0.99)))"
    }
}
