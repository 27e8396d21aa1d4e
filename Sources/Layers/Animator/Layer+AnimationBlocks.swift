extension Layer {
    /// Animates the changes `animations` makes to any layers, like `UIView.animate`:
    /// each property moves from the value on screen to its new value over `duration`
    /// seconds after `delay`. `completion` runs once all of them have ended.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               timingFunction: TimingFunction? = .easeInEaseOut,
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        Transaction.begin()
        Transaction.setCompletionBlock { completion?(true) }
        AnimationBlock(duration: max(duration, 0), delay: max(delay, 0),
                       timingFunction: timingFunction).recording(animations)
        Transaction.commit()
    }

    /// Runs a keyframe animation block, like `UIView.animateKeyframes`: inside
    /// `animations`, call ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// for each step.
    ///
    /// Inside a ``PropertyAnimator``'s animations the keyframes are placed on the
    /// animator's progress instead of the clock: `duration` and `delay` are ignored, each
    /// keyframe moves during its share of the run, so the animator can scrub, pause and
    /// reverse through them; `completion` runs when the animator ends, with `true` when
    /// it ended at `.end`.
    public static func animateKeyframes(withDuration duration: Double, delay: Double = 0,
                                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        if let recorder = Recording.current as? AnimatorRecorder {
            KeyframeBlock.stack.append(KeyframeBlock(placement: .animator(recorder)))
            animations()
            KeyframeBlock.stack.removeLast()
            if let completion { recorder.animator.addCompletion { completion($0 == .end) } }
            return
        }
        Transaction.begin()
        Transaction.setCompletionBlock { completion?(true) }
        KeyframeBlock.stack.append(KeyframeBlock(placement: .time(delay: max(delay, 0), duration: max(duration, 0))))
        animations()
        KeyframeBlock.stack.removeLast()
        Transaction.commit()
    }

    /// One step of an ``animateKeyframes(withDuration:delay:animations:completion:)``
    /// block; times are fractions (0…1) of the whole duration (of the animator's run,
    /// inside a ``PropertyAnimator``).
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double,
                                   animations: () -> Void) {
        guard let block = KeyframeBlock.stack.last else {
            programmerError("Layer.addKeyframe must be called inside Layer.animateKeyframes")
        }
        switch block.placement {
        case let .animator(recorder):
            recorder.keyframe(relativeStart: start, relativeDuration: relativeDuration).recording(animations)
        case let .time(blockDelay, blockDuration):
            let s = min(max(start, 0), 1), d = min(max(relativeDuration, 0), 1 - s)
            AnimationBlock(duration: d * blockDuration, delay: blockDelay + s * blockDuration,
                           timingFunction: nil).recording(animations)
        }
    }
}
