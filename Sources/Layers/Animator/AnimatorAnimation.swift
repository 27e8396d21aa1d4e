/// One property change recorded by a ``PropertyAnimator``: an additive animation whose
/// progress comes from the animator instead of the clock.
///
/// It adds `(start − end) × (1 − local)` to the model (which already holds the end
/// value), so at local progress 0 the layer shows the start, at 1 the end, and animations
/// added on top of each other blend instead of jumping.
///
/// The change moves during a window of the animator's progress: from the progress the
/// run reaches after the delay to 1 for `addAnimations(_:delayFactor:)`,
/// `[relativeStart, relativeStart + relativeDuration]` for a keyframe recorded inside
/// the animator.
final class AnimatorAnimation: PropertyAnimation {
    weak var animator: PropertyAnimator?
    /// The layer it is on. Weak: the layer holds the animation (its entries), so a
    /// strong reference back would keep a layer dropped mid-run, and its whole subtree,
    /// alive for good. A layer that went away has nothing left to settle.
    weak var layer: Layer?
    /// The model value before the change, and after it.
    let startValue: AnimatableValue
    let endValue: AnimatableValue
    private let offset: AnimatableValue
    /// The animator progress at which this change starts to move, and where it arrives.
    let window: AnimatorWindow

    init(animator: PropertyAnimator, layer: Layer, property: AnimatableProperty,
         start: AnimatableValue, end: AnimatableValue, window: AnimatorWindow) {
        self.animator = animator
        self.layer = layer
        startValue = start
        endValue = end
        offset = start.subtracting(end)
        self.window = window
        super.init(keyPath: property.keyPath)
        isAdditive = true
        isRemovedOnCompletion = false
    }

    override func copy() -> Animation { self }

    /// Its own progress for the animator's progress `p`.
    func localProgress(_ p: Double) -> Double { window.localProgress(p) }

    /// The value it shows at the animator's progress `p`.
    func value(atAnimatorProgress p: Double) -> AnimatableValue {
        endValue.adding(offset.interpolated(to: .zero(of: offset.kind), fraction: localProgress(p)))
    }

    override func apply(to state: inout LayerState, model: LayerState, at time: Double) {
        guard let animator, let property else { return }
        let p = localProgress(animator.progress(at: MediaTime(seconds: time)))
        let delta = offset.interpolated(to: .zero(of: offset.kind), fraction: p)
        property.setValue(property.value(in: state).adding(delta), in: &state)
    }

    /// The animator paces it; the engine never waits for it.
    override func hasEnded(at time: Double) -> Bool { true }
}

/// The stretch `[start, end]` of an animator's progress during which one recorded change
/// moves from its start value (local progress 0) to its end value (1).
struct AnimatorWindow: Equatable {
    let start: Double
    let end: Double

    /// The whole run.
    static let full = AnimatorWindow(start: 0, end: 1)

    /// A window inside 0…1; `end` is kept ≥ `start`.
    init(start: Double, end: Double) {
        let s = start.isFinite ? min(max(start, 0), 1) : 0
        self.start = s
        self.end = end.isFinite ? min(max(end, s), 1) : 1
    }

    /// The part `[relativeStart, relativeStart + relativeDuration]` of this window, as a
    /// keyframe places itself in its block.
    func part(relativeStart: Double, relativeDuration: Double) -> AnimatorWindow {
        let s = min(max(relativeStart.isFinite ? relativeStart : 0, 0), 1)
        let d = min(max(relativeDuration.isFinite ? relativeDuration : 0, 0), 1 - s)
        let length = end - start
        return AnimatorWindow(start: start + s * length, end: start + (s + d) * length)
    }

    /// `(p − start) / (end − start)`: 0 before the window, 1 after it. An edge at 0 or 1
    /// is not capped, so a spring's undershoot or overshoot carries through; past 1 the
    /// change overshoots by as much as the run (`p`), not by that stretched over a short
    /// window, which would multiply a late-starting block's overshoot. An empty window
    /// jumps from 0 to 1 at `start` (just after it when `start` is 0).
    func localProgress(_ p: Double) -> Double {
        let length = end - start
        guard length > 0 else { return p > start || (start > 0 && p >= start) ? 1 : 0 }
        var local = (p - start) / length
        if start > 0 { local = max(local, 0) }
        if end < 1 { local = min(local, 1) }
        if end == 1 && p > 1 { local = p }
        return local
    }
}
