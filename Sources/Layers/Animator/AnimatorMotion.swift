/// How an animator's progress depends on time: paused somewhere, or moving along a
/// timing curve. A pure value: ``progress(at:)`` is a function of time only, so layers
/// can ask for any moment and tests can predict every frame.
///
/// Progress is the share of the way from the start values (0) to the end values (1); a
/// spring may overshoot past 1.
enum AnimatorMotion {
    /// Held still. `fraction` is a point of the timing curve: the progress shown is the
    /// curve's value there. A scrubbed position is held as `.scrubbed(progress)`.
    case paused(Position)
    /// Moving along a timing curve since `startTime`.
    case running(Segment)

    /// A resting place.
    enum Position {
        /// At fraction `f` of the animator's own curve (where a running animator was paused).
        case onCurve(Double)
        /// At progress `p`, set directly (fractionComplete with scrubsLinearly).
        case scrubbed(Double)
    }

    /// One stretch of motion: progress = `from + (to − from) × curve(f)`, with the curve
    /// fraction `f` moving from `startFraction` at `rate` per second (negative = backwards).
    struct Segment {
        var curve: TimingCurveProvider
        /// The curve's own duration, in seconds (`CFTimeInterval`, as UIKit's `duration`):
        /// f goes 0 → 1 at rate 1/curveDuration.
        var curveDuration: Double
        var from: Double
        var to: Double
        var startFraction: Double
        var startTime: MediaTime
        var rate: Double

        func fraction(at time: MediaTime) -> Double {
            let f = startFraction + rate * max(0, (time - startTime).seconds)
            return min(max(f, 0), 1)
        }

        func progress(at time: MediaTime) -> Double {
            from + (to - from) * curve.progress(atFraction: fraction(at: time), duration: curveDuration)
        }

        /// Progress per second at `time`.
        func velocity(at time: MediaTime) -> Double {
            let f = fraction(at: time)
            let perFraction = curve.velocity(atFraction: f, duration: curveDuration) * curveDuration
            return (to - from) * perFraction * rate
        }

        /// The fraction where this segment stops: 1 going forwards, 0 going backwards.
        var endFraction: Double { rate >= 0 ? 1 : 0 }

        /// The moment the segment reaches its end.
        var endTime: MediaTime {
            guard rate != 0 else { return MediaTime(seconds: .infinity) }
            return startTime + .seconds(abs(endFraction - startFraction) / abs(rate))
        }

        /// The progress it ends at.
        var endProgress: Double { rate >= 0 ? to : from }
    }
}
