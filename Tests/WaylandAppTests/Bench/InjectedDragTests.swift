import Foundation
import Testing
@testable import WaylandApp

/// `bench --on-compositor`'s drag: what it reads from the app's output, and how the table
/// and the JSON carry it.
@Suite struct InjectedDragTests {
    private let drag = InjectedDrag(scene: "circle", step: (4, 2))

    /// A run's output: hover, the press, `motions` moves, the release and the statistics.
    private func output(motions: Int, latency: String) -> [String] {
        ["configured 640x360 scale 1", "buffer 640x360 scale 1", "pointer-motion 320 180",
         "pointer-button 272 pressed 320 180"]
            + (1...motions).map { "pointer-motion \(320 + 4 * $0) \(180 + 2 * $0)" }
            + ["pointer-button 272 released 400 220", "pointer-motion 401 220",
               "presentation interval p50: 33.40 ms", latency, "refresh period: 16.67 ms"]
    }

    @Test func countsThePressTheMotionsWhileHeldAndTheRelease() throws {
        let latency = try drag.latency(from: output(motions: 19, latency: "input latency p50: 21.50 ms, p99: 40.25 ms, events 21"))
        #expect(latency == InjectedDrag.Latency(scene: "circle", p50: 21.5, p99: 40.25, events: 21, dragEvents: 21,
                                                refresh: 16.67, presentedIntervalP50: 33.4))
    }

    @Test func aRunWithoutLatenciesHasNoFigures() throws {
        let latency = try drag.latency(from: output(motions: 3, latency: "input latency p50: n/a, p99: n/a, events 0"))
        #expect(latency.p50 == nil && latency.p99 == nil && latency.events == 0 && latency.dragEvents == 5)
    }

    @Test func aRunWithoutTheLatencyLineIsAnErrorNamingTheScene() {
        #expect(throws: CommandFailure.self) { try drag.latency(from: ["pointer-button 272 pressed 1 1"]) }
        #expect(InjectedDrag.inputLatency("input latency p50: 1 ms") == nil)
    }

    @Test func theTableAndTheJSONCarryTheDragOrWhyItWasSkipped() throws {
        let latency = InjectedDrag.Latency(scene: "feed", p50: 20, p99: 35.5, events: 22, dragEvents: 22,
                                           refresh: 16.67, presentedIntervalP50: nil)
        var report = CompositorBench.Report(runs: [], firstFrameMilliseconds: [80], firstFrameMedian: 80,
                                            drags: [latency], dragsSkipped: nil)
        #expect(CompositorBench.table(report).contains(
            "drag latency on feed (mutter's RemoteDesktop, 22 drag events): p50 20.00 ms, p99 35.50 ms, events 22; "
                + "refresh period 16.67 ms, presented interval p50 n/a"))
        let decoded = try JSONDecoder().decode(CompositorBench.Report.self, from: JSONEncoder().encode(report))
        #expect(decoded.drags == [latency])
        report.drags = nil
        report.dragsSkipped = "drag latency: skipped"
        #expect(CompositorBench.table(report).hasSuffix("\ndrag latency: skipped"))
        // A file from before the drags reads as having none.
        let old = #"{"runs": [], "firstFrameMilliseconds": [80], "firstFrameMedian": 80}"#
        #expect(try JSONDecoder().decode(CompositorBench.Report.self, from: Data(old.utf8)).drags == nil)
    }
}
