import Testing
@testable import WaylandApp

/// `bench --on-compositor`'s table: each scene's figures next to the reference client's.
@Suite struct CompositorBenchTableTests {
    private func run(_ facts: [String: String], phases: [CompositorRun.Phase] = []) -> CompositorRun {
        CompositorRun(facts: facts, phases: phases)
    }

    /// The scene's own line carries its back-to-back intervals over every phase, as a
    /// ratio to the reference's: with 15-frame phases one late frame is a phase's p99,
    /// while the scene's p99 is a percentile of a hundred intervals.
    @Test func aScenesLineComparesItsIntervalsOverAllItsPhases() {
        let phase = CompositorRun.Phase(name: "preview-pressing", presented: 33, p50: 21.27, p99: 22.72, intervals: 32)
        let app = ["frames presented": "112", "presentation interval p50": "21.70 ms", "presentation interval p99": "22.14 ms",
                   "time to first frame": "56.13 ms (process start to first buffer committed)"]
        let reference = run(["frames presented": "113", "presentation interval p50": "21.27 ms",
                             "presentation interval p99": "21.70 ms", "time to first frame": "27.65 ms"],
                            phases: [CompositorRun.Phase(name: "preview-pressing", presented: 34, p50: 21.49, p99: 21.77,
                                                         intervals: 33)])
        let report = CompositorBench.Report(runs: [CompositorBench.SceneRun(scene: "preview", facts: app, phases: [phase],
                                                                            reference: reference)],
                                            firstFrameMilliseconds: [38.2], firstFrameMedian: 38.2)
        let lines = CompositorBench.table(report).split(separator: "\n").map(String.init)
        #expect(lines.contains("    presented 112 / 113 (0.99×), interval p50 21.70 / 21.27 ms (1.02×), "
            + "p99 22.14 / 21.70 ms (1.02×), time to first frame 56.13 / 27.65 ms (2.03×), to presented ? / ? ms"))
        #expect(lines.contains("    preview-pressing: presented 33 / 34 (0.97×), interval p50 21.27 / 21.49 ms (0.99×), "
            + "p99 22.72 / 21.77 ms (1.04×)"))
    }

    /// A scene that drew one frame (the gallery) has no intervals: a question mark, no ratio.
    @Test func aSceneWithoutIntervalsSaysSo() {
        let report = CompositorBench.Report(runs: [CompositorBench.SceneRun(scene: "gallery", facts: ["frames presented": "1"],
                                                                            phases: [], reference: nil)],
                                            firstFrameMilliseconds: [], firstFrameMedian: 0)
        #expect(CompositorBench.table(report).contains("    presented 1 / ?, interval p50 ? / ? ms, p99 ? / ? ms,"))
    }
}
