import Gestures
import Layers

/// A window-sized root with a pan on it and its arena, recording the velocity the pan
/// releases at.
final class PanReleaseProbe {
    let root: Layer
    let arena: GestureArena
    private(set) var released: Point?

    init(width: Double = 400, height: Double = 300) {
        root = Layer(frame: Rect(0, 0, width, height))
        arena = GestureArena(root: root)
        let pan = PanGestureRecognizer { [unowned self] in if $0.state == .ended { released = $0.velocity(in: nil) } }
        root.addGestureRecognizer(pan)
    }
}
