import Foundation
import Testing
@testable import WaylandApp
import AnimationCheck

/// The speed-up line puts each scene's gain from threads next to a memcpy's, the ceiling
/// for frames bound by memory bandwidth.
@Suite(.noAnimationLeftRunning) struct BenchSpeedUpTests {
    private func row(threads: Int, milliseconds: Double, threadedMemcpy: Double?) -> SceneBenchmark {
        let times = Array(repeating: milliseconds, count: 10)
        return SceneBenchmark(scene: "preview", width: 3840, height: 2160, threads: threads,
                              statistics: FrameTimeSummary(milliseconds: times), firstFrameMilliseconds: milliseconds,
                              memcpyMilliseconds: 2.0, threadedMemcpyMilliseconds: threadedMemcpy,
                              p50OverMemcpy: 1, p99OverMemcpy: 1, averageDamagedPixels: 1, averageDamagedShare: 0.1,
                              allocationsPerFrame: 0, peakMemoryBytes: 1, frameMilliseconds: times, phases: [])
    }

    @Test func theMemcpysSpeedUpIsReportedBesideTheScenes() {
        let report = BenchReport(machine: "test", results: [row(threads: 1, milliseconds: 5, threadedMemcpy: nil),
                                                             row(threads: 2, milliseconds: 3.2, threadedMemcpy: 1.6)])
        let line = report.table.split(separator: "\n").first { $0.hasPrefix("speed-up") }
        #expect(line == "speed-up 1 → 2 threads, preview 3840x2160: p50 1.56×, p99 1.56× (memcpy of a frame: 1.25×)")
    }

    @Test func anOlderReportWithoutItSaysNothingOfIt() {
        let report = BenchReport(machine: "test", results: [row(threads: 1, milliseconds: 5, threadedMemcpy: nil),
                                                             row(threads: 2, milliseconds: 2.5, threadedMemcpy: nil)])
        let line = report.table.split(separator: "\n").first { $0.hasPrefix("speed-up") }
        #expect(line == "speed-up 1 → 2 threads, preview 3840x2160: p50 2.00×, p99 2.00×")
    }
}
