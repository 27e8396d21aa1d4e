/// The timing curves, written out independently of the library for the scene tests.
nonisolated enum Curve {
    /// UIKit's easeInOut: the cubic Bézier (0.42, 0) (0.58, 1).
    static func easeInOut(_ t: Double) -> Double { bezier(t, 0.42, 0, 0.58, 1) }
    /// UIKit's easeIn: (0.42, 0) (1, 1).
    static func easeIn(_ t: Double) -> Double { bezier(t, 0.42, 0, 1, 1) }

    /// The time at which easeIn reaches `progress`.
    static func easeInInverse(_ progress: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if easeIn(mid) < progress { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// y at x = t of the Bézier from (0, 0) to (1, 1), x solved by bisection.
    static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coordinate(mid, x1, x2) < t { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, y1, y2)
    }
}
