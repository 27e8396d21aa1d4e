import Layers
import WaylandPlatform

/// Feeds pointer and touch input to the gesture recognizers of a layer tree, as UIKit's
/// window does with touches.
///
/// When a touch sequence starts (the first finger down, or the left button pressed),
/// the arena hit-tests the tree and collects the recognizers attached to the layer hit
/// and to each of its ancestors, deepest first. They all watch the sequence; the first
/// to begin (or, for a discrete gesture, to be recognized) wins and the others still
/// undecided fail, unless both allow sharing (``GestureRecognizer/shouldRecognizeSimultaneously``).
/// When the last touch lifts, every participant resets to `possible`.
///
/// The pointer counts as one touch (``TouchPoint/pointerID``) while its left button is held,
/// so a mouse and a touchscreen drive the same gestures.
final class GestureArena {
    /// The tree's root: its bounds are the window, in points.
    let root: Layer

    private var recognizers: [GestureRecognizer] = []
    /// The recognizers watching the current sequence, deepest layer first.
    private var participants: [GestureRecognizer] = []
    private var touches: [Int32: TouchPoint] = [:]
    private var pointer = Point.zero
    private var pointerDown = false

    init(root: Layer) { self.root = root }

    /// Attaches `recognizer` to `layer` (UIKit's `addGestureRecognizer`).
    func addGestureRecognizer(_ recognizer: GestureRecognizer, to layer: Layer) {
        removeGestureRecognizer(recognizer)
        recognizer.layer = layer
        recognizers.append(recognizer)
    }

    /// Detaches `recognizer`, cancelling it if it is under way.
    func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.cancel()
        recognizer.reset()
        recognizers.removeAll { $0 === recognizer }
        participants.removeAll { $0 === recognizer }
        recognizer.layer = nil
    }

    /// The recognizers attached to `layer`.
    func gestureRecognizers(of layer: Layer) -> [GestureRecognizer] {
        recognizers.filter { $0.layer === layer }
    }

    /// True while a touch sequence is under way.
    var isTracking: Bool { !touches.isEmpty }

    // MARK: Input

    /// Takes pointer and touch events handled at `time`; returns true when the event
    /// belonged to a touch sequence (the caller need not handle it), false for everything
    /// else (keys, scrolling, hovering). `eventTime`, when the event happened (`time` if
    /// not given), becomes the touch's timestamp, from which recognizers measure velocity.
    @discardableResult
    func handle(_ event: InputEvent, at time: Double, eventTime: Double? = nil) -> Bool {
        let stamp = eventTime ?? time
        switch event {
        case let .pointerMotion(x, y):
            pointer = Point(x: x, y: y)
            guard pointerDown else { return false }
            send(TouchPoint(id: TouchPoint.pointerID, location: pointer, phase: .moved, timestamp: stamp), at: time)
            return true
        case let .pointerButton(button, pressed, x, y) where button == Self.leftButton:
            pointer = Point(x: x, y: y)
            guard pressed != pointerDown else { return true }
            pointerDown = pressed
            send(TouchPoint(id: TouchPoint.pointerID, location: pointer, phase: pressed ? .began : .ended, timestamp: stamp), at: time)
            return true
        case .pointerLeave:
            guard pointerDown else { return false }
            // The compositor ended the implicit grab: the drag cannot go on.
            pointerDown = false
            send(TouchPoint(id: TouchPoint.pointerID, location: pointer, phase: .cancelled, timestamp: stamp), at: time)
            return true
        case let .touchDown(id, x, y):
            send(TouchPoint(id: id, location: Point(x: x, y: y), phase: .began, timestamp: stamp), at: time)
            return true
        case let .touchMotion(id, x, y):
            guard touches[id] != nil else { return false }
            send(TouchPoint(id: id, location: Point(x: x, y: y), phase: .moved, timestamp: stamp), at: time)
            return true
        case let .touchUp(id):
            guard let touch = touches[id] else { return false }
            send(TouchPoint(id: id, location: touch.location, phase: .ended, timestamp: stamp), at: time)
            return true
        case .touchCancel:
            cancelAll(at: time)
            return true
        default:
            return false
        }
    }

    /// Lets recognizers that wait for time (a long press) recognize between events.
    /// Returns true while one of them still waits, so the scene keeps asking for frames.
    func update(at time: Double) -> Bool {
        var waiting = false
        for recognizer in participants where recognizer.needsTimeUpdates {
            let before = recognizer.state
            recognizer.timeDidAdvance(to: time)
            resolve(recognizer, from: before)
            waiting = waiting || recognizer.needsTimeUpdates
        }
        return waiting
    }

    /// The earliest moment a watching recognizer decides by itself (a long press), for
    /// a scene's wake-up time; nil when none waits.
    var wakeTime: Double? { participants.compactMap(\.deadline).min() }

    /// Takes every touch away: gestures under way are cancelled, undecided ones fail,
    /// and all reset (a touch cancel from the compositor, or the scene going away).
    func cancelAll(at time: Double) {
        let ids = Array(touches.keys)
        guard !ids.isEmpty else { return }
        pointerDown = false
        let cancelled = ids.compactMap { touches[$0] }.map {
            TouchPoint(id: $0.id, location: $0.location, phase: .cancelled, timestamp: time)
        }
        for recognizer in participants { recognizer.deliver(cancelled, at: time) }
        endSequence()
    }

    // MARK: Dispatch

    static let leftButton: UInt32 = 0x110

    private func send(_ touch: TouchPoint, at time: Double) {
        if touch.phase == .began {
            if touches.isEmpty { beginSequence(at: touch.location) }
            touches[touch.id] = touch
        } else if touches[touch.id] == nil {
            return
        } else {
            touches[touch.id] = touch
        }
        for recognizer in participants where recognizer.isEnabled && !recognizer.state.isFinished {
            let before = recognizer.state
            recognizer.deliver([touch], at: time)
            resolve(recognizer, from: before)
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            touches[touch.id] = nil
            if touches.isEmpty { endSequence() }
        }
    }

    /// Hit-tests and collects the recognizers on the path from the layer hit to the root.
    private func beginSequence(at point: Point) {
        participants.removeAll()
        var layer = root.hitTest(point)
        while let current = layer {
            participants += recognizers.filter { $0.layer === current && $0.isEnabled }
            layer = current.superlayer
        }
    }

    /// When `recognizer` just won the touches, the others still undecided lose them.
    private func resolve(_ recognizer: GestureRecognizer, from before: GestureRecognizerState) {
        guard before == .possible, recognizer.state == .began || recognizer.state == .ended else { return }
        for other in participants where other !== recognizer && other.state == .possible {
            let shares = (recognizer.shouldRecognizeSimultaneously?(recognizer, other) ?? false)
                || (other.shouldRecognizeSimultaneously?(other, recognizer) ?? false)
            if !shares { other.fail() }
        }
    }

    private func endSequence() {
        touches.removeAll()
        for recognizer in participants { recognizer.reset() }
        participants.removeAll()
    }
}
