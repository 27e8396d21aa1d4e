/// A cubic Bézier timing curve for an animator, the role of `UICubicTimingParameters`.
///
/// Made from one of UIKit's named curves or from two control points (x clamped to 0…1,
/// y free). Unlike UIKit, which reports zero control points for a named curve, the
/// control points are always the curve's real ones, and ``animationCurve`` is `nil`
/// (instead of undefined) for custom points.
public struct CubicTimingParameters: TimingCurveProvider, Equatable, Hashable, Sendable {
    /// The named curve this was made from, or `nil` for custom control points and for the
    /// system default of ``init()``.
    public let animationCurve: AnimationCurve?
    /// The Bézier curve that paces the animation.
    public let timingFunction: TimingFunction

    /// Core Animation's default curve, ``TimingFunction/default``.
    public init() {
        animationCurve = nil
        timingFunction = .default
    }

    /// One of UIKit's named curves.
    public init(animationCurve curve: AnimationCurve) {
        animationCurve = curve
        timingFunction = curve.timingFunction
    }

    /// A custom curve through (0, 0), `point1`, `point2`, (1, 1); see
    /// ``TimingFunction/init(controlPoints:_:_:_:)`` for clamping.
    public init(controlPoint1 point1: ControlPoint, controlPoint2 point2: ControlPoint) {
        animationCurve = nil
        timingFunction = TimingFunction(controlPoints: point1.x, point1.y, point2.x, point2.y)
    }

    /// A curve that is already a timing function.
    public init(timingFunction: TimingFunction) {
        animationCurve = nil
        self.timingFunction = timingFunction
    }

    /// The curve's first control point (`UICubicTimingParameters.controlPoint1`).
    public var controlPoint1: ControlPoint { timingFunction.controlPoint1 }
    /// The curve's second control point.
    public var controlPoint2: ControlPoint { timingFunction.controlPoint2 }

    public func progress(atFraction fraction: Double, duration: Double) -> Double {
        timingFunction.progress(at: fraction)
    }

    /// The curve's slope divided by the duration (a zero duration has no speed: 0).
    public func velocity(atFraction fraction: Double, duration: Double) -> Double {
        duration > 0 ? timingFunction.slope(at: fraction) / duration : 0
    }

    public func fraction(forProgress progress: Double, duration: Double) -> Double {
        timingFunction.time(forProgress: progress)
    }
}
