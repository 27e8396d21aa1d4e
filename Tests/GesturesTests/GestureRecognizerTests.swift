import Layers
import Testing
@testable import Gestures
import AnimationCheck

/// Gesture recognizers fed synthetic pointer and touch streams through a ``GestureArena``.
@Suite("Gesture recognizers", .noAnimationLeftRunning)
struct GestureRecognizerTests {
    typealias Tree = GestureTestTree

    @Test("a press and release in place is a tap; moving 15 points is not")
    func tap() {
        let tree = Tree()
        var taps: [Point] = []
        let tap = TapGestureRecognizer { [unowned tree] in taps.append($0.location(in: tree.card)) }
        tree.card.addGestureRecognizer(tap)

        tree.press(150, 120); tree.time += .seconds(0.1); tree.move(153, 122); tree.release(153, 122)
        #expect(taps == [Point(53, 22)])
        #expect(tap.state == .possible, "reset after the sequence")

        tree.press(150, 120); tree.drag(from: Point(150, 120), by: Point(15, 0), steps: 3); tree.release(165, 120)
        #expect(taps.count == 1)

        // Outside the card: nothing.
        tree.press(20, 20); tree.release(20, 20)
        #expect(taps.count == 1)
    }

    @Test("a pan begins after 10 points, translates from the press and reports the velocity of the last 100 ms")
    func panTranslationAndVelocity() {
        let tree = Tree()
        var log: [(GestureRecognizerState, Point, Point)] = []
        let pan = PanGestureRecognizer { log.append(($0.state, $0.translation(in: nil), $0.velocity(in: nil))) }
        tree.card.addGestureRecognizer(pan)

        tree.press(150, 150)
        tree.time += .seconds(1.0 / 60); tree.move(150, 145)
        #expect(log.isEmpty, "5 points is below the threshold")
        // 10 points per 60 Hz frame: 600 points per second, straight up.
        tree.drag(from: Point(150, 145), by: Point(0, -60), steps: 6)
        #expect(log.first?.0 == .began)
        #expect(log.last?.0 == .changed)
        #expect(log.last?.1 == Point(0, -65))
        let v = log.last!.2
        #expect(abs(v.x) < 1e-9 && abs(v.y + 600) < 1e-6, "velocity \(v)")

        // Resting 150 ms before lifting: the release carries no velocity.
        tree.time += .seconds(0.15)
        tree.release(150, 85)
        #expect(log.last?.0 == .ended)
        #expect(log.last?.1 == Point(0, -65))
        #expect(log.last?.2 == .zero)
    }

    @Test("a flick releases with its speed, not the average of the drag")
    func flickVelocity() {
        let tree = Tree()
        var released = Point.zero
        let pan = PanGestureRecognizer { if $0.state == .ended { released = $0.velocity(in: nil) } }
        tree.card.addGestureRecognizer(pan)
        tree.press(120, 150)
        tree.drag(from: Point(120, 150), by: Point(30, 0), steps: 30)       // 60 pt/s for half a second
        tree.drag(from: Point(150, 150), by: Point(120, 0), steps: 6)       // then 1200 pt/s
        tree.release(270, 150)
        #expect(abs(released.x - 1200) < 1e-6, "\(released)")
    }

    @Test("direction gate: a vertical pan on the card and a horizontal pan on its superlayer share the touches")
    func directionGate() {
        let tree = Tree()
        var vertical: [GestureRecognizerState] = [], horizontal: [GestureRecognizerState] = []
        let cardPan = PanGestureRecognizer(direction: .vertical) { vertical.append($0.state) }
        let feedPan = PanGestureRecognizer(direction: .horizontal) { horizontal.append($0.state) }
        tree.card.addGestureRecognizer(cardPan)
        tree.root.addGestureRecognizer(feedPan)

        // Mostly sideways: the card's pan fails, the feed's begins.
        tree.press(200, 150)
        tree.drag(from: Point(200, 150), by: Point(-40, 12), steps: 4)
        #expect(cardPan.state == .failed)
        #expect(feedPan.state == .changed)
        tree.release(160, 162)
        #expect(vertical.isEmpty)
        #expect(horizontal.first == .began && horizontal.last == .ended)

        // Mostly up: the card's pan wins and the feed's fails.
        horizontal.removeAll()
        tree.press(200, 150)
        tree.drag(from: Point(200, 150), by: Point(8, -40), steps: 4)
        #expect(cardPan.state == .changed)
        #expect(feedPan.state == .failed)
        tree.release(208, 110)
        #expect(vertical.first == .began && vertical.last == .ended)
        #expect(horizontal.isEmpty)
    }

    @Test("the direction gate also decides from the displacement when all samples share an instant")
    func directionGateWithoutTime() {
        let tree = Tree()
        let pan = PanGestureRecognizer(direction: .vertical) { _ in }
        tree.card.addGestureRecognizer(pan)
        tree.press(200, 150)
        tree.move(230, 140)
        #expect(pan.state == .failed)
        tree.release(230, 140)
        tree.press(200, 150)
        tree.move(205, 120)
        #expect(pan.state == .changed)
    }

    @Test("a touch cancel cancels a pan under way and fails an undecided tap")
    func cancel() {
        let tree = Tree()
        var panStates: [GestureRecognizerState] = []
        var tapped = false
        let pan = PanGestureRecognizer { panStates.append($0.state) }
        let tap = TapGestureRecognizer { _ in tapped = true }
        tap.shouldRecognizeSimultaneously = { _, _ in true }
        tree.card.addGestureRecognizer(pan)
        tree.card.addGestureRecognizer(tap)
        tree.arena.handle(.touchDown(id: 3, at: Point(150, 150)), at: 0)
        tree.arena.handle(.touchMoved(id: 3, to: Point(150, 130)), at: 0.016)
        #expect(pan.state == .changed)
        tree.arena.handle(.touchesCancelled, at: 0.03)
        #expect(panStates == [.began, .changed, .cancelled])
        #expect(!tapped)
        #expect(!tree.arena.isTracking)
        #expect(pan.state == .possible && tap.state == .possible)
    }

    @Test("disabling a recognizer mid-gesture cancels it")
    func disableCancels() {
        let tree = Tree()
        var states: [GestureRecognizerState] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        tree.card.addGestureRecognizer(pan)
        tree.press(150, 150)
        tree.drag(from: Point(150, 150), by: Point(0, 30), steps: 3)
        pan.isEnabled = false
        tree.drag(from: Point(150, 180), by: Point(0, 30), steps: 3)
        tree.release(150, 210)
        #expect(states.first == .began)
        #expect(states.last == .cancelled)
    }

    @Test("touches drive recognizers like the pointer; a second finger does not make the translation jump")
    func touches() {
        let tree = Tree()
        var translations: [Point] = []
        let pan = PanGestureRecognizer { translations.append($0.translation(in: nil)) }
        tree.card.addGestureRecognizer(pan)
        tree.arena.handle(.touchDown(id: 0, at: Point(150, 150)), at: 0)
        tree.arena.handle(.touchMoved(id: 0, to: Point(150, 130)), at: 0.02)
        #expect(translations.last == Point(0, -20))
        tree.arena.handle(.touchDown(id: 1, at: Point(250, 130)), at: 0.03)
        tree.arena.handle(.touchMoved(id: 1, to: Point(250, 120)), at: 0.04)
        // The centroid moved 5 points up (one of two fingers moved 10).
        #expect(translations.last == Point(0, -25))
        tree.arena.handle(.touchUp(id: 1), at: 0.05)
        tree.arena.handle(.touchMoved(id: 0, to: Point(150, 125)), at: 0.06)
        #expect(translations.last == Point(0, -30))
        tree.arena.handle(.touchUp(id: 0), at: 0.07)
        #expect(pan.state == .possible)
    }

    @Test("a long press begins after its minimum duration, with progress on the way; moving or lifting early fails it")
    func longPress() {
        let tree = Tree()
        var states: [GestureRecognizerState] = []
        let press = LongPressGestureRecognizer(minimumPressDuration: 0.5) { states.append($0.state) }
        tree.card.addGestureRecognizer(press)

        tree.press(150, 150)
        #expect(tree.arena.wakeTime == 0.5)
        #expect(tree.arena.update(at: 0.25))
        #expect(abs(press.progress(at: 0.25) - 0.5) < 1e-12)
        #expect(states.isEmpty)
        #expect(!tree.arena.update(at: 0.5))
        #expect(states == [.began])
        #expect(tree.arena.wakeTime == nil)
        #expect(press.progress(at: 0.6) == 1)
        tree.time = 0.6; tree.move(170, 150)
        tree.release(170, 150)
        #expect(states == [.began, .changed, .ended])

        states.removeAll()
        tree.time = 1; tree.press(150, 150)
        tree.time = 1.1; tree.move(165, 150)
        #expect(press.state == .failed)
        _ = tree.arena.update(at: 2)
        tree.release(165, 150)
        #expect(states.isEmpty)

        tree.time = 3; tree.press(150, 150)
        tree.time = 3.3; tree.release(150, 150)
        _ = tree.arena.update(at: 4)
        #expect(states.isEmpty)
    }

    @Test("a tap and a long press on one layer: whichever recognizes first makes the other fail")
    func tapVersusLongPress() {
        let tree = Tree()
        var tapped = 0, pressed = 0
        tree.card.addGestureRecognizer(TapGestureRecognizer { _ in tapped += 1 })
        tree.card.addGestureRecognizer(LongPressGestureRecognizer { _ in pressed += 1 })
        tree.press(150, 150); tree.time = 0.2; tree.release(150, 150)
        #expect(tapped == 1 && pressed == 0)
        tree.time = 1; tree.press(150, 150)
        _ = tree.arena.update(at: 1.6)
        tree.time = 1.7; tree.release(150, 150)
        #expect(tapped == 1 && pressed == 2, "began and ended")
    }

    @Test("shouldBegin returning false makes a recognizer fail instead of beginning")
    func shouldBegin() {
        let tree = Tree()
        var began = false
        let pan = PanGestureRecognizer { _ in began = true }
        pan.shouldBegin = { _ in false }
        tree.card.addGestureRecognizer(pan)
        tree.press(150, 150); tree.drag(from: Point(150, 150), by: Point(0, 40), steps: 4)
        #expect(pan.state == .failed)
        #expect(!began)
    }

    @Test("illegal state transitions are ignored")
    func illegalTransitions() {
        #expect(GestureRecognizerState.possible.canMove(to: .began))
        #expect(!GestureRecognizerState.possible.canMove(to: .changed))
        #expect(!GestureRecognizerState.failed.canMove(to: .began))
        #expect(!GestureRecognizerState.ended.canMove(to: .changed))
        #expect(GestureRecognizerState.recognized == .ended)
        let pan = PanGestureRecognizer()
        pan.state = .changed
        #expect(pan.state == .possible)
    }
}
