#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers
import AnimationCheck

/// Textbook solutions of m·x″ + c·x′ + k·(x − 1) = 0, x(0) = 0, x′(0) = v0, one per regime,
/// written out independently of the implementation's unified form.
private func reference(mass m: Double, stiffness k: Double, damping c: Double, v0: Double,
                       at t: Double) -> Double {
    let beta = c / (2 * m), omega0 = (k / m).squareRoot()
    let disc = beta * beta - omega0 * omega0
    if abs(disc) < 1e-12 {                                     // critical
        return 1 - exp(-beta * t) * (1 + (beta - v0) * t)
    } else if disc < 0 {                                       // under
        let wd = (-disc).squareRoot()
        return 1 - exp(-beta * t) * (cos(wd * t) + (beta - v0) / wd * sin(wd * t))
    } else {                                                   // over
        let g = disc.squareRoot(), r1 = -beta + g, r2 = -beta - g
        let a = (v0 + r2) / (r1 - r2), b = -1 - a
        return 1 + a * exp(r1 * t) + b * exp(r2 * t)
    }
}

private func spring(_ m: Double, _ k: Double, _ c: Double, _ v0: Double = 0) -> SpringTimingParameters {
    try! SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: v0)
}

@Suite(.noAnimationLeftRunning) struct SpringTimingParametersTests {
    @Test func underdampedMatchesReferenceValues() {
        // m 1, k 100, c 10: ζ = 0.5, ω0 = 10, ω_d = 5√3.
        let s = spring(1, 100, 10)
        #expect(abs(s.dampingRatio - 0.5) < 1e-15)
        #expect(abs(s.value(at: 0.1) - 0.34030) < 1e-5)
        #expect(abs(s.value(at: 0.25) - 1.02336) < 1e-5)
        #expect(abs(s.value(at: 0.5) - 1.07459) < 1e-5)
        for i in 0...300 {
            let t = Double(i) / 100
            #expect(abs(s.value(at: t) - reference(mass: 1, stiffness: 100, damping: 10, v0: 0, at: t)) < 1e-12)
        }
        #expect(s.value(at: 0) == 0)
        #expect(s.velocity(at: 0) == 0)
    }

    @Test func criticallyDampedMatchesClosedForm() {
        // c² = 4mk: m 1, k 100, c 20 → x(t) = 1 − e^(−10t)(1 + 10t); x(0.1) = 1 − 2/e.
        let s = spring(1, 100, 20)
        #expect(s.dampingRatio == 1)
        #expect(abs(s.value(at: 0.1) - (1 - 2 / exp(1.0))) < 1e-14)
        #expect(abs(s.value(at: 0.3) - (1 - 4 * exp(-3))) < 1e-14)
        // m 4, k 9, c 12 is critical too (144 = 4·4·9): β = 1.5.
        let t = spring(4, 9, 12, 0.8)
        for i in 0...200 {
            let time = Double(i) / 40
            let expected = 1 - exp(-1.5 * time) * (1 + (1.5 - 0.8) * time)
            #expect(abs(t.value(at: time) - expected) < 1e-13)
        }
    }

    @Test func overdampedMatchesClosedForm() {
        // The animator deep-dive's release spring: m 2.5, k 70, c 55 (ζ ≈ 2.08), released at 1.2 distances/s.
        let s = spring(2.5, 70, 55, 1.2)
        #expect(s.dampingRatio > 2)
        #expect(abs(s.value(at: 0.05) - 0.0608818730836) < 1e-11)
        #expect(abs(s.value(at: 0.2) - 0.2315394516831) < 1e-11)
        #expect(abs(s.value(at: 1.0) - 0.7403123167896) < 1e-11)
        for i in 0...400 {
            let t = Double(i) / 50
            #expect(abs(s.value(at: t) - reference(mass: 2.5, stiffness: 70, damping: 55, v0: 1.2, at: t)) < 1e-12)
        }
        // Never overshoots from rest.
        let r = spring(1, 100, 30)
        #expect((0...500).allSatisfy { r.value(at: Double($0) / 100) <= 1 })
    }

    @Test func nearlyCriticalSpringsAreContinuous() {
        // Just either side of critical, the values must agree with the critical closed form.
        for c in [20 - 1e-7, 20 + 1e-7, 20 - 1e-3, 20 + 1e-3] {
            let s = spring(1, 100, c, 2)
            for i in 0...100 {
                let t = Double(i) / 50
                let critical = 1 - exp(-10 * t) * (1 + (10 - 2) * t)
                #expect(abs(s.value(at: t) - critical) < 0.1 * abs(c - 20) + 1e-9, "c \(c) t \(t)")
            }
        }
    }

    @Test func initialVelocityIsTheStartingSlope() {
        let s = spring(1, 100, 10, 5)
        #expect(s.velocity(at: 0) == 5)
        #expect(abs(s.value(at: 0.05) - 0.2930780751925) < 1e-11)
        #expect(abs(s.value(at: 0.3) - 1.1909760894174) < 1e-11)
        for i in 0...200 {
            let t = Double(i) / 100
            #expect(abs(s.value(at: t) - reference(mass: 1, stiffness: 100, damping: 10, v0: 5, at: t)) < 1e-12)
        }
        // Moving away from the target first.
        let away = spring(1, 100, 20, -4)
        #expect(away.value(at: 0.05) < 0)
    }

    @Test func velocityMatchesNumericalDerivative() {
        let springs = [spring(1, 100, 10), spring(1, 100, 20), spring(2.5, 70, 55, 1.2), spring(1, 100, 10, -3),
                       spring(1, 2, 0.2), spring(1, 100, 20 + 1e-6, 4)]
        let h = 1e-6
        for s in springs {
            for i in 1...200 {
                let t = Double(i) / 80
                let numeric = (s.value(at: t + h) - s.value(at: t - h)) / (2 * h)
                #expect(abs(s.velocity(at: t) - numeric) < 1e-6 * max(1, abs(numeric)), "\(s) at \(t)")
            }
        }
    }

    @Test func settlingDurationIsTheLastTimeAboveTheRestThreshold() {
        let cases: [(SpringTimingParameters, ClosedRange<Double>)] = [
            (spring(1, 100, 10), 1.3565 ... 1.3566),
            (spring(1, 100, 20), 0.95645 ... 0.95646),
            (spring(1, 100, 30), 1.8675 ... 1.8676),
            (spring(1, 100, 10, 5), 1.3154 ... 1.3155),
            (spring(2.5, 70, 55), 5.1664 ... 5.1665),
            (spring(1, 2, 0.2), 69.357 ... 69.358),
        ]
        for (s, expected) in cases {
            let settle = s.settlingDuration
            #expect(expected.contains(settle), "\(s): \(settle)")
            let omega0 = s.naturalFrequency
            func distance(_ t: Double) -> Double {
                let u = s.value(at: t) - 1, v = s.velocity(at: t) / omega0
                return (u * u + v * v).squareRoot()
            }
            #expect(abs(distance(settle) - 0.001) < 1e-8)
            #expect(distance(settle * (1 - 1e-6)) >= 0.001 * (1 - 1e-5))
            // Stays at rest afterwards, value and speed alike.
            for i in 0...2000 {
                let t = settle * (1 + Double(i) / 500)
                #expect(abs(s.value(at: t) - 1) < 0.001)
                #expect(abs(s.velocity(at: t)) < 0.001 * omega0)
            }
        }
        // Lower bound for ζ < 1: the decay envelope e^(−βt) must have fallen below 0.001.
        #expect(spring(1, 100, 10).settlingDuration > log(1 / 0.001) / 5 * 0.9)
    }

    @Test func dampingRatioSpringIsFittedToTheDuration() throws {
        let s = try SpringTimingParameters(dampingRatio: 0.7)
        #expect(s.fitsAnimatorDuration)
        #expect(abs(s.dampingRatio - 0.7) < 1e-12)
        #expect(abs(s.settlingDuration - 1) < 1e-9)
        #expect(s.duration(forAnimatorDuration: 0.3) == 0.3)
        let fitted = s.resolved(forDuration: 0.3)
        #expect(!fitted.fitsAnimatorDuration)
        #expect(fitted.mass == 1)
        #expect(abs(fitted.dampingRatio - 0.7) < 1e-12)
        #expect(abs(fitted.settlingDuration - 0.3) < 1e-9)
        // ω0 = τ(0.7)/0.3 with τ(0.7) = 10.7069…, the rest time of ω0 = 1 at ζ = 0.7.
        #expect(abs(fitted.naturalFrequency - 10.706911195857 / 0.3) < 1e-8)
        let w = fitted.naturalFrequency
        for i in 0...30 {
            let t = Double(i) / 100
            let expected = reference(mass: 1, stiffness: w * w, damping: 1.4 * w, v0: 0, at: t)
            #expect(abs(s.value(at: t, duration: 0.3) - expected) < 1e-12)
        }
        // Critically damped fit: τ(1) = 9.5645…
        let critical = try SpringTimingParameters(dampingRatio: 1, initialVelocity: 2).resolved(forDuration: 0.5)
        #expect(abs(critical.naturalFrequency - 9.564584094302 / 0.5) < 1e-8)
        #expect(critical.initialVelocity == 2)
        #expect(critical.velocity(at: 0) == 2)
    }

    @Test func springAsTimingCurveProvider() throws {
        let physical = spring(1, 100, 10)
        let d = physical.duration(forAnimatorDuration: 99)
        #expect(d == physical.settlingDuration)
        #expect(physical.progress(atFraction: 0, duration: d) == 0)
        #expect(physical.progress(atFraction: 1, duration: d) == 1)
        #expect(physical.progress(atFraction: 3, duration: d) == 1)
        #expect(abs(physical.progress(atFraction: 0.1 / d, duration: d) - 0.34030) < 1e-5)
        #expect(abs(physical.velocity(atFraction: 0.1 / d, duration: d) - physical.velocity(at: 0.1)) < 1e-12)
        #expect(physical.velocity(atFraction: 1, duration: d) == 0)

        let ratio = try SpringTimingParameters(dampingRatio: 0.7, initialVelocity: 1)
        #expect(ratio.progress(atFraction: 0.5, duration: 0.3) == ratio.value(at: 0.15, duration: 0.3))
        #expect(ratio.velocity(atFraction: 0, duration: 0.3) == 1)
        // The default inverse finds the first time the spring reaches a progress.
        let f = physical.fraction(forProgress: 0.5, duration: d)
        #expect(abs(physical.progress(atFraction: f, duration: d) - 0.5) < 1e-9)
        #expect((0..<100).allSatisfy { physical.progress(atFraction: f * Double($0) / 100, duration: d) < 0.5 })
    }

    @Test func invalidParametersThrowNamingTheParameter() {
        func error(_ make: () throws -> SpringTimingParameters) -> TimingError? {
            do { _ = try make(); return nil } catch { return error as? TimingError }
        }
        let bad: [(String, () throws -> SpringTimingParameters)] = [
            ("mass", { try SpringTimingParameters(mass: 0, stiffness: 1, damping: 1) }),
            ("mass", { try SpringTimingParameters(mass: -1, stiffness: 1, damping: 1) }),
            ("mass", { try SpringTimingParameters(mass: .nan, stiffness: 1, damping: 1) }),
            ("stiffness", { try SpringTimingParameters(mass: 1, stiffness: .infinity, damping: 1) }),
            ("stiffness", { try SpringTimingParameters(mass: 1, stiffness: 0, damping: 1) }),
            ("damping", { try SpringTimingParameters(mass: 1, stiffness: 1, damping: -0.1) }),
            ("damping", { try SpringTimingParameters(mass: 1, stiffness: 1, damping: 0) }),
            ("initialVelocity", {
                try SpringTimingParameters(mass: 1, stiffness: 1, damping: 1, initialVelocity: .nan) }),
            ("dampingRatio", { try SpringTimingParameters(dampingRatio: 0) }),
            ("dampingRatio", { try SpringTimingParameters(dampingRatio: -.infinity) }),
            ("initialVelocity", {
                try SpringTimingParameters(dampingRatio: 1, initialVelocity: .infinity) }),
        ]
        for (name, make) in bad {
            let e = error(make)
            #expect(e?.owner == "SpringTimingParameters")
            #expect(e?.parameter == name)
            #expect(e?.description.hasPrefix("SpringTimingParameters.\(name) must be") == true)
        }
        #expect(error({ try SpringTimingParameters(mass: -1, stiffness: 1, damping: 1) })?
            .description == "SpringTimingParameters.mass must be a finite number greater than 0, got -1.0")
    }
}
