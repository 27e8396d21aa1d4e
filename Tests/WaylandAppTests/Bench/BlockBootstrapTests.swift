import Foundation
import Testing
@testable import WaylandApp

/// The block bootstrap of `bench --compare`: correlated frame times must give a wider
/// interval than independent ones with the very same values, and the block length must
/// follow the frames' autocorrelation.
struct BlockBootstrapTests {
    /// An AR(1) series x[i] = φ·x[i−1] + e[i] (Gaussian e), around `level` ms.
    private func ar1(count: Int, phi: Double, level: Double, seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        func uniform() -> Double { (Double(generator.next() >> 11) + 0.5) / 9_007_199_254_740_992 }
        var x = 0.0
        return (0..<count).map { _ in
            let gaussian = (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform())
            x = phi * x + gaussian
            return level + 0.05 * level * x
        }
    }

    /// The same values in a seeded random order: the spread is identical, the correlation gone.
    private func shuffled(_ values: [Double], seed: UInt64) -> [Double] {
        var generator = SeededGenerator(seed: seed)
        var result = values
        for i in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(i, generator.index(below: i + 1))
        }
        return result
    }

    @Test func blockLengthFollowsTheAutocorrelation() {
        let correlated = ar1(count: 600, phi: 0.9, level: 4, seed: 1)
        let independent = shuffled(correlated, seed: 2)
        print("block length: AR(1) φ 0.9 \(BlockLength.of(correlated)), shuffled \(BlockLength.of(independent))")
        #expect(BlockLength.of(independent) == 1)
        // −1/ln 0.9 ≈ 9.5; the sample autocorrelation of 600 frames runs low, so a little under.
        #expect((5...14).contains(BlockLength.of(correlated)))
        #expect(BlockLength.of([4, 4, 4, 4, 4, 4]) == 1)
        // Never longer than an eighth of the frames, however correlated they are.
        #expect(BlockLength.of((0..<80).map(Double.init)) == 10)
    }

    @Test func correlatedFramesGiveAWiderInterval() throws {
        let newFrames = ar1(count: 600, phi: 0.9, level: 4, seed: 3)
        let oldFrames = ar1(count: 600, phi: 0.9, level: 4, seed: 4)
        let correlated = try #require(BootstrapRatio(new: newFrames, old: oldFrames, percentile: 0.5))
        let independent = try #require(BootstrapRatio(new: shuffled(newFrames, seed: 5), old: shuffled(oldFrames, seed: 6),
                                                      percentile: 0.5))
        let wide = correlated.high - correlated.low, narrow = independent.high - independent.low
        print(String(format: "p50 interval width: correlated %.4f (blocks %d/%d), independent %.4f (blocks %d/%d)",
                     wide, correlated.newBlock, correlated.oldBlock, narrow, independent.newBlock, independent.oldBlock))
        // The same values give the same ratio; only the order, and so the interval, differs.
        #expect(correlated.ratio == independent.ratio)
        #expect(independent.newBlock == 1 && independent.oldBlock == 1)
        #expect(correlated.newBlock > 5 && correlated.oldBlock > 5)
        #expect(wide > 1.5 * narrow)
    }

    @Test func theTableStatesTheBlockLengths() throws {
        func row(_ times: [Double]) -> SceneBenchmark {
            SceneBenchmark(scene: "feed", width: 160, height: 90, threads: 2,
                           statistics: FrameTimeSummary(milliseconds: Array(times.dropFirst())),
                           firstFrameMilliseconds: times[0], memcpyMilliseconds: 0.01, p50OverMemcpy: 1, p99OverMemcpy: 1,
                           averageDamagedPixels: 1, averageDamagedShare: 0.1, allocationsPerFrame: 0,
                           peakMemoryBytes: 1, frameMilliseconds: times, phases: [])
        }
        let newFrames = ar1(count: 601, phi: 0.9, level: 4, seed: 7)
        let oldFrames = shuffled(ar1(count: 601, phi: 0.9, level: 4, seed: 8), seed: 9)
        let comparison = try BenchComparison(new: BenchReport(machine: "test", results: [row(newFrames)]),
                                             old: BenchReport(machine: "test", results: [row(oldFrames)]), oldName: "old.json")
        let blocks = try #require(comparison.rows.first?.p50)
        #expect(blocks.newBlock > 5 && blocks.oldBlock == 1)
        #expect(comparison.table.contains("blocks of \(blocks.newBlock) (new) and 1 (old) frames"))
        #expect(comparison.table.contains("block bootstrap"))
    }
}
