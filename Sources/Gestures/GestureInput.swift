import Layers

/// The pointer and touch input a ``GestureArena`` turns into touches, in window points.
///
/// A platform maps its own events onto these (WaylandPlatform does so for its
/// `InputEvent`); keys, scrolling and the rest are not gestures and never get here.
public enum GestureInput: Equatable, Sendable {
    /// The pointer moved to a point.
    case pointerMoved(to: Point)
    /// The pointer's primary (left) button went down or up at a point.
    case pointerButton(pressed: Bool, at: Point)
    /// The pointer left the window.
    case pointerLeft
    /// Finger `id` touched a point.
    case touchDown(id: Int32, at: Point)
    /// Finger `id` moved to a point.
    case touchMoved(id: Int32, to: Point)
    /// Finger `id` lifted.
    case touchUp(id: Int32)
    /// The system took every touch away (the compositor started a gesture of its own).
    case touchesCancelled
}
