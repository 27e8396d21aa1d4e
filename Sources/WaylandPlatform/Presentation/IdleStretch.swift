import Layers

/// Commits while nothing happens: a window whose picture does not change must commit
/// nothing, and `run --stats` shows whether it does.
///
/// The stretch begins `settleTime` after the last activity (input, a configure, or a
/// moment the content announces) and runs to the end of the run. Commits inside it are
/// frames nobody asked for: an animation left running, a timer, a leftover request.
public struct IdleStretch: Sendable {
    /// How long after an activity its consequences may still draw (a tap's animation
    /// announces its end, so one second covers the settling frames after it).
    static let settleTime: TimeSpan = .seconds(1)

    private var lastActivity: ClockTime?
    private(set) var commits = 0

    /// Something happened at `time`: the stretch starts again after it.
    mutating func recordActivity(at time: ClockTime) {
        lastActivity = max(lastActivity ?? time, time)
        commits = 0
    }

    /// A frame was committed at `time`.
    mutating func recordCommit(at time: ClockTime) {
        if let start, time >= start { commits += 1 }
    }

    /// When the current stretch began (or begins).
    var start: ClockTime? { lastActivity.map { $0 + Self.settleTime } }

    /// `idle commits per second: 0.00 (0 in 4.20 s …)` as of `end`, for `run --stats`.
    public func report(until end: ClockTime) -> String {
        guard let start, end - start >= .seconds(0.5) else {
            return "idle commits per second: n/a (no idle stretch of 0.5 s or more)"
        }
        let seconds = (end - start).seconds
        let perSecond = Double(commits) / seconds
        return "idle commits per second: \(StatisticsFormat.twoDecimals(perSecond)) (\(commits) in \(StatisticsFormat.twoDecimals(seconds)) s, "
            + "from \(Int(Self.settleTime.seconds)) s after the last input, configure or announced moment)"
    }
}
