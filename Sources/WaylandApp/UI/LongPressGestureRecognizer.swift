import Layers

/// Recognizes a press held still, as `UILongPressGestureRecognizer`: it begins once the
/// touches stayed within ``allowableMovement`` for ``minimumPressDuration``, reports
/// `changed` as they move afterwards, and ends when they lift. Lifting or wandering
/// earlier makes it fail.
///
/// ``progress(at:)`` says how far the press is towards recognition, so a scene can
/// scrub an animation with the press itself (the Kodeco chapter's preview).
final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the touches must stay down.
    var minimumPressDuration = 0.5
    /// How far, in points, the touches may move before recognition.
    var allowableMovement = 10.0

    private var pressStart: Double?
    private var start: Point?

    /// A long-press recognizer that runs `action` on every state change.
    convenience init(minimumPressDuration: Double = 0.5, action: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        self.minimumPressDuration = minimumPressDuration
        addTarget { action($0 as! LongPressGestureRecognizer) }
    }

    /// 0 when the press starts, 1 when it is recognized (and after), linear in time;
    /// 0 when no press is under way or it failed.
    func progress(at time: Double) -> Double {
        switch state {
        case .began, .changed, .ended: return 1
        case .failed, .cancelled: return 0
        case .possible:
            guard let pressStart else { return 0 }
            guard minimumPressDuration > 0 else { return 1 }
            return min(max((time - pressStart) / minimumPressDuration, 0), 1)
        }
    }

    override var needsTimeUpdates: Bool { state == .possible && pressStart != nil }

    override var deadline: Double? {
        guard needsTimeUpdates, let pressStart else { return nil }
        return pressStart + minimumPressDuration
    }

    override func touchesBegan(_ touches: [TouchPoint], at time: Double) {
        pressStart = pressStart ?? time
        start = start ?? centroid
        timeDidAdvance(to: time)
    }

    override func touchesMoved(_ touches: [TouchPoint], at time: Double) {
        switch state {
        case .possible:
            if let start, centroid.distance(to: start) > allowableMovement {
                fail()
            } else {
                timeDidAdvance(to: time)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    override func touchesEnded(_ touches: [TouchPoint], at time: Double) {
        guard touches.count >= numberOfTouches else { return }
        if state == .possible {
            timeDidAdvance(to: time)
        }
        switch state {
        case .possible: fail()
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func timeDidAdvance(to time: Double) {
        guard state == .possible, let pressStart, !touches.isEmpty,
              time - pressStart >= minimumPressDuration - 1e-9 else { return }
        state = .began
    }

    override func reset() {
        super.reset()
        pressStart = nil
        start = nil
    }
}
