import Foundation
import Testing
@testable import WaylandApp

/// `bench`'s phases: each announced moment to the next, with its own frame times and its
/// own allocations, so a phase whose first frame brings new content is told apart from
/// one that allocates every frame.
@Suite struct BenchPhaseTests {
    @Test func eachPhaseCountsItsOwnFramesAndAllocations() throws {
        let times = [9.0, 1, 1, 1, 4, 2, 2, 2, 2, 1]
        let allocations: [UInt64] = [500, 0, 0, 0, 120, 0, 3, 0, 0, 0]
        let phases = BenchPhase.split(times, allocations: allocations, at: [("start", 0), ("open", 4), ("rest", 9)])
        #expect(phases.map(\.name) == ["start", "open", "rest"])
        #expect(phases.map(\.firstFrame) == [0, 4, 9])
        #expect(phases.map(\.statistics.frames) == [4, 5, 1])
        #expect(phases.map(\.allocationsPerFrame) == [125, 24.6, 0])
        #expect(phases.map(\.framesAllocating) == [1, 2, 0])
        #expect(phases[1].statistics.max == 4)
    }

    @Test func theTableSaysHowManyFramesOfAPhaseAllocate() throws {
        let phases = BenchPhase.split([1, 1, 1, 1], allocations: [0, 7, 0, 1], at: [("splash-dismissing", 0)])
        let stats = FrameTimeSummary(milliseconds: [1, 1, 1])
        let row = SceneBenchmark(scene: "splash", width: 160, height: 90, threads: 2, statistics: stats,
                                 firstFrameMilliseconds: 1, memcpyMilliseconds: 0.01, p50OverMemcpy: 1, p99OverMemcpy: 1,
                                 averageDamagedPixels: 1, averageDamagedShare: 0.1, allocationsPerFrame: 0,
                                 peakMemoryBytes: 1, frameMilliseconds: [1, 1, 1, 1], phases: phases)
        let table = BenchReport(machine: "test", results: [row]).table
        #expect(table.contains("splash-dismissing (frames 0–3): p50 1.00 ms, p99 1.00 ms, max 1.00 ms, 0 over 8.3 ms, "
                               + "2.0 allocations a frame (2 of 4 frames allocate)"), "\(table)")
    }

    /// Reports written before phases counted allocations still read (`bench --compare`
    /// reads old JSON files), and their lines say nothing of allocations.
    @Test func anOldReportsPhasesStillRead() throws {
        let json = #"{"name": "splash-dismissing", "firstFrame": 120, "statistics": "#
            + #"{"frames": 36, "p50": 1, "p95": 2, "p99": 3, "max": 4, "over60Hz": 0, "over120Hz": 0}}"#
        let phase = try JSONDecoder().decode(BenchPhase.self, from: Data(json.utf8))
        #expect(phase.firstFrame == 120 && phase.allocationsPerFrame == nil && phase.framesAllocating == nil)
    }
}
