/// Where a ``PropertyAnimator`` is along its run: its progress at a time, the
/// ``PropertyAnimator/fractionComplete`` it reports and scrubs to, and the curve
/// fraction it resumes from.
extension PropertyAnimator {
    /// Progress at `time`: 0 at the start values, 1 at the end values (a spring may pass 1).
    public func progress(at time: MediaTime) -> Double {
        switch motion {
        case let .paused(.onCurve(f)): curve.progress(atFraction: f, duration: effectiveDuration)
        case let .paused(.scrubbed(p)): p
        case let .running(segment): segment.progress(at: time)
        }
    }

    /// How far along the animator is, 0…1, in the direction it runs. Reading it gives
    /// the progress on screen; setting it pauses the animator there (activating it if
    /// inactive): linearly when ``scrubsLinearly``, else at that fraction of the curve.
    ///
    /// While ``isReversed`` it counts along the way back, as UIKit does since iOS 11:
    /// values halfway between start and end at 0.2 from the end read 0.8, and setting it
    /// to 0.8 puts them there. That is why the CityGuide tutorial's pan handler negates its drag
    /// fraction when the animator is reversed.
    ///
    /// - Precondition: setting it is illegal when the animator is stopped, or active and
    ///   not ``isInterruptible``.
    public var fractionComplete: Double {
        get {
            let p = min(max(progress(at: now), 0), 1)
            return reversed ? 1 - p : p
        }
        set {
            require(state != .stopped, "fractionComplete (set)", "call finishAnimation(at:) first")
            require(interruptible || state == .inactive, "fractionComplete (set)",
                    "a non-interruptible animator cannot be scrubbed once started")
            var v = newValue.isFinite ? min(max(newValue, 0), 1) : 0
            if reversed { v = 1 - v }
            activateIfNeeded()
            motion = .paused(scrubsLinearly ? .scrubbed(v) : .onCurve(v))
            stopStepping()
            // What is on screen changed with no model change and nothing running: tell
            // the host, which compares revisions to decide whether to draw.
            host?.invalidate()
        }
    }

    /// The curve fraction the animator is at, for resuming on the curve.
    func curveFraction(at time: MediaTime) -> Double {
        switch motion {
        case let .paused(.onCurve(f)): return f
        case let .paused(.scrubbed(p)): return curve.fraction(forProgress: p, duration: effectiveDuration)
        case let .running(segment):
            if segment.from == 0 && segment.to == 1 { return segment.fraction(at: time) }
            return curve.fraction(forProgress: segment.progress(at: time), duration: effectiveDuration)
        }
    }
}
