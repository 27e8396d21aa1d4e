import Layers
import Testing
import Gestures

/// The code of the "Handling gestures" article, line for line (ArticleSnippetTests checks
/// that every snippet is here), run with the numbers the article states.
@Suite("Handling gestures article")
struct HandlingGesturesArticleTests {
    @Test("attach a pan, drive it, then a tap that waits for the pan")
    func article() {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        var released = Point.zero
        var taps = 0

        let card = Layer(frame: Rect(100, 100, 200, 120))
        root.addSublayer(card)
        var start = Point.zero
        let pan = PanGestureRecognizer { [unowned card, unowned root] pan in
            switch pan.state {
            case .began:
                start = card.position
            case .changed:
                let moved = pan.translation(in: root)
                Transaction.withoutActions { card.position = start + moved }
            case .ended:
                released = pan.velocity(in: root)
            default:
                break
            }
        }
        card.addGestureRecognizer(pan)

        let arena = GestureArena(root: root)
        arena.handle(.pointerButton(pressed: true, at: Point(200, 160)), at: 0)
        arena.handle(.pointerMoved(to: Point(230, 160)), at: 0.02)
        arena.handle(.pointerMoved(to: Point(260, 160)), at: 0.04)
        arena.handle(.pointerButton(pressed: false, at: Point(260, 160)), at: 0.04)

        #expect(card.position == Point(260, 160), "60 points to the right")
        #expect(abs(released.x - 1500) < 1e-9 && released.y == 0, "\(released)")

        let tap = TapGestureRecognizer { _ in taps += 1 }
        tap.require(toFail: pan)
        card.addGestureRecognizer(tap)

        arena.handle(.pointerButton(pressed: true, at: Point(260, 160)), at: 1)
        arena.handle(.pointerButton(pressed: false, at: Point(260, 160)), at: 1.1)
        #expect(taps == 1, "the pan failed, so the tap recognized")
        arena.handle(.pointerButton(pressed: true, at: Point(260, 160)), at: 2)
        arena.handle(.pointerMoved(to: Point(300, 160)), at: 2.02)
        arena.handle(.pointerButton(pressed: false, at: Point(300, 160)), at: 2.04)
        #expect(taps == 1, "a drag is not a tap")
        #expect(card.position == Point(300, 160))
    }
}
