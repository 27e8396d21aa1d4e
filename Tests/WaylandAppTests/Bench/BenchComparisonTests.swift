import Foundation
import Testing
@testable import WaylandApp
import AnimationCheck

/// `bench --compare`: ratios with bootstrap intervals, and no comparison of rows that do
/// not match.
@Suite(.noAnimationLeftRunning) struct BenchComparisonTests {
    /// A row whose frames take `times` ms (the first is dropped from the figures, as `bench` does).
    private func row(_ scene: String, threads: Int = 2, times: [Double]) -> SceneBenchmark {
        let stats = FrameTimeSummary(milliseconds: Array(times.dropFirst()))
        return SceneBenchmark(scene: scene, width: 160, height: 90, threads: threads, statistics: stats,
                              firstFrameMilliseconds: times[0], memcpyMilliseconds: 0.01, p50OverMemcpy: 1, p99OverMemcpy: 1,
                              averageDamagedPixels: 1, averageDamagedShare: 0.1, allocationsPerFrame: 0,
                              peakMemoryBytes: 1, frameMilliseconds: times, phases: [])
    }

    /// Frame times around `level` ms, with a fixed spread.
    private func times(_ level: Double, count: Int = 120) -> [Double] {
        (0..<count).map { (i: Int) -> Double in
            let spread: Double = Double((i * 37) % 100) / 100
            return level * (0.9 + 0.2 * spread)
        }
    }

    @Test func halfTheTimeIsFasterAndTheSameIsNoClearChange() throws {
        let faster = try #require(BootstrapRatio(new: times(2), old: times(4), percentile: 0.5))
        #expect(abs(faster.ratio - 0.5) < 0.02)
        #expect(faster.low <= faster.ratio && faster.ratio <= faster.high && faster.high < 1)
        #expect(faster.verdict == "faster")
        let same = try #require(BootstrapRatio(new: times(4), old: times(4), percentile: 0.99))
        #expect(same.ratio == 1 && same.low < 1.0001 && same.high > 0.9999)
        #expect(same.verdict == "no clear change")
        #expect(BootstrapRatio(new: times(6), old: times(4), percentile: 0.5)?.verdict == "slower")
        // The same data, the same interval: the resampling is seeded.
        #expect(BootstrapRatio(new: times(2), old: times(4), percentile: 0.5) == faster)
        #expect(BootstrapRatio(new: [], old: times(4), percentile: 0.5) == nil)
    }

    @Test func readsBothFilesAndComparesEveryRow() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.json"), new = dir.appendingPathComponent("new.json")
        try BenchReport(machine: "test", results: [row("feed", times: times(4)), row("circle", times: times(1))]).json().write(to: old)
        try BenchReport(machine: "test", results: [row("circle", times: times(1)), row("feed", times: times(2))]).json().write(to: new)
        let comparison = try BenchComparison(new: BenchComparison.load(new.path), old: BenchComparison.load(old.path),
                                             oldName: old.path)
        #expect(comparison.rows.map(\.name) == ["circle 160x90 ×2", "feed 160x90 ×2"])
        #expect(comparison.rows[1].p50?.verdict == "faster")
        #expect(comparison.table.contains("feed 160x90 ×2: p50 2."))
        #expect(comparison.table.contains("faster"))

        var command = try BenchCommand.parseAsRoot(["--compare", old.path, new.path]) as! BenchCommand
        try command.run()
    }

    @Test func mismatchedRowsAreRefusedNamingThem() throws {
        let old = BenchReport(machine: "test", results: [row("feed", times: times(4)), row("splash", times: times(4))])
        let new = BenchReport(machine: "test", results: [row("feed", threads: 1, times: times(4)), row("splash", times: times(4))])
        #expect { try BenchComparison(new: new, old: old, oldName: "old.json") } throws: { error in
            let message = "\(error)"
            return message.contains("old.json has no row for feed 160x90 ×1")
                && message.contains("this run has no row for feed 160x90 ×2") && message.contains("--threads")
        }
    }

    @Test func aFileThatIsNoBenchReportIsNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-bench-\(getpid()).json").path
        try Data("{\"hello\": 1}".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect { try BenchComparison.load(path) } throws: { "\($0)".contains("\(path) is not a bench report") }
        #expect { try BenchComparison.load("/nonexistent/old.json") } throws: { "\($0)".contains("cannot read /nonexistent/old.json") }
    }
}
