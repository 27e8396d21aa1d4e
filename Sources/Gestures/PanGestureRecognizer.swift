import Layers

/// Recognizes a drag, as `UIPanGestureRecognizer`: once the touches have moved
/// ``minimumDistance`` points it begins, reports `changed` with every move and ends
/// when they lift, with the ``translation(in:)`` from where they went down and the
/// ``velocity(in:)`` of the last ~100 ms.
///
/// A ``direction`` gate makes the pan fail unless it starts along its axis, which is
/// how a vertical pan on a card and a horizontal scroll of the feed share the touches
/// (the CityGuide UIViewPropertyAnimator tutorial's `gestureRecognizerShouldBegin`: |vy| > |vx|).
@MainActor
public final class PanGestureRecognizer: GestureRecognizer {
    /// Which way a pan must start to be recognized.
    public enum Direction: Equatable, Sendable {
        /// Any direction.
        case any
        /// Only when it starts more horizontally than vertically (|vx| > |vy|).
        case horizontal
        /// Only when it starts more vertically than horizontally (|vy| > |vx|).
        case vertical
    }

    /// How far the touches move, in points, before the pan begins.
    public var minimumDistance = 10.0
    /// Which way the pan must start; `.any` by default.
    public var direction = Direction.any

    private var origin: Point?
    private var tracker = VelocityTracker()
    /// When the touches last changed (their latest timestamp), for velocity.
    private var lastTime: MediaTime = 0

    /// A pan recognizer that runs `action` on every state change.
    public convenience init(direction: Direction = .any, action: @escaping (PanGestureRecognizer) -> Void) {
        self.init()
        self.direction = direction
        addTarget { [unowned self] _ in action(self) }
    }

    /// How far the touches moved since they went down, in `layer`'s coordinates
    /// (`nil`: the window's).
    public func translation(in layer: Layer?) -> Point {
        guard let origin else { return .zero }
        return vector(centroid - origin, in: layer)
    }

    /// Makes the current translation read `translation` (UIKit's `setTranslation(_:in:)`),
    /// for callers that consume the movement as they go.
    public func setTranslation(_ translation: Point, in layer: Layer?) {
        let inWindow = layer.map { vector(translation, from: $0) } ?? translation
        origin = centroid - inWindow
    }

    /// When the touches last changed: the time of the latest sample, for whoever acts on
    /// the pan at the moment it happened (a scroll view's release).
    public var timestamp: MediaTime { lastTime }

    /// Points per second over the last ~100 ms, in `layer`'s coordinates.
    public func velocity(in layer: Layer?) -> Point {
        vector(tracker.velocity(at: lastTime), in: layer)
    }

    /// Starts the translation where the touches went down; another finger landing does not move it.
    public override func touchesBegan(_ touches: [TouchPoint], at time: MediaTime) {
        lastTime = Self.latestTimestamp(of: touches, or: time)
        if let origin {
            // Another finger moved the centroid: keep the translation where it was.
            let shift = centroid - lastReported
            self.origin = origin + shift
            tracker.shift(by: shift)
        } else {
            origin = centroid
        }
        lastReported = centroid
        tracker.add(centroid, at: lastTime)
    }

    private var lastReported = Point.zero

    /// Feeds every coalesced sample to the velocity, then begins or reports `changed`.
    public override func touchesMoved(_ touches: [TouchPoint], at time: MediaTime) {
        lastTime = Self.latestTimestamp(of: touches, or: time)
        lastReported = centroid
        addSamples(of: touches)
        switch state {
        case .possible:
            guard let origin, centroid.distance(to: origin) >= minimumDistance else { return }
            guard passesDirectionGate(displacement: centroid - origin, at: lastTime) else {
                fail()
                return
            }
            state = .began
            // Report the movement that made it begin too, so the content follows the finger.
            if state == .began { state = .changed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan when the last touch lifts; a finger lifting earlier does not move the translation.
    public override func touchesEnded(_ touches: [TouchPoint], at time: MediaTime) {
        lastTime = Self.latestTimestamp(of: touches, or: time)
        tracker.add(centroid, at: lastTime)
        guard touches.count >= numberOfTouches else {
            // A finger lifted, others remain: the centroid jumps, the translation must not.
            let remaining = self.touches.values.filter { t in !touches.contains { $0.id == t.id } }
            if !remaining.isEmpty {
                let next = remaining.reduce(Point.zero) { $0 + $1.location } * (1 / Double(remaining.count))
                origin = origin.map { $0 + (next - centroid) }
                tracker.shift(by: next - centroid)
                lastReported = next
            }
            return
        }
        if state.isActive { state = .ended }
    }

    /// Gives the tracker the centroid at every coalesced sample of the moved touches: where
    /// it was when one touch was there and the others where they are now.
    /// Their samples are gathered in `samples`, kept between moves, so a drag allocates
    /// nothing per move.
    private func addSamples(of moved: [TouchPoint]) {
        let share = 1 / Double(max(numberOfTouches, 1))
        let centroid = centroid
        samples.removeAll(keepingCapacity: true)
        for touch in moved {
            touch.forEachCoalesced { samples.append((time: $0.timestamp, location: centroid + ($0.location - touch.location) * share)) }
        }
        // Insertion sort, stable as `sorted` is: a few samples, nearly in order, and no buffer.
        for i in samples.indices.dropFirst() {
            var j = i
            while j > 0, samples[j].time < samples[j - 1].time {
                samples.swapAt(j, j - 1)
                j -= 1
            }
        }
        for sample in samples { tracker.add(sample.location, at: sample.time) }
    }

    private var samples: [(time: MediaTime, location: Point)] = []

    /// The CityGuide tutorial's rule: the velocity's dominant axis decides; with no measurable velocity
    /// (all samples at one instant), the displacement does.
    private func passesDirectionGate(displacement: Point, at time: MediaTime) -> Bool {
        var v = tracker.velocity(at: time)
        if v == .zero { v = displacement }
        switch direction {
        case .any: return true
        case .horizontal: return abs(v.x) > abs(v.y)
        case .vertical: return abs(v.y) > abs(v.x)
        }
    }

    /// When the latest of `touches` changed: velocities are measured between the moments
    /// touches moved, not the moments their events were handled.
    private static func latestTimestamp(of touches: [TouchPoint], or time: MediaTime) -> MediaTime {
        guard var latest = touches.first?.timestamp else { return time }
        for touch in touches.dropFirst() { latest = max(latest, touch.timestamp) }
        return latest
    }

    /// A window-space vector in `layer`'s coordinates.
    private func vector(_ v: Point, in layer: Layer?) -> Point {
        guard let layer else { return v }
        return layer.convert(v, from: nil) - layer.convert(.zero, from: nil)
    }

    /// A vector in `layer`'s coordinates in window space.
    private func vector(_ v: Point, from layer: Layer) -> Point {
        layer.convert(v, to: nil) - layer.convert(.zero, to: nil)
    }

    /// Forgets the translation and the velocity samples.
    public override func reset() {
        super.reset()
        origin = nil
        tracker.reset()
    }
}
