import Layers

/// Where the circle's drag is: the animator deep-dive keeps `circleCenter` across the pan's states.
enum CircleDrag: Equatable {
    /// Nobody holds the circle; a spring may still be bringing it home.
    case idle
    /// Held: the centre it had when the pan began, which the translation is added to.
    case dragging(from: Point)
}
