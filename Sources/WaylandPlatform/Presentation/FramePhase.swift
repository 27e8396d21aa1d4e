import Layers

/// The presented frames of one stretch of a run, from a moment the content announced
/// (`splash-dismissing`, `card-expanded`…) to the next: what `bench --on-compositor`
/// reports per phase, as the offscreen bench does, so an animation's intervals are not
/// mixed with another's, nor with the idle wait before it.
public struct FramePhase: Sendable, Equatable {
    /// The moment the phase starts at (`start` before the first one).
    public let name: String
    /// The number of the first frame committed in it.
    let firstFrame: Int
    /// Frames of the phase the compositor presented.
    public internal(set) var presented = 0
    /// Time between presentations of back-to-back frames, both in this phase.
    var intervals = DurationHistogram()

    init(name: String, firstFrame: Int) {
        self.name = name
        self.firstFrame = firstFrame
    }

    /// `phase NAME: presented N, interval p50 X ms, p99 Y ms, intervals N`.
    public var line: String {
        "phase \(name): presented \(presented), interval p50 \(StatisticsFormat.milliseconds(intervals.percentile(0.5))), "
            + "p99 \(StatisticsFormat.milliseconds(intervals.percentile(0.99))), intervals \(intervals.count)"
    }
}
