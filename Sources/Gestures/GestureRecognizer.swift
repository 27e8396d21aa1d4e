import Glibc
import Layers

/// Turns a sequence of touches on a layer into a gesture, as `UIGestureRecognizer`.
///
/// Attach one to a layer with ``Layers/Layer/addGestureRecognizer(_:)``. The tree's
/// ``GestureArena`` hands it every touch of a sequence that starts on that layer or
/// inside it; the recognizer moves through ``GestureRecognizerState`` and calls its
/// targets whenever it reaches `began`, `changed`, `ended` or `cancelled`. Subclasses
/// override the `touches…` methods and set ``state``; an illegal transition is reported
/// on standard error and ignored rather than corrupting the gesture.
@MainActor
open class GestureRecognizer: Interaction {
    /// The layer the recognizer watches (UIKit's `view`).
    public private(set) weak var layer: Layer?

    /// A name for messages.
    public var name: String?

    /// A disabled recognizer takes no touches; disabling it mid-gesture cancels it.
    public var isEnabled = true {
        didSet { if !isEnabled && oldValue { cancel() } }
    }

    /// Asked as the recognizer leaves `possible` (UIKit's `gestureRecognizerShouldBegin`):
    /// false makes it fail instead. Answers before the ``delegate``.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?

    /// Whether this recognizer may keep going while `other` recognizes in the same
    /// sequence. By default one recognizer wins and every other undecided one fails.
    /// Answers before the ``delegate``.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer, GestureRecognizer) -> Bool)?

    /// Takes the decisions no closure above takes.
    public weak var delegate: (any GestureRecognizerDelegate)?

    private var targets: [(GestureRecognizer) -> Void] = []
    private var storedState = GestureRecognizerState.possible
    /// The recognizers that must fail before this one may leave `possible`.
    private var failureRequirements: [WeakRecognizer] = []
    /// What the recognizer moved to while a requirement was still undecided.
    private(set) var deferredState: GestureRecognizerState?
    /// Set by the arena while the recognizer watches a sequence.
    var isParticipating = false

    /// The touches of the current sequence still down.
    public private(set) var touches: [Int32: TouchPoint] = [:]

    /// A recognizer with no targets yet.
    public init() {}

    /// Adds an action to run on every reported state change.
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) { targets.append(action) }

    /// Makes this recognizer wait until `other` fails, and fail if `other` recognizes
    /// (UIKit's `require(toFail:)`): a single tap that must not fire on a double tap's
    /// first half, a tap that yields to a long press.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: Interaction

    /// Leaving its layer mid-gesture cancels the gesture, as removing a recognizer from a view does.
    public func willMove(to layer: Layer?) {
        if self.layer != nil, layer == nil {
            cancel()
            reset()
        }
    }

    /// Remembers the layer it watches.
    public func didMove(to layer: Layer?) { self.layer = layer }

    // MARK: State

    /// Where the gesture is. Setting it checks the transition (see
    /// ``GestureRecognizerState/canMove(to:)``), consults ``shouldBegin`` when leaving
    /// `possible`, waits for the recognizers it requires to fail, and runs the targets for
    /// `began`, `changed`, `ended` and `cancelled`.
    public var state: GestureRecognizerState {
        get { storedState }
        set { move(to: newValue) }
    }

    private func move(to next: GestureRecognizerState) {
        guard storedState.canMove(to: next) else {
            let message = "gestures: \(label): illegal transition \(storedState) → \(next), ignored\n"
            _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            return
        }
        var next = next
        if storedState == .possible, next == .began || next == .ended {
            if !decidesToBegin() {
                next = .failed
            } else if requirementsPending {
                deferredState = next
                return
            }
        }
        storedState = next
        switch next {
        case .began, .changed, .ended, .cancelled:
            for target in targets { target(self) }
        case .possible, .failed:
            break
        }
    }

    private func decidesToBegin() -> Bool {
        if let shouldBegin { return shouldBegin(self) }
        return delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Whether this recognizer and `other` may both recognize in one sequence: either
    /// one's closure or delegate allowing it is enough, as in UIKit.
    func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
        func allows(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
            if let decide = a.shouldRecognizeSimultaneously { return decide(a, b) }
            return a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false
        }
        return allows(self, other) || allows(other, self)
    }

    /// Whether this recognizer waits for `other` in the current sequence.
    func waits(for other: GestureRecognizer) -> Bool {
        other !== self && (failureRequirements.contains { $0.recognizer === other }
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
    }

    /// The participants this recognizer waits for, set by the arena for each sequence.
    var awaited: [GestureRecognizer] = []

    private var requirementsPending: Bool {
        awaited.contains { $0.isParticipating && $0.state == .possible }
    }

    /// After another recognizer decided: a recognizer that waited fails when one it waits
    /// for recognized, and takes its deferred state when all of them failed. Returns true
    /// when its state changed.
    func settleDeferredState() -> Bool {
        guard let deferred = deferredState else { return false }
        if awaited.contains(where: { $0.isParticipating && ($0.state.isActive || $0.state == .ended) }) {
            deferredState = nil
            storedState = .failed
            return true
        }
        guard !requirementsPending else { return false }
        deferredState = nil
        move(to: deferred)
        return true
    }

    private var label: String { name ?? "\(type(of: self))" }

    // MARK: Touches

    /// The number of touches down in the current sequence.
    public var numberOfTouches: Int { touches.count }

    /// Where the gesture is: the centroid of the touches down (or last down), in
    /// `layer`'s coordinates (`nil`: the window's).
    public func location(in layer: Layer?) -> Point {
        let point = centroid
        guard let layer else { return point }
        return layer.convert(point, from: nil)
    }

    /// The centroid of the touches, in window points.
    public var centroid: Point {
        guard !touches.isEmpty else { return lastCentroid }
        let sum = touches.values.reduce(Point.zero) { $0 + $1.location }
        return sum * (1 / Double(touches.count))
    }

    private var lastCentroid = Point.zero

    /// Called by the arena with every touch event of the sequence, before the subclass hook.
    final func deliver(_ changed: [TouchPoint], at time: MediaTime) {
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

    /// New touches landed; `time` is when the arena handles them.
    open func touchesBegan(_ touches: [TouchPoint], at time: MediaTime) {}
    /// Touches moved.
    open func touchesMoved(_ touches: [TouchPoint], at time: MediaTime) {}
    /// Touches lifted; they are still in ``touches`` during this call.
    open func touchesEnded(_ touches: [TouchPoint], at time: MediaTime) {}
    /// The system took the touches away: an active gesture is cancelled, an undecided one fails.
    open func touchesCancelled(_ touches: [TouchPoint], at time: MediaTime) { cancel() }

    /// Time passed with no touch event (for gestures that recognize by waiting).
    open func timeDidAdvance(to time: MediaTime) {}

    /// True while the recognizer waits for time to pass (``timeDidAdvance(to:)``).
    open var needsTimeUpdates: Bool { false }

    /// When the recognizer will decide by itself if nothing else happens (a long press
    /// recognizing), so a window that sleeps can wake up then; nil when it won't.
    open var deadline: MediaTime? { nil }

    /// Ends the gesture now: `cancelled` when under way, `failed` when undecided.
    public func cancel() {
        deferredState = nil
        if state.isActive {
            state = .cancelled
        } else if state == .possible, !touches.isEmpty {
            state = .failed
        }
    }

    /// Makes an undecided recognizer fail (another gesture won the touches).
    public func fail() {
        deferredState = nil
        if state == .possible { state = .failed }
    }

    /// Back to `possible` with no touches, at the end of a sequence. Subclasses clear
    /// their own tracking and call super.
    open func reset() {
        storedState = .possible
        deferredState = nil
        touches.removeAll()
    }
}

/// A recognizer another one waits for, held weakly so that the two may point at each other.
@MainActor
private struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}
