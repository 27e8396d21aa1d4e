/// Keeps back pointer motion until the window is about to draw, so the content hears
/// only the last position of each frame (as UIKit coalesces touches): a flood of
/// motion events (a 1000 Hz mouse, a stuck device, 10,000 events in a second) costs
/// one hit test and one gesture update per frame instead of one per event, and the
/// next frame still shows where the pointer is now.
///
/// Motion is held only while nothing else happens: any other event first lets the
/// held motion through, so a press or a release always finds the pointer where it
/// was, and order is kept.
struct MotionCoalescer {
    private var pending: InputEvent?
    /// The compositor's timestamp of the held motion (milliseconds): it is delivered
    /// late, but keeps the time it happened.
    private var pendingTime: UInt32?
    /// A pointer frame followed the held motion (delivered after it).
    private var pendingFrame = false
    /// Motion events taken in.
    private(set) var received = 0
    /// Motion events absorbed by a later one (never delivered).
    private(set) var coalesced = 0

    /// Takes `event` if it can wait: motion, or the frame that closes held motion.
    /// Returns false when the caller must deliver it now, after ``flush()``.
    mutating func hold(_ event: InputEvent, time: UInt32? = nil) -> Bool {
        switch event {
        case .pointerMotion:
            received += 1
            if pending != nil { coalesced += 1 }
            pending = event
            pendingTime = time
            return true
        case .pointerFrame where pending != nil:
            pendingFrame = true
            return true
        default:
            return false
        }
    }

    /// The held events, in order (motion, then its frame), ready to deliver, with the
    /// motion's timestamp.
    mutating func flush() -> (motion: InputEvent, time: UInt32?, frame: InputEvent?)? {
        guard let motion = pending else { return nil }
        let frame: InputEvent? = pendingFrame ? .pointerFrame : nil
        let time = pendingTime
        pending = nil
        pendingTime = nil
        pendingFrame = false
        return (motion, time, frame)
    }
}
