/// Where a gesture recognizer is in its life, as `UIGestureRecognizer.State`.
///
/// Discrete gestures (a tap) go `possible → recognized` or `possible → failed`;
/// continuous ones (a pan, a long press) go `possible → began → changed… → ended`, or end
/// in `cancelled` when the system takes the touches away. Every recognizer returns to
/// `possible` when the touch sequence is over.
public enum GestureRecognizerState: Equatable, Sendable, CustomStringConvertible {
    /// Watching touches, not decided yet.
    case possible
    /// A continuous gesture was recognized; its action runs.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture finished (for discrete gestures: it was recognized).
    case ended
    /// The touches were taken away mid-gesture.
    case cancelled
    /// The touches turned out not to be this gesture.
    case failed

    /// UIKit's name for a discrete gesture's end: the same state as ``ended``.
    public static var recognized: GestureRecognizerState { .ended }

    /// True for the states that end a gesture: nothing changes until the sequence is over.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True while a continuous gesture is under way.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether a recognizer may go from this state to `next`. Going back to ``possible``
    /// is the reset at the end of a sequence and always allowed.
    public func canMove(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (_, .possible): true
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
