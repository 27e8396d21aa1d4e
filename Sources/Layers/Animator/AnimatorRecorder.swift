/// Records the changes of an animator's animations closure, each moving during `window`
/// of the animator's progress.
@MainActor
final class AnimatorRecorder: ChangeRecorder {
    unowned let animator: PropertyAnimator
    let window: AnimatorWindow

    init(animator: PropertyAnimator, window: AnimatorWindow) {
        self.animator = animator
        self.window = window
    }

    func record(layer: Layer, property: AnimatableProperty, oldModel: AnimatableValue, to: AnimatableValue) {
        animator.register(AnimatorAnimation(animator: animator, layer: layer, property: property,
                                            start: oldModel, end: to, window: window))
    }

    /// A recorder for one keyframe: the part of this window the keyframe's relative
    /// start and duration name.
    func keyframe(relativeStart: Double, relativeDuration: Double) -> AnimatorRecorder {
        AnimatorRecorder(animator: animator,
                         window: window.part(relativeStart: relativeStart, relativeDuration: relativeDuration))
    }
}
