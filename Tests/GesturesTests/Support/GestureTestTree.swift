import Gestures
import Layers

/// A 400×300 window with a 200×100 card at (100, 100), and its arena, driven by the
/// pointer at a time the test sets.
final class GestureTestTree {
    let root = Layer(frame: Rect(0, 0, 400, 300))
    let card = Layer(frame: Rect(100, 100, 200, 100))
    let arena: GestureArena
    var time: MediaTime = 0

    init() {
        card.backgroundColor = .white
        root.addSublayer(card)
        arena = GestureArena(root: root)
    }

    func press(_ x: Double, _ y: Double) { arena.handle(.pointerButton(pressed: true, at: Point(x, y)), at: time) }
    func move(_ x: Double, _ y: Double) { arena.handle(.pointerMoved(to: Point(x, y)), at: time) }
    func release(_ x: Double, _ y: Double) { arena.handle(.pointerButton(pressed: false, at: Point(x, y)), at: time) }

    /// 10 ms later, a move to (x, y).
    func step(_ x: Double, _ y: Double) {
        time += .seconds(0.01)
        move(x, y)
    }

    /// Moves from `from` by `delta` in `steps` 60 Hz steps.
    func drag(from: Point, by delta: Point, steps: Int) {
        for i in 1...steps {
            time += .seconds(1.0 / 60)
            let f = Double(i) / Double(steps)
            move(from.x + delta.x * f, from.y + delta.y * f)
        }
    }
}
