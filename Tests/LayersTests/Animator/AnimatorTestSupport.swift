#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers

/// Reference curves written out here, independently of the library, so animator tests
/// compare the layers on screen against textbook formulas rather than against the
/// implementation itself.
nonisolated enum Reference {
    /// x(t) of m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0, x′(0) = v0, by regime.
    static func spring(mass m: Double, stiffness k: Double, damping c: Double, v0: Double = 0,
                       at t: Double) -> Double {
        let beta = c / (2 * m), omega0 = (k / m).squareRoot()
        let disc = beta * beta - omega0 * omega0
        if abs(disc) < 1e-12 {                       // critically damped
            return 1 - exp(-beta * t) * (1 + (beta - v0) * t)
        } else if disc < 0 {                         // underdamped
            let wd = (-disc).squareRoot()
            return 1 - exp(-beta * t) * (cos(wd * t) + (beta - v0) / wd * sin(wd * t))
        } else {                                     // overdamped: two real roots
            let g = disc.squareRoot(), r1 = -beta + g, r2 = -beta - g
            let a = (v0 + r2) / (r1 - r2), b = -1 - a
            return 1 + a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// The cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) as a timing curve: y at x, by bisection
    /// on the curve parameter (x(s) is monotonic for x1, x2 in 0…1).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        let x = min(max(x, 0), 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }

    /// The x at which ``bezier(_:_:_:_:at:)`` reaches `y` (for curves rising 0 → 1).
    static func bezierInverse(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, of y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(x1, y1, x2, y2, at: mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Core Animation's ease-in-ease-out (0.42, 0, 0.58, 1): UIKit's `.easeInOut`.
    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
    /// Core Animation's ease-in (0.42, 0, 1, 1): UIKit's `.easeIn`.
    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }
}

/// Moves the manual clock to `t` seconds after `start` and runs one engine update, as a
/// frame would: animators that reached their end complete here.
func tick(_ clock: TestClock, at t: Double, start: Double = 100) {
    clock.set(start + t)
    clock.update()
}

/// Entry by entry.
func isClose(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    isClose(a.a, b.a, tolerance) && isClose(a.b, b.b, tolerance) && isClose(a.c, b.c, tolerance)
        && isClose(a.d, b.d, tolerance) && isClose(a.tx, b.tx, tolerance) && isClose(a.ty, b.ty, tolerance)
}
