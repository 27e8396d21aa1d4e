/// How many consecutive frames a block bootstrap resamples together.
///
/// A frame's time is not independent of the previous one (a cache warmed, a page
/// faulted in, the clock raised or lowered by the governor), so resampling single
/// frames pretends there is more information than there is and gives intervals that
/// are too narrow. Runs of consecutive frames keep that dependence inside each block.
///
/// The rule: the smallest lag k ≥ 1 at which the sample autocorrelation of the frame
/// times falls below 1/e, clamped to 1…max(1, n/8) so that a resample of n frames is
/// still drawn from at least eight blocks. Independent frames give 1 (the plain
/// bootstrap); an AR(1) series with coefficient φ gives about ln(1/e)/ln φ = −1/ln φ,
/// ten frames for φ = 0.9. A constant series (no variance) gives 1.
enum BlockLength {
    /// The autocorrelation below which frames count as independent enough.
    static let threshold = 0.36787944117144233  // 1/e

    /// The block length for `samples`, by the rule above.
    static func of(_ samples: [Double]) -> Int {
        let n = samples.count
        let longest = max(1, n / 8)
        guard n > 2 else { return 1 }
        let mean = samples.reduce(0, +) / Double(n)
        let centred = samples.map { $0 - mean }
        let variance = centred.reduce(0) { $0 + $1 * $1 }
        guard variance > 0 else { return 1 }
        for lag in 1...longest {
            var sum = 0.0
            for i in 0..<(n - lag) { sum += centred[i] * centred[i + lag] }
            if sum / variance < threshold { return lag }
        }
        return longest
    }
}
