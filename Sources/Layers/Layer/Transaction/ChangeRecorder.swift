/// Receives model changes made inside an animation block instead of letting them become
/// implicit animations: ``Layer/animate(withDuration:delay:timingFunction:animations:completion:)``
/// and ``PropertyAnimator`` install one while their `animations` closure runs.
@MainActor
protocol ChangeRecorder: AnyObject {
    /// `property` of `layer` changed from `oldModel` to `to`. Recorders animate the
    /// difference additively, so whatever already runs on the property keeps adding its
    /// share and the change starts where the property is on screen.
    func record(layer: Layer, property: AnimatableProperty, oldModel: AnimatableValue, to: AnimatableValue)
}

extension ChangeRecorder {
    /// Runs `body` with `self` receiving its changes.
    func recording(_ body: () -> Void) {
        Recording.stack.append(self)
        defer { Recording.stack.removeLast() }
        body()
    }
}

/// The running animation blocks, innermost last. Like Core Animation's transactions,
/// these are scopes of the code running on the main actor, not of a tree: a block's
/// closure may touch layers of several trees, and each change goes to its layer's host.
@MainActor
enum Recording {
    static var stack: [ChangeRecorder] = []
    static var current: ChangeRecorder? { stack.last }
}
