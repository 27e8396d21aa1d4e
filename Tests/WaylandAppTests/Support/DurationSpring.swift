import Foundation

/// UIKit's duration-based spring (`UISpringTimingParameters(dampingRatio:)` on an animator
/// of some duration) as the library defines it, written out here for the scene tests:
/// mass 1, damping ratio ζ, and the natural frequency ω₀ at which the spring released
/// from rest comes to rest exactly at the end of the duration, "at rest" meaning that
/// √((x − 1)² + (x′/ω₀)²) stays below 0.001.
enum DurationSpring {
    /// ω₀ for damping ratio `zeta` (< 1) settling in `duration` seconds.
    ///
    /// With ω₀ = 1 the motion from rest is u = x − 1 = −e^(−ζt)(cos ω_d t + (ζ/ω_d) sin ω_d t)
    /// and x′ = e^(−ζt) sin(ω_d t)/ω_d, ω_d = √(1 − ζ²). The distance √(u² + x′²) is √(2E),
    /// which never grows, so it crosses 0.001 once, at τ; settling scales as 1/ω₀, so
    /// ω₀ = τ / duration.
    static func naturalFrequency(dampingRatio zeta: Double, duration: Double) -> Double {
        let wd = (1 - zeta * zeta).squareRoot()
        func distance(_ t: Double) -> Double {
            let e = exp(-zeta * t)
            let u = -e * (cos(wd * t) + zeta / wd * sin(wd * t)), v = e * sin(wd * t) / wd
            return (u * u + v * v).squareRoot()
        }
        var lo = 0.0, hi = 1.0
        while distance(hi) >= 0.001 { lo = hi; hi *= 2 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if distance(mid) < 0.001 { hi = mid } else { lo = mid }
        }
        return hi / duration
    }

    /// x(t) = 1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t), ω_d = ω₀√(1 − ζ²): 0 → 1 with
    /// an overshoot, from rest.
    static func progress(_ t: Double, dampingRatio zeta: Double, duration: Double) -> Double {
        let w0 = naturalFrequency(dampingRatio: zeta, duration: duration)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }
}
