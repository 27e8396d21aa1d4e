/// Turns the changes made in a `Layer.animate` block into additive animations.
///
/// Each change becomes an animation of the *difference* between the old and the new
/// model value, running down to zero on top of the model. Animations already running
/// keep adding their own differences, so a new block that interrupts a running one
/// starts exactly where the property is on screen and blends with it instead of
/// jumping — what UIKit does for `UIView.animate` since iOS 8.
final class AnimationBlock: ChangeRecorder {
    let duration: Double
    let beginTime: Double
    let timingFunction: TimingFunction?

    init(duration: Double, beginTime: Double, timingFunction: TimingFunction?) {
        self.duration = duration
        self.beginTime = beginTime
        self.timingFunction = timingFunction
    }

    func record(layer: Layer, property: AnimatableProperty, onScreen: AnimatableValue,
                oldModel: AnimatableValue, to: AnimatableValue) {
        guard duration > 0 else { return }
        let animation = BasicAnimation(keyPath: property.keyPath)
        animation.isAdditive = true
        animation.fromValue = oldModel.subtracting(to)
        animation.toValue = .zero(of: property.kind)
        animation.duration = duration
        animation.beginTime = beginTime
        animation.fillMode = .backwards
        animation.timingFunction = timingFunction
        try? layer.add(animation, forKey: nil)
    }
}

extension Layer {
    /// Animates the changes `animations` makes to any layers, like `UIView.animate`:
    /// each property moves from the value on screen to its new value over `duration`
    /// seconds after `delay`. `completion` runs once all of them have ended.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               timingFunction: TimingFunction? = .easeInEaseOut,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        Transaction.begin()
        Transaction.setCompletionBlock { completion?(true) }
        AnimationBlock(duration: max(duration, 0), beginTime: currentMediaTime() + max(delay, 0),
                       timingFunction: timingFunction).recording(animations)
        Transaction.commit()
    }

    /// Runs a keyframe animation block, like `UIView.animateKeyframes`: inside
    /// `animations`, call ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each step.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        Transaction.begin()
        Transaction.setCompletionBlock { completion?(true) }
        KeyframeBlock.stack.append(KeyframeBlock(start: currentMediaTime() + max(delay, 0), duration: max(duration, 0)))
        animations()
        KeyframeBlock.stack.removeLast()
        Transaction.commit()
    }

    /// One step of an ``animateKeyframes(withDuration:delay:animations:completion:)``
    /// block; times are fractions (0…1) of the whole duration.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: () -> Void) {
        guard let block = KeyframeBlock.stack.last else {
            preconditionFailure("Layer.addKeyframe must be called inside Layer.animateKeyframes")
        }
        let s = min(max(start, 0), 1), d = min(max(relativeDuration, 0), 1 - s)
        AnimationBlock(duration: d * block.duration, beginTime: block.start + s * block.duration,
                       timingFunction: nil).recording(animations)
    }
}

/// An open `animateKeyframes` block: where its keyframes are placed in time.
struct KeyframeBlock {
    nonisolated(unsafe) static var stack: [KeyframeBlock] = []
    let start: Double
    let duration: Double
}
