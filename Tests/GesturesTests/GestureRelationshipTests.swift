import Layers
import Testing
@testable import Gestures

/// How recognizers on one tree decide between them: `require(toFail:)` and the delegate,
/// as UIKit's `UIGestureRecognizerDelegate`.
@Suite("Gesture relationships")
struct GestureRelationshipTests {
    typealias Tree = GestureTestTree

    /// Answers the delegate's questions from closures a test sets.
    final class Delegate: GestureRecognizerDelegate {
        var begins = true
        var shares = false
        var receives = true
        var waitsFor: GestureRecognizer?
        func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { begins }
        func gestureRecognizer(_ recognizer: GestureRecognizer,
                               shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { shares }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: TouchPoint) -> Bool { receives }
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            other === waitsFor
        }
    }

    @Test("a tap that requires a pan to fail recognizes only once the pan failed, and fails when the pan begins")
    func tapWaitsForPan() {
        let tree = Tree()
        var events: [String] = []
        let pan = PanGestureRecognizer { events.append("pan \($0.state)") }
        let tap = TapGestureRecognizer { _ in events.append("tap") }
        tap.require(toFail: pan)
        // The pan sits on the root, the tap on the card: both watch a press on the card.
        tree.root.addGestureRecognizer(pan)
        tree.card.addGestureRecognizer(tap)

        tree.press(150, 150); tree.step(152, 151)
        tree.release(152, 151)
        #expect(events == ["tap"], "the pan never began: it failed when the touches lifted, and the tap went on")

        events.removeAll()
        tree.press(150, 150); tree.step(150, 170)
        #expect(events == ["pan began", "pan changed"])
        #expect(tap.state == .failed, "the pan recognized: the tap that waited for it fails")
        tree.release(150, 170)
        #expect(events == ["pan began", "pan changed", "pan ended"])
    }

    @Test("a long press that requires a tap to fail begins only after the tap failed by moving")
    func deferredBegin() {
        let tree = Tree()
        var began: [MediaTime] = []
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.5) { [unowned tree] in if $0.state == .began { began.append(tree.time) } }
        press.allowableMovement = 100
        let tap = TapGestureRecognizer { _ in Issue.record("no tap: the touch moved") }
        press.require(toFail: tap)
        tree.card.addGestureRecognizer(press)
        tree.card.addGestureRecognizer(tap)

        tree.press(150, 150)
        tree.time = 0.6
        tree.arena.update(at: 0.6)
        #expect(began.isEmpty && press.state == .possible, "held back while the tap may still recognize")
        tree.step(170, 150)
        #expect(tap.state == .failed)
        #expect(press.state == .began, "began as soon as the tap failed")
        #expect(began.count == 1)
        tree.release(170, 150)
    }

    @Test("the delegate decides: shouldBegin, shouldReceive, shouldRecognizeSimultaneously, shouldRequireFailureOf")
    func delegateDecides() {
        let tree = Tree()
        var pans = 0, taps = 0
        let delegate = Delegate()
        let pan = PanGestureRecognizer { if $0.state == .began { pans += 1 } }
        let tap = TapGestureRecognizer { _ in taps += 1 }
        pan.delegate = delegate
        tree.card.addGestureRecognizer(pan)
        tree.card.addGestureRecognizer(tap)

        delegate.begins = false
        tree.press(150, 150); tree.step(150, 180)
        #expect(pan.state == .failed)
        tree.release(150, 180)
        #expect(pans == 0)

        delegate.begins = true
        delegate.receives = false
        tree.press(150, 150); tree.step(150, 180)
        #expect(pan.state == .possible, "left out of the sequence")
        tree.release(150, 180)
        #expect(pans == 0)

        // A tap and a pan recognize in one sequence only when allowed to share.
        delegate.receives = true
        tap.allowableMovement = 100
        tree.press(150, 150); tree.step(150, 180); tree.release(150, 180)
        #expect(pans == 1 && taps == 0, "the pan won; the tap failed")
        delegate.shares = true
        tree.press(150, 150); tree.step(150, 180); tree.release(150, 180)
        #expect(pans == 2 && taps == 1)

        // Asked per sequence: the pan waits for the tap, which recognizes, so the pan fails.
        delegate.shares = false
        delegate.waitsFor = tap
        tree.press(150, 150); tree.step(150, 180)
        #expect(pan.state == .possible, "waiting for the tap")
        tree.release(150, 180)
        #expect(pans == 2 && taps == 2)
    }

    @Test("translation and velocity in a scaled layer's coordinates; setTranslation consumes the movement")
    func layerCoordinates() {
        let tree = Tree()
        Transaction.withoutActions { tree.card.transform = AffineTransform(scale: 2) }
        var translations: [Point] = []
        var velocity = Point.zero
        let pan = PanGestureRecognizer { [unowned tree] pan in
            translations.append(pan.translation(in: tree.card))
            velocity = pan.velocity(in: tree.card)
        }
        tree.card.addGestureRecognizer(pan)
        tree.press(200, 150)
        tree.step(200, 170); tree.step(200, 190)
        #expect(translations.last == Point(0, 20), "40 window points are 20 of the card's, scaled twice")
        #expect(abs(velocity.y - 1000) < 1e-6, "2000 window points per second: \(velocity)")
        pan.setTranslation(.zero, in: tree.card)
        tree.step(200, 200)
        #expect(translations.last == Point(0, 5))
        pan.setTranslation(Point(0, 1), in: tree.card)
        #expect(pan.translation(in: tree.card) == Point(0, 1))
        #expect(pan.translation(in: nil) == Point(0, 2))
        tree.release(200, 200)
    }

    @Test("removing a recognizer from its layer mid-gesture cancels it; gestureRecognizers lists what is attached")
    func removingCancels() {
        let tree = Tree()
        var states: [GestureRecognizerState] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        tree.card.addGestureRecognizer(pan)
        #expect(tree.card.gestureRecognizers.count == 1 && pan.layer === tree.card)
        tree.press(150, 150); tree.step(150, 180)
        tree.card.removeGestureRecognizer(pan)
        #expect(states == [.began, .changed, .cancelled])
        #expect(tree.card.gestureRecognizers.isEmpty && pan.layer == nil)
        tree.step(150, 200); tree.release(150, 200)
        #expect(states.count == 3, "a detached recognizer hears nothing more")
    }
}
