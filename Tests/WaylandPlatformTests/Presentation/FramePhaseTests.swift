import Testing
import Layers
@testable import WaylandPlatform

/// Presented intervals split at the moments the content announces: each animation on
/// its own, never an interval across an idle wait or a phase boundary.
@Suite struct FramePhaseTests {
    /// Commits `count` frames 16 ms apart from `start` and presents each 16 ms later; the
    /// first is drawn after a wait when `afterWait`.
    private func frames(_ stats: inout FrameStatistics, count: Int, start: Double, afterWait: Bool = false) {
        for i in 0..<count {
            let t = start + Double(i) * 0.016
            let frame = stats.recordCommit(at: ClockTime(seconds: t))
            stats.recordPresented(frame: frame, at: PresentationTime(seconds: t + 0.016), continuous: !(afterWait && i == 0),
                                  clockTime: ClockTime(seconds: t + 0.016))
        }
    }

    @Test func intervalsBelongToThePhaseTheyWereDrawnIn() {
        var stats = FrameStatistics()
        stats.beginPhase("splash-presented")   // before any frame: replaces `start`
        frames(&stats, count: 10, start: 1)
        stats.beginPhase("splash-dismissing")
        frames(&stats, count: 5, start: 3, afterWait: true)   // after 2 s of nothing
        #expect(stats.phases.map(\.name) == ["splash-presented", "splash-dismissing"])
        #expect(stats.phases.map(\.presented) == [10, 5])
        // 9 intervals in the first; in the second, none from the wait and none across the boundary.
        #expect(stats.phases.map(\.intervals.count) == [9, 4])
        let p99 = stats.phases[1].intervals.percentile(0.99)?.milliseconds ?? 0
        #expect(abs(p99 - 16) < 0.2, "the 2 s wait is in no phase: p99 \(p99) ms")
        let line = stats.phases[1].line
        #expect(line.hasPrefix("phase splash-dismissing: presented 5, interval p50 ") && line.hasSuffix(", intervals 4"))
    }

    @Test func framesBeforeTheFirstMomentAreTheStartPhase() {
        var stats = FrameStatistics()
        frames(&stats, count: 3, start: 1)
        stats.beginPhase("card-expanded")
        stats.beginPhase("card-collapsed")   // no frame in between: replaces it
        frames(&stats, count: 2, start: 2)
        #expect(stats.phases.map(\.name) == ["start", "card-collapsed"])
        #expect(stats.report(since: 0, startSource: "test").filter { $0.hasPrefix("phase ") }.count == 2)
    }

    @Test func phasesAreBounded() {
        var stats = FrameStatistics()
        for i in 0..<200 {
            stats.beginPhase("moment-\(i)")
            frames(&stats, count: 1, start: Double(i))
        }
        #expect(stats.phases.count == FrameStatistics.phaseLimit)
        #expect(stats.phases.reduce(0) { $0 + $1.presented } == 200)
    }
}
