import Layers

/// Estimates how fast a touch moves from its recent samples.
///
/// Only the last ``window`` seconds count, so a finger that stops before it lifts
/// releases with no velocity, and one that flicks releases with the flick's speed, not
/// the average of the whole drag. It is meant to get every sample the device reported
/// (``TouchPoint/coalesced``), not only the one the frame showed.
public struct VelocityTracker: Sendable {
    /// How far back samples count (UIKit uses about 100 ms as well).
    public static let window: TimeSpan = .seconds(0.1)

    private var samples: [TouchSample] = []

    /// A tracker with no samples.
    public init() {}

    /// Records where the touch is at `time`; older samples than the window drop out.
    public mutating func add(_ location: Point, at time: MediaTime) {
        samples.append(TouchSample(timestamp: time, location: location))
        samples.removeAll { $0.timestamp < time - Self.window }
    }

    /// Moves every sample by `offset`, so a change of reference point (another finger
    /// landing) does not read as motion.
    public mutating func shift(by offset: Point) {
        samples = samples.map { TouchSample(timestamp: $0.timestamp, location: $0.location + offset) }
    }

    /// Points per second over the samples of the window ending at `time`; zero with
    /// fewer than two samples or none apart in time.
    public func velocity(at time: MediaTime) -> Point {
        let recent = samples.filter { $0.timestamp >= time - Self.window - Self.slack }
        guard let first = recent.first, let last = recent.last, last.timestamp - first.timestamp > Self.apart else {
            return .zero
        }
        return (last.location - first.location) * (1 / (last.timestamp - first.timestamp).seconds)
    }

    /// Rounding slack at the window's far end: a sample exactly ``window`` old counts.
    private static let slack: TimeSpan = .seconds(1e-9)
    /// Samples closer together than this are one instant: no velocity from them.
    private static let apart: TimeSpan = .seconds(1e-6)

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll() }
}
