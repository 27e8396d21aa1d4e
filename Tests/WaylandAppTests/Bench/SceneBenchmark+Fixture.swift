@testable import WaylandApp

extension SceneBenchmark {
    /// A row of `scene` at 3840×2160 whose frames all took `milliseconds` (memcpy 2 ms), for
    /// tests of what the report makes of rows.
    static func fixture(scene: String = "preview", threads: Int, milliseconds: Double,
                        threadedMemcpy: Double? = nil) -> SceneBenchmark {
        let times = Array(repeating: milliseconds, count: 10)
        return SceneBenchmark(scene: scene, width: 3840, height: 2160, threads: threads,
                              statistics: FrameTimeSummary(milliseconds: times), firstFrameMilliseconds: milliseconds,
                              memcpyMilliseconds: 2.0, threadedMemcpyMilliseconds: threadedMemcpy,
                              p50OverMemcpy: 1, p99OverMemcpy: 1, averageDamagedPixels: 1, averageDamagedShare: 0.1,
                              allocationsPerFrame: 0, peakMemoryBytes: 1, frameMilliseconds: times, phases: [])
    }
}
