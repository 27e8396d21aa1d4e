import Layers

/// One finger (or the pointer with its left button held) over the window, as `UITouch`.
///
/// Locations are in window points, the root layer's coordinates; a recognizer converts
/// them into a layer's space with ``GestureRecognizer/location(in:)``.
struct TouchPoint: Equatable {
    /// The id the pointer's touch uses; real touches use the compositor's ids (≥ 0).
    static let pointerID: Int32 = -1

    enum Phase: Equatable {
        case began, moved, ended, cancelled
    }

    let id: Int32
    var location: Point
    var phase: Phase
    /// When the touch changed, in seconds on the media clock: the compositor's time of the
    /// event, which can be earlier than the moment it is handled (``GestureArena``).
    var timestamp: Double
}
