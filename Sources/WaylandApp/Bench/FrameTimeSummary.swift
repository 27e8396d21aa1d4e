import WaylandPlatform

/// Percentiles and budget counts of a run's frame times.
struct FrameTimeSummary: Codable {
    static let budget60Hz = 1000.0 / 60
    static let budget120Hz = 1000.0 / 120

    var frames: Int
    var p50: Double
    var p95: Double
    var p99: Double
    var max: Double
    var over60Hz: Int
    var over120Hz: Int

    /// `milliseconds`: one render time per frame.
    init(milliseconds: [Double]) {
        frames = milliseconds.count
        p50 = FrameStatistics.percentile(0.50, of: milliseconds) ?? 0
        p95 = FrameStatistics.percentile(0.95, of: milliseconds) ?? 0
        p99 = FrameStatistics.percentile(0.99, of: milliseconds) ?? 0
        max = milliseconds.max() ?? 0
        over60Hz = milliseconds.filter { $0 > Self.budget60Hz }.count
        over120Hz = milliseconds.filter { $0 > Self.budget120Hz }.count
    }
}
