/// The calls that drive a ``PropertyAnimator`` through its states: start, pause,
/// continue with other timing, reverse, stop and finish. Each checks its
/// precondition first (see the legal moves on ``PropertyAnimator``).
extension PropertyAnimator {
    /// Starts (or resumes) running towards the end (or the start when reversed); does
    /// nothing when already running.
    ///
    /// - Precondition: the animator is not stopped.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts running after `delay` seconds; until then the values stay where they are.
    ///
    /// - Precondition: the animator is not stopped.
    public func startAnimation(afterDelay delay: Double) {
        require(state != .stopped, "startAnimation", "call finishAnimation(at:) first")
        if isRunning { return }
        activateIfNeeded()
        let now = self.now
        run(from: curveFraction(at: now), at: now + .seconds(delay.isFinite ? max(delay, 0) : 0), durationFactor: 0)
    }

    /// Pauses where it is; from inactive it becomes active and paused at the start.
    ///
    /// - Precondition: the animator is not stopped, and not running unless
    ///   ``isInterruptible``.
    public func pauseAnimation() {
        require(state != .stopped, "pauseAnimation", "call finishAnimation(at:) first")
        require(interruptible || !isRunning, "pauseAnimation", "a non-interruptible animator cannot be paused once running")
        activateIfNeeded()
        freeze(at: now)
    }

    /// Resumes a paused animator with other timing, running the rest of the way in
    /// `durationFactor` × ``duration`` seconds (0: at its original pace). A spring that
    /// takes over starts with the speed the values already have.
    ///
    /// - Precondition: the animator is not stopped.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double) {
        require(state != .stopped, "continueAnimation(withTimingParameters:durationFactor:)", "call finishAnimation(at:) first")
        activateIfNeeded()
        let now = self.now
        let factor = durationFactor.isFinite ? max(durationFactor, 0) : 0
        guard var curve = parameters else {
            run(from: curveFraction(at: now), at: now, durationFactor: factor)
            return
        }
        // A new curve from here to the target: progress = p0 + (target − p0) × curve(f).
        let p0 = progress(at: now)
        let target = reversed ? 0.0 : 1.0
        let velocity: Double = if case let .running(s) = motion { s.velocity(at: now) } else { 0 }
        if let spring = curve as? SpringTimingParameters, spring.initialVelocity == 0, target != p0 {
            curve = spring.withInitialVelocity(velocity / (target - p0))
        }
        let curveDuration = curve.duration(forAnimatorDuration: duration)
        let runTime = factor > 0 ? factor * duration : curveDuration
        let segment = AnimatorMotion.Segment(curve: curve, curveDuration: curveDuration, from: p0, to: target,
                                             startFraction: 0, startTime: now,
                                             rate: runTime > 0 ? 1 / runTime : .infinity)
        motion = .running(segment)
        startStepping()
    }

    /// Stops where it is. With `withoutFinishing` true the values stay where they are and
    /// the animator becomes inactive at once, without running its completions (as UIKit
    /// does). With false it becomes `stopped`, values frozen, waiting for
    /// ``finishAnimation(at:)``.
    ///
    /// - Precondition: the animator is active (not inactive, not already stopped).
    public func stopAnimation(_ withoutFinishing: Bool) {
        require(state == .active, "stopAnimation(_:)", "only an active animator can be stopped")
        let p = progress(at: now)
        let records = settle(at: p)
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
            motion = .paused(.scrubbed(p))
            stopped = (records, p)
        }
    }

    /// Ends a stopped animator at the start values, the end values or where it stopped,
    /// and runs the completions with that position.
    ///
    /// - Precondition: the animator is stopped (by `stopAnimation(false)`).
    public func finishAnimation(at position: AnimatingPosition) {
        require(state == .stopped, "finishAnimation(at:)", "call stopAnimation(false) first")
        let target: Double? = switch position {
        case .start: 0
        case .end: 1
        case .current: nil
        }
        if let target {
            for record in stopped.records { Self.move(record, from: stopped.progress, to: target) }
        }
        complete(at: position)
    }

    func setReversed(_ value: Bool) {
        guard value != reversed else { return }
        require(state != .stopped, "isReversed (set)", "call finishAnimation(at:) first")
        require(interruptible || state == .inactive, "isReversed (set)",
                "a non-interruptible animator cannot be reversed once started")
        let now = self.now
        let wasRunning = isRunning
        if wasRunning { freeze(at: now) }
        reversed = value
        if wasRunning {
            if case let .paused(.onCurve(f)) = motion {
                run(from: f, at: now, durationFactor: 0)
            } else {
                continueAnimation(withTimingParameters: curve, durationFactor: 0)
            }
        }
    }
}
