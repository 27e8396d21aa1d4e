import Layers

/// Feeds pointer and touch input to the gesture recognizers of a layer tree, as UIKit's
/// window does with touches.
///
/// When a touch sequence starts (the first finger down, or the primary button pressed),
/// the arena hit-tests the tree and collects the recognizers attached to the layer hit
/// and to each of its ancestors, deepest first. They all watch the sequence; the first
/// to begin (or, for a discrete gesture, to be recognized) wins and the others still
/// undecided fail, unless both allow sharing (``GestureRecognizer/shouldRecognizeSimultaneously``).
/// A recognizer that requires another to fail (``GestureRecognizer/require(toFail:)``)
/// waits for it. When the last touch lifts, every participant resets to `possible`.
///
/// The pointer counts as one touch (``TouchPoint/pointerID``) while its primary button is
/// held, so a mouse and a touchscreen drive the same gestures.
@MainActor
public final class GestureArena {
    /// The tree's root: its bounds are the window, in points.
    public let root: Layer

    /// The recognizers watching the current sequence, deepest layer first.
    private var participants: [GestureRecognizer] = []
    private var touches: [Int32: TouchPoint] = [:]
    private var pointer = Point.zero
    private var pointerDown = false
    /// The one touch a pointer event hands each recognizer, in storage kept between events.
    private var delivered: [TouchPoint] = []

    /// An arena for the recognizers attached to `root` and to the layers inside it.
    public init(root: Layer) { self.root = root }

    /// True while a touch sequence is under way.
    public var isTracking: Bool { !touches.isEmpty }

    // MARK: Input

    /// Takes `input` handled at `time`; returns true when it belonged to a touch sequence
    /// (the caller need not handle it), false otherwise (hovering). `happened`, when the
    /// input happened (`time` if not given), becomes the touch's timestamp, from which
    /// recognizers measure velocity; `coalesced` are every position a motion passed
    /// through since the last one delivered, each with its own time (the last being this one).
    @discardableResult
    public func handle(_ input: GestureInput, at time: MediaTime, happened: MediaTime? = nil,
                       coalesced: [TouchSample] = []) -> Bool {
        let stamp = happened ?? time
        func touch(_ id: Int32, _ location: Point, _ phase: TouchPoint.Phase) -> TouchPoint {
            TouchPoint(id: id, location: location, phase: phase, timestamp: stamp,
                       coalesced: coalesced.isEmpty ? nil : coalesced)
        }
        switch input {
        case let .pointerMoved(location):
            pointer = location
            guard pointerDown else { return false }
            send(touch(TouchPoint.pointerID, pointer, .moved), at: time)
        case let .pointerButton(pressed, location):
            pointer = location
            guard pressed != pointerDown else { return true }
            pointerDown = pressed
            send(touch(TouchPoint.pointerID, pointer, pressed ? .began : .ended), at: time)
        case .pointerLeft:
            guard pointerDown else { return false }
            // The platform ended the implicit grab: the drag cannot go on.
            pointerDown = false
            send(touch(TouchPoint.pointerID, pointer, .cancelled), at: time)
        case let .touchDown(id, location):
            send(touch(id, location, .began), at: time)
        case let .touchMoved(id, location):
            guard touches[id] != nil else { return false }
            send(touch(id, location, .moved), at: time)
        case let .touchUp(id):
            guard let down = touches[id] else { return false }
            send(touch(id, down.location, .ended), at: time)
        case .touchesCancelled:
            cancelAll(at: time)
        }
        return true
    }

    /// Lets recognizers that wait for time (a long press) recognize between events.
    /// Returns true while one of them still waits, so the window keeps asking for frames.
    @discardableResult
    public func update(at time: MediaTime) -> Bool {
        var waiting = false
        for recognizer in participants where recognizer.needsTimeUpdates {
            let before = recognizer.state
            recognizer.timeDidAdvance(to: time)
            resolve(recognizer, from: before)
            waiting = waiting || (recognizer.needsTimeUpdates && recognizer.deferredState == nil)
        }
        return waiting
    }

    /// The earliest moment a watching recognizer decides by itself (a long press), for
    /// a window's wake-up time; nil when none waits.
    public var wakeTime: MediaTime? { participants.filter { $0.deferredState == nil }.compactMap(\.deadline).min() }

    /// Takes every touch away: gestures under way are cancelled, undecided ones fail,
    /// and all reset (a touch cancel from the platform, or the content going away).
    public func cancelAll(at time: MediaTime) {
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

    private func send(_ touch: TouchPoint, at time: MediaTime) {
        if touch.phase == .began {
            if touches.isEmpty { beginSequence(with: touch) }
            touches[touch.id] = touch
        } else if touches[touch.id] == nil {
            return
        } else {
            touches[touch.id] = touch
        }
        for recognizer in participants where recognizer.layer != nil && recognizer.isEnabled
            && !recognizer.state.isFinished {
            let before = recognizer.state
            delivered.removeAll(keepingCapacity: true)
            delivered.append(touch)
            recognizer.deliver(delivered, at: time)
            resolve(recognizer, from: before)
        }
        if touch.phase == .ended || touch.phase == .cancelled {
            touches[touch.id] = nil
            if touches.isEmpty { endSequence() }
        }
    }

    /// Hit-tests and collects the recognizers on the path from the layer hit to the root.
    private func beginSequence(with touch: TouchPoint) {
        participants.removeAll()
        var layer = root.hitTest(touch.location)
        while let current = layer {
            participants += current.gestureRecognizers.filter {
                $0.isEnabled && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true)
            }
            layer = current.superlayer
        }
        for recognizer in participants {
            recognizer.isParticipating = true
            recognizer.awaited = participants.filter { recognizer.waits(for: $0) }
        }
    }

    /// When `recognizer` just won the touches, the others still undecided lose them,
    /// except those allowed to share; when it just decided, those waiting on it settle.
    private func resolve(_ recognizer: GestureRecognizer, from before: GestureRecognizerState) {
        guard before == .possible, recognizer.state != .possible else { return }
        // A pan begins and reports its first change in one delivery: active counts as won.
        if recognizer.state.isActive || recognizer.state == .ended {
            for other in participants where other !== recognizer && other.state == .possible
                && !recognizer.allowsSimultaneous(with: other) {
                other.fail()
            }
        }
        for waiting in participants where waiting.awaited.contains(where: { $0 === recognizer }) {
            let waitingBefore = waiting.state
            if waiting.settleDeferredState() { resolve(waiting, from: waitingBefore) }
        }
    }

    /// The sequence is over: those still undecided did not recognize (they fail, which
    /// releases whoever waited for them), then everyone resets.
    private func endSequence() {
        touches.removeAll()
        for recognizer in participants where recognizer.state == .possible && recognizer.deferredState == nil {
            recognizer.fail()
            resolve(recognizer, from: .possible)
        }
        for recognizer in participants {
            recognizer.isParticipating = false
            recognizer.awaited = []
            recognizer.reset()
        }
        participants.removeAll()
    }
}
