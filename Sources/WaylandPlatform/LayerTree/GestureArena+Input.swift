import Gestures
import Layers

extension GestureInput {
    /// The gesture input a Wayland event is, or nil for one that is no gesture (keys,
    /// scrolling, pointer frames, buttons other than the left one).
    public init?(_ event: InputEvent) {
        switch event {
        case let .pointerMotion(x, y): self = .pointerMoved(to: Point(x: x, y: y))
        case let .pointerButton(button, pressed, x, y) where button == InputEvent.leftButton:
            self = .pointerButton(pressed: pressed, at: Point(x: x, y: y))
        case .pointerLeave: self = .pointerLeft
        case let .touchDown(id, x, y): self = .touchDown(id: id, at: Point(x: x, y: y))
        case let .touchMotion(id, x, y): self = .touchMoved(id: id, to: Point(x: x, y: y))
        case let .touchUp(id): self = .touchUp(id: id)
        case .touchCancel: self = .touchesCancelled
        default: return nil
        }
    }
}

extension GestureArena {
    /// Hands the arena a window's pointer or touch event with its timing on the tree's
    /// clock (every motion sample too); returns true when it belonged to a touch
    /// sequence, false for everything else (keys, scrolling, hovering).
    @discardableResult
    public func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) -> Bool {
        guard let input = GestureInput(event) else { return false }
        let samples = timing.samples.map { TouchSample(timestamp: $0.time, location: Point(x: $0.x, y: $0.y)) }
        return handle(input, at: timing.handled, happened: timing.happened, coalesced: samples)
    }
}
