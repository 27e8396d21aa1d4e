/// How a ``PropertyAnimator`` runs: a segment of its curve stepped by the host every
/// frame, frozen where it pauses, and settled into the layers' models when it ends.
extension PropertyAnimator {
    func run(from fraction: Double, at startTime: MediaTime, durationFactor: Double) {
        let curveDuration = effectiveDuration
        let remaining = reversed ? fraction : 1 - fraction
        var rate = curveDuration > 0 ? 1 / curveDuration : .infinity
        if durationFactor > 0 && remaining > 0 && duration > 0 {
            rate = remaining / (durationFactor * duration)
        }
        let segment = AnimatorMotion.Segment(curve: curve, curveDuration: curveDuration, from: 0, to: 1,
                                             startFraction: fraction, startTime: startTime,
                                             rate: reversed ? -rate : rate)
        motion = .running(segment)
        startStepping()
    }

    /// Has the host step the animator on every frame; with no host, it ends at once.
    func startStepping() {
        stopStepping()
        guard let host else {
            _ = step(at: MediaTime(seconds: .infinity))
            return
        }
        steppingHost = host
        host.engine.addStepper(self) { [weak self] time in self?.step(at: time) ?? false }
    }

    func stopStepping() {
        steppingHost?.engine.removeStepper(self)
        steppingHost = nil
    }

    func freeze(at time: MediaTime) {
        stopStepping()
        if case let .running(segment) = motion {
            if segment.from == 0 && segment.to == 1 {
                motion = .paused(.onCurve(segment.fraction(at: time)))
            } else {
                motion = .paused(.scrubbed(segment.progress(at: time)))
            }
        }
    }

    /// Called by the engine every frame while running; false once finished.
    private func step(at time: MediaTime) -> Bool {
        guard state == .active, case let .running(segment) = motion else { return false }
        guard time >= segment.endTime else { return true }
        let p = segment.endProgress
        if pausesOnCompletion {
            motion = .paused(.scrubbed(p))
            return false
        }
        _ = settle(at: p)
        complete(at: p >= 1 ? .end : (p <= 0 ? .start : .current))
        return false
    }

    /// Writes the values at progress `p` into the layers' models and takes the
    /// animator's animations off the layers. Returns them, for ``finishAnimation(at:)``.
    func settle(at p: Double) -> [AnimatorAnimation] {
        stopStepping()
        let records = animations
        animations.removeAll()
        for record in records {
            // The model holds the end value (progress 1).
            Self.move(record, from: 1, to: p)
            record.layer?.removeAnimation(record)
        }
        return records
    }

    /// Moves one recorded property's model value from where progress `a` puts it to
    /// where `b` does, leaving whatever else acts on the property alone.
    static func move(_ record: AnimatorAnimation, from a: Double, to b: Double) {
        guard let property = record.property, a != b else { return }
        let shift = record.value(atAnimatorProgress: b).subtracting(record.value(atAnimatorProgress: a))
        record.layer?.setModelValue(shift, adding: property)
    }

    /// Runs the completions with `position` and becomes inactive, ready for reuse.
    func complete(at position: AnimatingPosition) {
        let blocks = completions
        reset()
        for c in blocks { c(position) }
    }

    /// Back to a fresh inactive animator that can be used again.
    func reset() {
        stopStepping()
        state = .inactive
        motion = .paused(.onCurve(0))
        reversed = false
        animations.removeAll()
        stopped = ([], 0)
        completions.removeAll()
    }
}
