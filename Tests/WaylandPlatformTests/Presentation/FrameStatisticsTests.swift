import Testing
import Layers
@testable import WaylandPlatform

@Suite struct FrameStatisticsTests {
    @Test func percentiles() {
        let values = (1...100).map(Double.init)
        #expect(FrameStatistics.percentile(0.5, of: values) == 50)
        #expect(FrameStatistics.percentile(0.99, of: values) == 99)
        #expect(FrameStatistics.percentile(0.5, of: [3]) == 3)
        #expect(FrameStatistics.percentile(0.5, of: [Double]()) == nil)
    }

    @Test func intervalsOnlyBetweenBackToBackFrames() {
        var stats = FrameStatistics()
        for frame in 1...3 { _ = stats.recordCommit(at: ClockTime(seconds: Double(frame))) }
        stats.recordPresented(frame: 1, at: 10.000, continuous: false, clockTime: 10.000)
        stats.recordPresented(frame: 2, at: 10.016, continuous: true, clockTime: 10.016)
        // Frame 3 came after an idle pause: its gap is not a frame interval.
        stats.recordPresented(frame: 3, at: 12.000, continuous: false, clockTime: 12.000)
        stats.recordDiscarded()
        #expect(stats.presented == 3)
        #expect(stats.discarded == 1)
        #expect(stats.intervals.count == 1)
        #expect(abs((stats.intervals.percentile(0.5)?.milliseconds ?? 0) - 16) < 1e-9, "the only interval is the maximum, exact")
        #expect(stats.firstPresentation == 10)
        let report = stats.report(since: 9.95, startSource: "launcher")
        #expect(report.contains("time to first frame presented: 50.00 ms"))
        #expect(report.contains("presented at ms: 50 66 2050"))
    }

    @Test func reportLines() {
        var stats = FrameStatistics()
        _ = stats.recordCommit(at: 1.04)
        let report = stats.report(since: 1, startSource: "launcher")
        #expect(report.contains("frames presented: 0"))
        #expect(report.contains("presentation interval p50: n/a"))
        // The time to first frame runs from the process start to the first committed buffer.
        #expect(report.contains { $0.hasPrefix("time to first frame: 40.00 ms (process start to first buffer committed") })
        #expect(report.contains("time to first frame presented: n/a"))
    }

    @Test func milliseconds() {
        #expect(StatisticsFormat.milliseconds(.milliseconds(16.666)) == "16.67 ms")
        #expect(StatisticsFormat.milliseconds(.milliseconds(5.0)) == "5.00 ms")
        #expect(StatisticsFormat.milliseconds(.milliseconds(0.04)) == "0.04 ms")
        #expect(StatisticsFormat.milliseconds(nil) == "n/a", "nothing measured")
    }

    @Test func withoutPresentationTheReportGivesFrameCallbackIntervals() {
        var stats = FrameStatistics()
        stats.hasPresentationTiming = false
        stats.recordFrameCallback(at: 1000, continuous: false)
        stats.recordFrameCallback(at: 1016, continuous: true)
        stats.recordFrameCallback(at: 1033, continuous: true)
        // After an idle pause: not an interval.
        stats.recordFrameCallback(at: 3000, continuous: false)
        let report = stats.report(since: 0, startSource: "test")
        #expect(report.contains("presentation timing: not available (the compositor offers no wp_presentation)"))
        #expect(report.contains { $0.hasPrefix("frame-callback interval p99: 17") }, "\(report)")
        #expect(report.contains { $0.hasPrefix("frame-callback interval p50: 1") }, "\(report)")
    }

    @Test func withPresentationTheReportHasNoCallbackLines() {
        var stats = FrameStatistics()
        stats.recordFrameCallback(at: 1000, continuous: false)
        stats.recordFrameCallback(at: 1016, continuous: true)
        #expect(!stats.report(since: 0, startSource: "test").contains { $0.hasPrefix("frame-callback") })
    }
}
