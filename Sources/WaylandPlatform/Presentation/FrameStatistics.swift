import Layers

/// Counts and times presented frames for `run --stats`.
///
/// Intervals are measured only between frames drawn back to back while animating:
/// the gap after an idle period says nothing about frame pacing.
///
/// Its memory is fixed, however long the run: intervals go into a histogram and only
/// the first `presentationLimit` presentation times are kept.
public struct FrameStatistics: Sendable {
    /// How many presentation times the report lists (over a minute at 60 Hz).
    static let presentationLimit = 4096

    private(set) var committed = 0
    private(set) var presented = 0
    private(set) var discarded = 0
    /// Frames drawn that changed nothing and so were not committed.
    private(set) var unchanged = 0
    /// Time between consecutive presentations of back-to-back frames.
    private(set) var intervals = DurationHistogram()
    /// When the first frame reached the screen, on the window's clock.
    private(set) var firstPresentation: ClockTime?
    /// When each of the first ``presentationLimit`` frames reached the screen (as seen on the window's clock).
    private(set) var presentations: [ClockTime] = []
    /// When the first frame was committed.
    private(set) var firstCommit: ClockTime?
    private var lastPresented: (frame: Int, time: PresentationTime)?
    private var lastCommit: ClockTime?
    /// The frames since the last ``takePeriod()``.
    private(set) var period = FramePeriod()
    /// Time between frame callbacks of back-to-back frames: the pacing figure
    /// where the compositor offers no wp_presentation (kwin, cage).
    private(set) var callbackIntervals = DurationHistogram()
    private var lastCallback: CompositorTime?
    /// False when the compositor offers no wp_presentation: the report says so and
    /// gives the frame-callback intervals instead.
    public var hasPresentationTiming = true
    /// Commits since the last activity settled (``IdleStretch``).
    public private(set) var idle = IdleStretch()
    /// The run's stretches between announced moments (`Window.beginPhase(_:)`), in
    /// order; at most 64 (a soak announces moments for hours).
    public private(set) var phases = [FramePhase(name: "start", firstFrame: 1)]
    static let phaseLimit = 64

    init() { presentations.reserveCapacity(Self.presentationLimit) }

    /// A frame was committed at `clockTime` after `drawDuration` of drawing;
    /// `continuous` when it was drawn right after the previous frame's callback.
    /// Returns its frame number.
    mutating func recordCommit(at clockTime: ClockTime, continuous: Bool = false, drawDuration: TimeSpan = .zero) -> Int {
        committed += 1
        if firstCommit == nil { firstCommit = clockTime }
        period.recordCommit(drawDuration: drawDuration,
                            gap: continuous ? lastCommit.map { clockTime - $0 } : nil)
        lastCommit = clockTime
        idle.recordCommit(at: clockTime)
        return committed
    }

    /// The frames since the previous call (or the start); starts a new period.
    mutating func takePeriod() -> FramePeriod {
        defer { period = FramePeriod() }
        return period
    }

    /// Frame number `frame` reached the screen at `time` (presentation clock), seen at
    /// `clockTime` on the window's clock; `continuous` when it was drawn right after the
    /// previous frame's callback.
    /// Returns the interval since the previous frame, when there was one.
    @discardableResult
    mutating func recordPresented(frame: Int, at time: PresentationTime, continuous: Bool, clockTime: ClockTime) -> TimeSpan? {
        presented += 1
        if firstPresentation == nil { firstPresentation = clockTime }
        if presentations.count < Self.presentationLimit { presentations.append(clockTime) }
        var interval: TimeSpan?
        if continuous, let last = lastPresented, last.frame == frame - 1, time > last.time {
            interval = time - last.time
            intervals.record(time - last.time)
        }
        period.recordPresented(interval: interval)
        recordInPhase(frame: frame, interval: interval)
        lastPresented = (frame, time)
        return interval
    }

    mutating func recordDiscarded() { discarded += 1 }

    /// A frame was drawn, changed nothing, and was not committed.
    mutating func recordUnchanged() { unchanged += 1 }

    /// The content announced the moment `name`: frames committed from now on belong to
    /// a new phase. A phase that has no frame yet is replaced.
    mutating func beginPhase(_ name: String) {
        if phases.last?.firstFrame == committed + 1 { phases.removeLast() }
        guard phases.count < Self.phaseLimit else { return }
        phases.append(FramePhase(name: name, firstFrame: committed + 1))
    }

    /// The index in ``phases`` of the phase frame number `frame` was committed in.
    private func phaseIndex(of frame: Int) -> Int? {
        phases.lastIndex { $0.firstFrame <= frame }
    }

    /// Counts a presented frame in its phase, and the interval since the previous one
    /// when that was in the same phase.
    private mutating func recordInPhase(frame: Int, interval: TimeSpan?) {
        guard let index = phaseIndex(of: frame) else { return }
        phases[index].presented += 1
        if let interval, phaseIndex(of: frame - 1) == index { phases[index].intervals.record(interval) }
    }

    /// A frame callback came with the compositor's timestamp `stamp`; `continuous`
    /// when its frame was drawn right after the previous callback.
    mutating func recordFrameCallback(at stamp: CompositorTime, continuous: Bool) {
        if continuous, let last = lastCallback, stamp.since(last) < .seconds(10) {
            callbackIntervals.record(stamp.since(last))
        }
        lastCallback = stamp
    }

    /// Input, a configure or an announced moment at `clockTime`: the idle stretch restarts.
    mutating func recordActivity(at clockTime: ClockTime) { idle.recordActivity(at: clockTime) }

    /// The `fraction` percentile (0…1) of `values`, nearest-rank; nil when empty.
    /// Exact, unlike the window's histograms: for the app's own short series.
    public static func percentile<Value: Comparable>(_ fraction: Double, of values: [Value]) -> Value? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The report printed at exit, one fact per line. `start` is when the process
    /// started, on the window's clock, and `startSource` says how that is known. The time to
    /// first frame runs to the first committed buffer; `presented at ms` lists when each
    /// frame was presented (ms since `start`), for scripts that check the pacing of a
    /// stretch of time such as the splash transition; then a `phase …` line per phase
    /// with presented frames (``FramePhase``).
    public func report(since start: ClockTime, startSource: String) -> [String] {
        let milliseconds = StatisticsFormat.milliseconds
        let lines: [String] = [
            "frames committed: \(committed)",
            "frames presented: \(presented)",
            "frames discarded: \(discarded)",
            "frames unchanged, not committed: \(unchanged)",
            "presentation interval p50: \(milliseconds(intervals.percentile(0.5)))",
            "presentation interval p99: \(milliseconds(intervals.percentile(0.99)))",
            "time to first frame: \(milliseconds(firstCommit.map { $0 - start })) (process start to first buffer committed; start from \(startSource))",
            "time to first frame presented: \(milliseconds(firstPresentation.map { $0 - start }))",
            "presented at ms: " + presentations.map { StatisticsFormat.number(($0 - start).milliseconds) }.joined(separator: " "),
        ]
        let phaseLines: [String] = phases.filter { $0.presented > 0 }.map(\.line)
        return lines + phaseLines + callbackReport()
    }

    /// Without wp_presentation: what the frame callbacks say instead.
    private func callbackReport() -> [String] {
        guard !hasPresentationTiming else { return [] }
        let milliseconds = StatisticsFormat.milliseconds
        return [
            "presentation timing: not available (the compositor offers no wp_presentation)",
            "frame-callback interval p50: \(milliseconds(callbackIntervals.percentile(0.5)))",
            "frame-callback interval p99: \(milliseconds(callbackIntervals.percentile(0.99)))",
        ]
    }
}
