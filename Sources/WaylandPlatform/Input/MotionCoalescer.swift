/// Keeps back pointer motion until the window is about to draw, so the content hears
/// it once per frame (as UIKit coalesces touches): a flood of motion events (a 1000 Hz
/// mouse, a stuck device, 10,000 events in a second) costs one hit test and one gesture
/// update per frame instead of one per event, and the next frame still shows where the
/// pointer is now.
///
/// Coalesced for drawing, not for velocity: every held position is kept with its
/// timestamp (up to ``sampleLimit``, the latest ones), and delivered with the last
/// motion as its samples.
///
/// Motion is held only while nothing else happens: any other event first lets the
/// held motion through, so a press or a release always finds the pointer where it
/// was, and order is kept.
struct MotionCoalescer {
    /// One held position and the compositor's timestamp of it, if any.
    struct Sample: Equatable {
        var x: Double
        var y: Double
        var time: CompositorTime?
    }

    /// The most positions held for one delivery: 1 s of an 1000 Hz mouse, ten times the
    /// 100 ms a velocity looks back; older ones drop out, so a stuck loop cannot grow it.
    static let sampleLimit = 1000

    private var samples: [Sample] = []
    /// A pointer frame followed the held motion (delivered after it).
    private var pendingFrame = false
    /// Motion events taken in.
    private(set) var received = 0
    /// Motion events absorbed by a later one (delivered as samples, not as events).
    private(set) var coalesced = 0

    /// Takes `event` if it can wait: motion, or the frame that closes held motion.
    /// Returns false when the caller must deliver it now, after ``flush()``.
    mutating func hold(_ event: InputEvent, time: CompositorTime? = nil) -> Bool {
        switch event {
        case let .pointerMotion(x, y):
            received += 1
            if !samples.isEmpty { coalesced += 1 }
            if samples.count == Self.sampleLimit { samples.removeFirst() }
            samples.append(Sample(x: x, y: y, time: time))
            return true
        case .pointerFrame where !samples.isEmpty:
            pendingFrame = true
            return true
        default:
            return false
        }
    }

    /// The held events, in order (the last motion, then its frame), ready to deliver,
    /// with the last motion's timestamp and every held position, oldest first.
    mutating func flush() -> (motion: InputEvent, time: CompositorTime?, frame: InputEvent?, samples: [Sample])? {
        guard let last = samples.last else { return nil }
        let frame: InputEvent? = pendingFrame ? .pointerFrame : nil
        let held = samples
        samples.removeAll(keepingCapacity: true)
        pendingFrame = false
        return (.pointerMotion(x: last.x, y: last.y), last.time, frame, held)
    }
}
