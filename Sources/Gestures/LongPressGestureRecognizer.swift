import Layers

/// Recognizes a press held still, as `UILongPressGestureRecognizer`: it begins once the
/// touches stayed within ``allowableMovement`` for ``minimumPressDuration``, reports
/// `changed` as they move afterwards, and ends when they lift. Lifting or wandering
/// earlier makes it fail.
///
/// ``progress(at:)`` says how far the press is towards recognition, so a scene can
/// scrub an animation with the press itself (the peek preview of Kodeco's iOS Animations, chapter 24).
@MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the touches must stay down (UIKit's `TimeInterval`).
    public var minimumPressDuration = 0.5
    /// How far, in points, the touches may move before recognition.
    public var allowableMovement = 10.0

    private var pressStart: MediaTime?
    private var start: Point?

    /// A long-press recognizer that runs `action` on every state change.
    public convenience init(minimumPressDuration: Double = 0.5, action: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init()
        self.minimumPressDuration = minimumPressDuration
        addTarget { [unowned self] _ in action(self) }
    }

    /// 0 when the press starts, 1 when it is recognized (and after), linear in time;
    /// 0 when no press is under way or it failed.
    public func progress(at time: MediaTime) -> Double {
        switch state {
        case .began, .changed, .ended: return 1
        case .failed, .cancelled: return 0
        case .possible:
            guard let pressStart else { return 0 }
            guard minimumPressDuration > 0 else { return 1 }
            return min(max((time - pressStart).seconds / minimumPressDuration, 0), 1)
        }
    }

    /// True while a press is down and has not lasted long enough yet.
    public override var needsTimeUpdates: Bool { state == .possible && pressStart != nil }

    /// When the press under way will have lasted ``minimumPressDuration``.
    public override var deadline: MediaTime? {
        guard needsTimeUpdates, let pressStart else { return nil }
        return pressStart + .seconds(minimumPressDuration)
    }

    /// Starts timing the press where the first touch landed.
    public override func touchesBegan(_ touches: [TouchPoint], at time: MediaTime) {
        pressStart = pressStart ?? time
        start = start ?? centroid
        timeDidAdvance(to: time)
    }

    /// Fails when the touches wander before recognition; reports `changed` after it.
    public override func touchesMoved(_ touches: [TouchPoint], at time: MediaTime) {
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

    /// Ends a recognized press; fails one lifted too early.
    public override func touchesEnded(_ touches: [TouchPoint], at time: MediaTime) {
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

    /// Begins once the press has lasted long enough.
    public override func timeDidAdvance(to time: MediaTime) {
        guard state == .possible, let pressStart, !touches.isEmpty,
              (time - pressStart).seconds >= minimumPressDuration - 1e-9 else { return }
        state = .began
    }

    /// Forgets the press.
    public override func reset() {
        super.reset()
        pressStart = nil
        start = nil
    }
}
