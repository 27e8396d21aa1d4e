/// The latest samples of one figure (how long a frame took to draw, or the time between
/// two presentations), oldest first, in storage reserved once: recording allocates nothing.
public struct FrameTimeHistory: Sendable {
    /// How many samples it keeps; older ones drop out.
    public let capacity: Int
    private var ring: [TimeSpan]
    private var start = 0
    /// How many samples it holds (at most ``capacity``).
    public private(set) var count = 0

    /// Keeps the last `capacity` samples (at least 1).
    public init(capacity: Int) {
        self.capacity = max(1, capacity)
        ring = Array(repeating: .zero, count: self.capacity)
    }

    /// Adds a sample; the oldest drops out once full. Non-finite or negative ones are ignored.
    public mutating func record(_ span: TimeSpan) {
        guard span.seconds.isFinite, span >= .zero else { return }
        if count < capacity {
            ring[(start + count) % capacity] = span
            count += 1
        } else {
            ring[start] = span
            start = (start + 1) % capacity
        }
    }

    /// Sample `index`, 0 the oldest kept.
    public subscript(index: Int) -> TimeSpan {
        precondition(index >= 0 && index < count, "FrameTimeHistory index \(index) outside 0..<\(count)")
        return ring[(start + index) % capacity]
    }

    /// The newest sample, if any.
    public var last: TimeSpan? { count == 0 ? nil : self[count - 1] }

    /// The largest sample kept, 0 when empty.
    public var maximum: TimeSpan { (0..<count).reduce(.zero) { Swift.max($0, self[$1]) } }

    /// The sample at `fraction` (0.5: the median) of the kept ones, by nearest rank, or
    /// nil when empty.
    public func percentile(_ fraction: Double) -> TimeSpan? {
        var scratch: [TimeSpan] = []
        return percentile(fraction, sortingIn: &scratch)
    }

    /// ``percentile(_:)`` sorting the samples in `scratch`, which keeps its storage from
    /// call to call: no allocation once it has grown to ``capacity``.
    public func percentile(_ fraction: Double, sortingIn scratch: inout [TimeSpan]) -> TimeSpan? {
        guard count > 0 else { return nil }
        scratch.removeAll(keepingCapacity: true)
        for i in 0..<count { scratch.append(self[i]) }
        scratch.sortWithoutAllocating(by: <)
        let rank = Int((fraction * Double(count)).rounded(.up)) - 1
        return scratch[Swift.min(Swift.max(rank, 0), count - 1)]
    }
}
