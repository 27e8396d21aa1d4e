/// The ratio of a percentile of two samples (new ÷ old) with a bootstrap 95 % interval:
/// both samples are resampled with replacement, the ratio computed each time, and the
/// 2.5th and 97.5th percentiles of those ratios bound it. An interval wholly below 1
/// means faster, wholly above 1 slower; one that holds 1 cannot tell on this data.
///
/// The resampling is a circular block bootstrap: each sample is rebuilt from runs of
/// consecutive frames (starting anywhere, wrapping from the last frame to the first),
/// each run ``BlockLength`` long for that sample, because consecutive frame times are
/// correlated and single-frame resampling would make the interval too narrow.
struct BootstrapRatio: Codable, Equatable {
    var ratio: Double
    var low: Double
    var high: Double
    /// The block lengths the new and the old sample were resampled in (frames).
    var newBlock: Int
    var oldBlock: Int

    /// Resamples this many times: enough for the interval's ends to settle to about 1 %.
    static let resamples = 1000

    /// The `fraction` percentile (0…1) of `new` over that of `old`; nil when either is
    /// empty or the old percentile is 0. A fixed seed gives the same interval on every run.
    init?(new: [Double], old: [Double], percentile fraction: Double, seed: UInt64 = 29) {
        guard let n = Self.percentile(fraction, of: new.sorted()), let o = Self.percentile(fraction, of: old.sorted()),
              o > 0 else { return nil }
        ratio = n / o
        newBlock = BlockLength.of(new)
        oldBlock = BlockLength.of(old)
        var generator = SeededGenerator(seed: seed)
        var ratios: [Double] = []
        ratios.reserveCapacity(Self.resamples)
        var a = [Double](repeating: 0, count: new.count), b = [Double](repeating: 0, count: old.count)
        for _ in 0..<Self.resamples {
            Self.resample(new, into: &a, block: newBlock, using: &generator)
            Self.resample(old, into: &b, block: oldBlock, using: &generator)
            a.sort(); b.sort()
            if let pa = Self.percentile(fraction, of: a), let pb = Self.percentile(fraction, of: b), pb > 0 {
                ratios.append(pa / pb)
            }
        }
        ratios.sort()
        low = Self.percentile(0.025, of: ratios) ?? ratio
        high = Self.percentile(0.975, of: ratios) ?? ratio
    }

    /// What the interval says: "faster", "slower" or "no clear change".
    var verdict: String { high < 1 ? "faster" : low > 1 ? "slower" : "no clear change" }

    /// Fills `output` (as long as `sample`) with blocks of `block` consecutive values of
    /// `sample`, each starting at a random frame and wrapping around its end.
    private static func resample(_ sample: [Double], into output: inout [Double], block: Int,
                                 using generator: inout SeededGenerator) {
        let count = sample.count
        var filled = 0
        while filled < count {
            let start = generator.index(below: count)
            for k in 0..<min(block, count - filled) {
                output[filled + k] = sample[(start + k) % count]
            }
            filled += min(block, count - filled)
        }
    }

    /// Nearest rank, of a sorted array.
    private static func percentile(_ fraction: Double, of sorted: [Double]) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
