import Foundation
import Testing
@testable import WaylandApp
import AnimationCheck

/// The speed-up line puts each scene's gain from threads next to a memcpy's, the ceiling
/// for frames bound by memory bandwidth.
@Suite(.noAnimationLeftRunning) struct BenchSpeedUpTests {
    private func row(threads: Int, milliseconds: Double, threadedMemcpy: Double?) -> SceneBenchmark {
        .fixture(threads: threads, milliseconds: milliseconds, threadedMemcpy: threadedMemcpy)
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
