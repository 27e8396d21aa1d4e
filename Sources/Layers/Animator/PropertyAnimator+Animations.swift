/// What a ``PropertyAnimator`` animates and who hears where it ended: animation blocks
/// added before it starts wait until it becomes active, then each change is recorded
/// as an animation paced by the animator.
extension PropertyAnimator {
    /// Adds changes to animate. Called while inactive, they run with the animator; while
    /// active, they start from the values on screen now and finish with the others.
    ///
    /// Inside `animations`, ``Layer/animateKeyframes(withDuration:delay:animations:completion:)``
    /// places each keyframe on the animator's progress (its relative start and duration
    /// are shares of the run), so keyframes scrub and reverse with the animator.
    ///
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void) { addAnimations(animations, delayFactor: 0) }

    /// Adds changes that begin `delayFactor` × ``effectiveDuration`` seconds after now
    /// (after the start when inactive) and end with the animator, as in UIKit's worked
    /// example: with a 2 s duration, a factor of 0.25 added at fractionComplete 0.25
    /// waits 0.5 s and runs for 1 s. The start is placed on the animator's progress (the
    /// value its curve reaches then), so the block scrubs and reverses with the others.
    /// While reversed, the block moves during `[delayFactor, 1]` of the progress.
    ///
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        require(state != .stopped, "addAnimations", "call finishAnimation(at:) first")
        let delay = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pendingBlocks.append((animations, delay))
        } else {
            record(animations, window: AnimatorWindow(start: reversed ? delay : delayedStart(delay), end: 1))
        }
    }

    /// The progress `factor` × ``effectiveDuration`` seconds from now: along the running
    /// segment, or, paused, along the curve from where it would resume. Never behind the
    /// progress on screen, so the block starts from the values shown now.
    private func delayedStart(_ factor: Double) -> Double {
        let now = self.now
        let p = min(max(progress(at: now), 0), 1)
        let target = if case let .running(segment) = motion {
            segment.progress(at: now + .seconds(factor * effectiveDuration))
        } else {
            curve.progress(atFraction: min(curveFraction(at: now) + factor, 1), duration: effectiveDuration)
        }
        return max(target, p)
    }

    /// Where a block added while inactive starts: the progress a run from the start
    /// reaches after `factor` of its time.
    private func startOfPendingBlock(_ factor: Double) -> Double {
        factor > 0 ? curve.progress(atFraction: factor, duration: effectiveDuration) : 0
    }

    /// Adds a block to run when the animator ends, told where it ended. Completions run
    /// once per run; `stopAnimation(true)` skips them.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        motion = .paused(.onCurve(0))
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for b in blocks { record(b.block, window: AnimatorWindow(start: startOfPendingBlock(b.delayFactor), end: 1)) }
    }

    /// Runs `body`, turning each change into an animation paced by this animator.
    private func record(_ body: () -> Void, window: AnimatorWindow) {
        AnimatorRecorder(animator: self, window: window).recording(body)
    }

    func register(_ animation: AnimatorAnimation) {
        animations.append(animation)
        guard let layer = animation.layer else { return }
        if let host = layer.host { lastHost = host }
        try? layer.add(animation, forKey: nil)
    }
}
