import Layers

/// Estimates how fast a touch moves from its recent samples.
///
/// Only the last ``window`` seconds count, so a finger that stops before it lifts
/// releases with no velocity, and one that flicks releases with the flick's speed, not
/// the average of the whole drag.
struct VelocityTracker {
    /// How far back samples count, in seconds (UIKit uses about 100 ms as well).
    static let window = 0.1

    private var samples: [(time: Double, location: Point)] = []

    /// Records where the touch is at `time`; older samples than the window drop out.
    mutating func add(_ location: Point, at time: Double) {
        samples.append((time, location))
        samples.removeAll { $0.time < time - Self.window }
    }

    /// Moves every sample by `offset`, so a change of reference point (another finger
    /// landing) does not read as motion.
    mutating func shift(by offset: Point) {
        samples = samples.map { ($0.time, $0.location + offset) }
    }

    /// Points per second over the samples of the window ending at `time`; zero with
    /// fewer than two samples or none apart in time.
    func velocity(at time: Double) -> Point {
        let recent = samples.filter { $0.time >= time - Self.window - 1e-9 }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else { return .zero }
        return (last.location - first.location) * (1 / (last.time - first.time))
    }

    mutating func reset() { samples.removeAll() }
}
