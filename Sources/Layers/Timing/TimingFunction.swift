/// The pacing of an animation as a cubic Bézier curve from (0, 0) to (1, 1), like
/// `CAMediaTimingFunction`.
///
/// The curve maps the fraction of elapsed time (x) to the fraction of progress (y). It is a
/// pure function: the same x gives the same y, bit for bit, on every call.
///
/// The control points' x is clamped to 0…1, which keeps x(t) monotonic so every time has
/// exactly one progress. y is free: values outside 0…1 make the animation overshoot or
/// anticipate.
public struct TimingFunction: Equatable, Hashable, Sendable {
    /// The first control point, with x clamped to 0…1.
    public let controlPoint1: ControlPoint
    /// The second control point, with x clamped to 0…1.
    public let controlPoint2: ControlPoint

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// A curve through (0, 0), (`x1`, `y1`), (`x2`, `y2`), (1, 1).
    ///
    /// The x coordinates are clamped to 0…1, as Core Animation does; the y coordinates are
    /// kept. A NaN or infinite coordinate is a programmer error (the program stops, naming the coordinates): it
    /// has no curve to clamp to.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        require(x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite,
                "TimingFunction(controlPoints: \(x1), \(y1), \(x2), \(y2)): every coordinate must be finite")
        let x1 = min(max(x1, 0), 1), x2 = min(max(x2, 0), 1)
        controlPoint1 = ControlPoint(x: x1, y: y1)
        controlPoint2 = ControlPoint(x: x2, y: y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// Constant speed: progress equals time.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Starts slowly, then accelerates to the end.
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Starts quickly and slows down into the end.
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow at both ends, fastest in the middle.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default curve: a gentle ease-in, a longer ease-out.
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The progress (y) at the time fraction `x`.
    ///
    /// `x` is clamped to 0…1 (NaN counts as 0), so the result is exactly 0 at the start,
    /// exactly 1 at the end and never NaN. The curve parameter is solved to within 1e-14 in x
    /// by Newton's method, with bisection when Newton does not converge.
    public func progress(at x: Double) -> Double {
        let x = Self.clampUnit(x)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isLinear { return x }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx of the curve at the time fraction `x` (clamped like
    /// ``progress(at:)``): how fast progress changes per unit of time fraction.
    ///
    /// This is what velocity matching needs: an animation of duration `d` over a distance
    /// `D` moves at `slope(at: x) * D / d` per second. Where both dx/dt and dy/dt vanish
    /// (e.g. `easeOut` at 0) the limit is taken; a vertical tangent gives ±infinity.
    public func slope(at x: Double) -> Double {
        let x = Self.clampUnit(x)
        if isLinear { return 1 }
        let t = x == 0 ? 0 : x == 1 ? 1 : parameter(forX: x)
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) > 1e-9 { return dy / dx }
        if abs(dy) > 1e-9 { return dy > 0 ? .infinity : -.infinity }
        // 0/0: L'Hôpital with the second derivatives, then the third (6a, constant).
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        if abs(ddx) > 1e-9 { return ddy / ddx }
        if abs(ddy) > 1e-9 { return ddy > 0 ? .infinity : -.infinity }
        return ax != 0 ? ay / ax : 0
    }

    /// The time fraction at which the curve first reaches `progress`: the inverse of
    /// ``progress(at:)``.
    ///
    /// A paused animator uses it to turn a `fractionComplete` back into a point in time, so
    /// that resuming continues along the curve. `progress` ≤ 0 gives 0 and ≥ 1 gives 1. For
    /// curves whose y stays within 0…1 the inverse is exact (to 1e-14 in y); for
    /// overshooting curves it is the earliest time at which that progress is reached.
    public func time(forProgress progress: Double) -> Double {
        guard !progress.isNaN, progress > 0 else { return 0 }
        if progress >= 1 { return 1 }
        if isLinear { return progress }
        let t: Double
        if isMonotonicInY {
            t = Self.solve(progress, f: sampleY, df: { (3 * ay * $0 + 2 * by) * $0 + cy })
        } else {
            t = firstParameter(reachingY: progress)
        }
        return Self.clampUnit(sampleX(t))
    }

    // MARK: - Curve arithmetic

    private var isLinear: Bool {
        controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y
    }

    /// y(t) never decreases when both control y values lie in 0…1 (the same argument that
    /// makes x(t) monotonic for clamped x).
    private var isMonotonicInY: Bool {
        (0...1).contains(controlPoint1.y) && (0...1).contains(controlPoint2.y)
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    private func parameter(forX x: Double) -> Double {
        Self.solve(x, f: sampleX, df: { (3 * ax * $0 + 2 * bx) * $0 + cx })
    }

    /// The earliest t in 0…1 with y(t) ≥ target, for curves that dip or overshoot.
    private func firstParameter(reachingY target: Double) -> Double {
        let steps = 512
        var previous = 0.0
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            if sampleY(t) >= target {
                var lo = previous, hi = t
                for _ in 0..<64 where hi - lo > 1e-15 {
                    let mid = (lo + hi) / 2
                    if sampleY(mid) >= target { hi = mid } else { lo = mid }
                }
                return hi
            }
            previous = t
        }
        return 1
    }

    /// Solves f(t) = target for t in 0…1, f non-decreasing with f(0) = 0 and f(1) = 1.
    private static func solve(_ target: Double, f: (Double) -> Double, df: (Double) -> Double) -> Double {
        let tolerance = 1e-14
        var t = target
        for _ in 0..<8 {
            let error = f(t) - target
            if abs(error) < tolerance { return t }
            let slope = df(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var lo = 0.0, hi = 1.0
        t = target
        for _ in 0..<100 {
            let value = f(t)
            if abs(value - target) < tolerance { return t }
            if value < target { lo = t } else { hi = t }
            if hi - lo < 1e-16 { break }
            t = (lo + hi) / 2
        }
        return t
    }

    private static func clampUnit(_ x: Double) -> Double {
        x.isNaN ? 0 : min(max(x, 0), 1)
    }
}
