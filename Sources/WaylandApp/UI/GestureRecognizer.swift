import Layers
import Logging

/// Turns a sequence of touches on a layer into a gesture, as `UIGestureRecognizer`.
///
/// Attach one to a layer with ``GestureArena/addGestureRecognizer(_:to:)``. The arena
/// hands it every touch of a sequence that starts on that layer or inside it; the
/// recognizer moves through ``GestureRecognizerState`` and calls its targets whenever
/// it reaches `began`, `changed`, `ended` or `cancelled`. Subclasses override the
/// `touches…` methods and set ``state``; an illegal transition is logged and ignored
/// rather than corrupting the gesture.
class GestureRecognizer {
    /// The layer the recognizer watches (UIKit's `view`); the arena sets it.
    weak var layer: Layer?

    /// A name for log messages.
    var name: String?

    /// A disabled recognizer takes no touches; disabling it mid-gesture cancels it.
    var isEnabled = true {
        didSet { if !isEnabled && oldValue { cancel() } }
    }

    /// Asked as the recognizer leaves `possible` (UIKit's `gestureRecognizerShouldBegin`):
    /// false makes it fail instead.
    var shouldBegin: ((GestureRecognizer) -> Bool)?

    /// Whether this recognizer may keep going while `other` recognizes in the same
    /// sequence. By default one recognizer wins and every other undecided one fails.
    var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    private var targets: [(GestureRecognizer) -> Void] = []
    private var storedState = GestureRecognizerState.possible
    private let logger = Logger(label: "gestures")

    /// The touches of the current sequence still down.
    private(set) var touches: [Int32: TouchPoint] = [:]

    init() {}

    /// Adds an action to run on every reported state change.
    func addTarget(_ action: @escaping (GestureRecognizer) -> Void) { targets.append(action) }

    // MARK: State

    /// Where the gesture is. Setting it checks the transition (see
    /// ``GestureRecognizerState/canMove(to:)``), consults ``shouldBegin`` when leaving
    /// `possible`, and runs the targets for `began`, `changed`, `ended` and `cancelled`.
    var state: GestureRecognizerState {
        get { storedState }
        set { move(to: newValue) }
    }

    private func move(to next: GestureRecognizerState) {
        guard storedState.canMove(to: next) else {
            logger.error("\(self.label): illegal transition \(self.storedState) → \(next), ignored")
            return
        }
        var next = next
        if storedState == .possible, next == .began || next == .ended, let shouldBegin, !shouldBegin(self) {
            next = .failed
        }
        storedState = next
        switch next {
        case .began, .changed, .ended, .cancelled:
            for target in targets { target(self) }
        case .possible, .failed:
            break
        }
    }

    private var label: String { name ?? "\(type(of: self))" }

    // MARK: Touches

    /// The number of touches down in the current sequence.
    var numberOfTouches: Int { touches.count }

    /// Where the gesture is: the centroid of the touches down (or last down), in
    /// `layer`'s coordinates (`nil`: the window's).
    func location(in layer: Layer?) -> Point {
        let point = centroid
        guard let layer else { return point }
        return layer.convert(point, from: nil)
    }

    /// The centroid of the touches, in window points.
    var centroid: Point {
        guard !touches.isEmpty else { return lastCentroid }
        let sum = touches.values.reduce(Point.zero) { $0 + $1.location }
        return sum * (1 / Double(touches.count))
    }

    private var lastCentroid = Point.zero

    /// Called by the arena with every touch event of the sequence, before the subclass hook.
    final func deliver(_ changed: [TouchPoint], at time: Double) {
        guard !state.isFinished else { return }
        for touch in changed {
            switch touch.phase {
            case .began, .moved: touches[touch.id] = touch
            case .ended, .cancelled: break
            }
        }
        lastCentroid = centroid
        let phase = changed.first?.phase ?? .moved
        switch phase {
        case .began: touchesBegan(changed, at: time)
        case .moved: touchesMoved(changed, at: time)
        case .ended:
            touchesEnded(changed, at: time)
            for touch in changed { touches[touch.id] = nil }
        case .cancelled:
            touchesCancelled(changed, at: time)
            for touch in changed { touches[touch.id] = nil }
        }
    }

    /// New touches landed.
    func touchesBegan(_ touches: [TouchPoint], at time: Double) {}
    /// Touches moved.
    func touchesMoved(_ touches: [TouchPoint], at time: Double) {}
    /// Touches lifted; they are still in ``touches`` during this call.
    func touchesEnded(_ touches: [TouchPoint], at time: Double) {}
    /// The system took the touches away: an active gesture is cancelled, an undecided one fails.
    func touchesCancelled(_ touches: [TouchPoint], at time: Double) { cancel() }

    /// Time passed with no touch event (for gestures that recognize by waiting).
    func timeDidAdvance(to time: Double) {}

    /// True while the recognizer waits for time to pass (``timeDidAdvance(to:)``).
    var needsTimeUpdates: Bool { false }

    /// When the recognizer will decide by itself if nothing else happens (a long press
    /// recognizing), so a window that sleeps can wake up then; nil when it won't.
    var deadline: Double? { nil }

    /// Ends the gesture now: `cancelled` when under way, `failed` when undecided.
    func cancel() {
        if state.isActive {
            state = .cancelled
        } else if state == .possible, !touches.isEmpty {
            state = .failed
        }
    }

    /// Makes an undecided recognizer fail (another gesture won the touches).
    func fail() {
        if state == .possible { state = .failed }
    }

    /// Back to `possible` with no touches, at the end of a sequence. Subclasses clear
    /// their own tracking and call super.
    func reset() {
        storedState = .possible
        touches.removeAll()
    }
}
