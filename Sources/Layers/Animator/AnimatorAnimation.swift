/// One property change recorded by a ``PropertyAnimator``: an additive animation whose
/// progress comes from the animator instead of the clock.
///
/// It adds `(start − end) × (1 − progress)` to the model (which already holds the end
/// value), so at progress 0 the layer shows the start, at 1 the end, and animations
/// added on top of each other blend instead of jumping.
final class AnimatorAnimation: PropertyAnimation {
    weak var animator: PropertyAnimator?
    let layer: Layer
    /// The model value before the change, and after it.
    let startValue: AnimatableValue
    let endValue: AnimatableValue
    private let offset: AnimatableValue
    /// The share of the animator's progress before this change begins to move
    /// (`delayFactor`, or the progress when it was added to a running animator).
    let delay: Double

    init(animator: PropertyAnimator, layer: Layer, property: AnimatableProperty,
         start: AnimatableValue, end: AnimatableValue, delay: Double) {
        self.animator = animator
        self.layer = layer
        startValue = start
        endValue = end
        offset = start.subtracting(end)
        self.delay = min(max(delay, 0), 0.999_999)
        super.init(keyPath: property.keyPath)
        isAdditive = true
        isRemovedOnCompletion = false
    }

    override func copy() -> Animation { self }

    /// Its own progress for the animator's progress `p`.
    func localProgress(_ p: Double) -> Double {
        delay == 0 ? p : max((p - delay) / (1 - delay), 0)
    }

    /// The value it shows at the animator's progress `p`.
    func value(atAnimatorProgress p: Double) -> AnimatableValue {
        endValue.adding(offset.interpolated(to: .zero(of: offset.kind), fraction: localProgress(p)))
    }

    override func apply(to state: inout LayerState, model: LayerState, at time: Double) {
        guard let animator, let property else { return }
        let p = localProgress(animator.progress(at: time))
        let delta = offset.interpolated(to: .zero(of: offset.kind), fraction: p)
        property.setValue(property.value(in: state).adding(delta), in: &state)
    }

    /// The animator paces it; the engine never waits for it.
    override func hasEnded(at time: Double) -> Bool { true }
}
