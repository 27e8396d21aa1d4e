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

    /// Adds changes that begin after `delayFactor` (0…1) of the animator's progress.
    ///
    /// - Precondition: the animator is not stopped.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        require(state != .stopped, "addAnimations", "call finishAnimation(at:) first")
        let delay = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
        if state == .inactive {
            pendingBlocks.append((animations, AnimatorWindow(start: delay, end: 1)))
        } else {
            let p = min(max(progress(at: now), 0), 1)
            record(animations, window: AnimatorWindow(start: reversed ? delay : max(delay, p), end: 1))
        }
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
        for b in blocks { record(b.block, window: b.window) }
    }

    /// Runs `body`, turning each change into an animation paced by this animator.
    private func record(_ body: () -> Void, window: AnimatorWindow) {
        AnimatorRecorder(animator: self, window: window).recording(body)
    }

    func register(_ animation: AnimatorAnimation) {
        animations.append(animation)
        if let host = animation.layer.host { lastHost = host }
        try? animation.layer.add(animation, forKey: nil)
    }
}
