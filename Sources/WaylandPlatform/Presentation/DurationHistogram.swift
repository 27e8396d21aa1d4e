import Glibc
import Layers

/// Durations, counted in logarithmic bins 1 % wide from 1 µs to
/// 100 s: percentiles to within half a percent in a fixed 7 KB, however long the app
/// runs. Frame statistics must not grow with the run: a soak of hours would
/// otherwise show its own bookkeeping as a leak.
struct DurationHistogram: Equatable {
    /// The smallest duration told apart, in milliseconds (the bins' unit).
    static let smallest = 0.001
    static let ratio = 1.01
    private static let logRatio = log(ratio)
    static let binCount = Int((log(100_000 / smallest) / logRatio).rounded(.up)) + 1

    private var bins: [UInt32]
    private(set) var count = 0
    private(set) var maximum: TimeSpan?

    init() { bins = Array(repeating: 0, count: Self.binCount) }

    mutating func record(_ duration: TimeSpan) {
        guard duration.seconds.isFinite, duration >= .zero else { return }
        bins[Self.bin(of: duration.milliseconds)] &+= 1
        count += 1
        maximum = max(maximum ?? duration, duration)
    }

    /// The `fraction` percentile (0…1), nearest rank, as the middle of its bin (the
    /// exact maximum for the top rank); nil when empty.
    func percentile(_ fraction: Double) -> TimeSpan? {
        guard count > 0 else { return nil }
        let rank = min(max(Int((fraction * Double(count)).rounded(.up)), 1), count)
        if rank == count { return maximum }
        var seen = 0
        for (index, binned) in bins.enumerated() {
            seen += Int(binned)
            if seen >= rank { return .milliseconds(Self.smallest * exp((Double(index) + 0.5) * Self.logRatio)) }
        }
        return maximum
    }

    private static func bin(of milliseconds: Double) -> Int {
        guard milliseconds > smallest else { return 0 }
        return min(Int(log(milliseconds / smallest) / logRatio), binCount - 1)
    }
}
