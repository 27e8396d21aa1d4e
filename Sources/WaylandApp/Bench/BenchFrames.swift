/// What one benchmark run measured, frame by frame, and the figures `bench` draws from it.
struct BenchFrames {
    private(set) var milliseconds: [Double] = []
    private(set) var damagedPixels: [Int] = []
    /// Heap allocations in each frame, every thread counted.
    private(set) var allocations: [UInt64] = []
    /// True for a frame that took no input and showed no layer anew: only animations moved.
    private(set) var isSteady: [Bool] = []

    init(capacity: Int) {
        milliseconds.reserveCapacity(capacity)
        damagedPixels.reserveCapacity(capacity)
        allocations.reserveCapacity(capacity)
        isSteady.reserveCapacity(capacity)
    }

    mutating func append(milliseconds ms: Double, damagedPixels damaged: Int, allocations count: UInt64, isSteady steady: Bool) {
        milliseconds.append(ms)
        damagedPixels.append(damaged)
        allocations.append(count)
        isSteady.append(steady)
    }

    var count: Int { milliseconds.count }

    /// The frames whose allocations are reported: the second half, once caches are warm.
    static func warmFrames(of count: Int) -> Range<Int> { (count - max(1, count / 2))..<count }

    /// Allocations per frame over the warm frames.
    var allocationsPerWarmFrame: Double { Self.mean(Self.warmFrames(of: count).map { allocations[$0] }) }

    /// The allocations of the warm frames that are steady.
    var steadyAllocations: [UInt64] {
        Self.warmFrames(of: count).filter { isSteady[$0] }.map { allocations[$0] }
    }

    /// The warm steady frames that allocated.
    var steadyFramesThatAllocate: [Int] {
        Self.warmFrames(of: count).filter { isSteady[$0] && allocations[$0] > 0 }
    }

    var meanDamagedPixels: Double { damagedPixels.isEmpty ? 0 : Double(damagedPixels.reduce(0, +)) / Double(count) }

    static func mean(_ values: [UInt64]) -> Double {
        values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
    }
}
