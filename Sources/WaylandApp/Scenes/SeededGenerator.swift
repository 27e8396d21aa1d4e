/// A small reproducible random number generator (SplitMix64): the same seed gives the
/// same choices on every machine and every run, which `--seed` promises.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An index in `0..<count` (count > 0), computed here rather than by the standard
    /// library so the choice never changes with a Swift release.
    mutating func index(below count: Int) -> Int {
        precondition(count > 0, "SeededGenerator.index(below:) needs a positive count")
        return Int(next() % UInt64(count))
    }
}
