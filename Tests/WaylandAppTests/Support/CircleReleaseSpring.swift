import Foundation

/// The animator deep-dive's spring (mass 2.5, stiffness 70, damping 55), overdamped, in closed form.
nonisolated enum CircleReleaseSpring {
    /// Progress 0 → 1 at `t` seconds for initial velocity `v0` (distances per second):
    /// x(t) = 1 − A·e^(r₁t) − B·e^(r₂t), r = −β ± γ, β = c/2m = 11, γ = √(β² − k/m) = √93,
    /// with A + B = 1 (x(0) = 0) and −A·r₁ − B·r₂ = v0 (x′(0) = v0).
    static func overdamped(_ t: Double, v0: Double) -> Double {
        let beta = 55.0 / (2 * 2.5), gamma = (beta * beta - 70.0 / 2.5).squareRoot()
        let r1 = -beta + gamma, r2 = -beta - gamma
        let a = (v0 + r2) / (r2 - r1)
        let b = 1 - a
        return 1 - a * exp(r1 * t) - b * exp(r2 * t)
    }
}
