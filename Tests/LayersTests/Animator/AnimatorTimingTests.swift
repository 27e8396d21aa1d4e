#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers
import AnimationCheck

/// Values along the way: at given times a layer driven by an animator shows exactly
/// (to 1e-6 pt over a 100 pt move) what the timing curve predicts, running forwards and
/// after turning around. The predictions are the closed forms in `Reference`.
@Suite(.noAnimationLeftRunning) struct AnimatorTimingTests {
    /// A timing under test: how to make the animator, and the progress it must show
    /// `t` seconds after a start from rest.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let make: @MainActor @Sendable () throws -> PropertyAnimator
        /// How long one run lasts.
        let runTime: Double
        let progress: @Sendable (Double) -> Double
        var testDescription: String { name }
    }

    nonisolated static func cubic(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Case {
        Case(name: name, make: {
            PropertyAnimator(duration: 2, controlPoint1: ControlPoint(x: x1, y: y1), controlPoint2: ControlPoint(x: x2, y: y2))
        }, runTime: 2, progress: { Reference.bezier(x1, y1, x2, y2, at: $0 / 2) })
    }

    nonisolated static func named(_ curve: AnimationCurve, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Case {
        Case(name: "\(curve)", make: { PropertyAnimator(duration: 2, curve: curve) },
             runTime: 2, progress: { Reference.bezier(x1, y1, x2, y2, at: $0 / 2) })
    }

    nonisolated static func physical(_ m: Double, _ k: Double, _ c: Double, v0: Double = 0) -> Case {
        let spring = try! SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        return Case(name: "spring m \(m) k \(k) c \(c) v0 \(v0)", make: {
            // The duration is ignored: the spring decides.
            PropertyAnimator(duration: 7, timingParameters: try SpringTimingParameters(mass: m, stiffness: k, damping: c, initialVelocity: v0))
        }, runTime: spring.settlingDuration, progress: { Reference.spring(mass: m, stiffness: k, damping: c, v0: v0, at: $0) })
    }

    nonisolated static func ratio(_ zeta: Double, duration: Double) -> Case {
        // UIKit's fit: mass 1, the same ζ, settling in `duration`; its coefficients come
        // from the library, the motion from the closed form.
        let fitted = try! SpringTimingParameters(dampingRatio: zeta).resolved(forDuration: duration)
        return Case(name: "dampingRatio \(zeta) in \(duration) s", make: {
            PropertyAnimator(duration: duration, dampingRatio: zeta)
        }, runTime: duration, progress: {
            Reference.spring(mass: fitted.mass, stiffness: fitted.stiffness, damping: fitted.damping, at: $0)
        })
    }

    nonisolated static let cases: [Case] = [
        named(.linear, 0, 0, 1, 1),
        named(.easeIn, 0.42, 0, 1, 1),
        named(.easeOut, 0, 0, 0.58, 1),
        named(.easeInOut, 0.42, 0, 0.58, 1),
        cubic("the CityGuide tutorial cubic", 0.17, 0.67, 0.76, 1.0),
        cubic("the animator deep-dive overshooting cubic", 0.2, -0.48, 0.79, 1.41),
        physical(1, 100, 10),                  // underdamped, ζ = 0.5
        physical(1, 100, 20),                  // critically damped
        physical(2.5, 70, 55, v0: 2),          // the animator deep-dive's release spring, overdamped
        physical(1, 2, 0.2),                   // the CityGuide tutorial's spring, ζ ≈ 0.07
        ratio(0.7, duration: 0.3),             // the Kodeco chapter's menu
        ratio(1, duration: 0.5),
        ratio(0.3, duration: 1),
    ]

    @Test(arguments: cases)
    func forwards(_ c: Case) throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = try c.make()
        animator.addAnimations { layer.position = Point(150, 50) }
        animator.startAnimation()
        #expect(isClose(animator.effectiveDuration, c.runTime, 1e-9))
        for share in [0.02, 0.1, 0.25, 0.4, 0.6, 0.8, 0.97] {
            let t = share * c.runTime
            tick(clock, at: t)
            let expected = 50 + 100 * c.progress(t)
            #expect(isClose(layer.presentationState().position.x, expected, 1e-6),
                    "\(c.name) at \(t) s: \(layer.presentationState().position.x) vs \(expected)")
        }
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        tick(clock, at: c.runTime + 0.001)
        #expect(ended == .end && layer.presentationState().position.x == 150)
    }

    /// Reversed at `T`: it retraces its path, showing at `T + s` what it showed at `T − s`.
    @Test(arguments: cases)
    func reversed(_ c: Case) throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = try c.make()
        animator.addAnimations { layer.position = Point(150, 50) }
        animator.startAnimation()
        let turn = 0.45 * c.runTime
        tick(clock, at: turn)
        animator.isReversed = true
        #expect(isClose(layer.presentationState().position.x, 50 + 100 * c.progress(turn), 1e-6))
        for share in [0.05, 0.2, 0.35, 0.44] {
            let s = share * c.runTime
            tick(clock, at: turn + s)
            let expected = 50 + 100 * c.progress(turn - s)
            #expect(isClose(layer.presentationState().position.x, expected, 1e-6),
                    "\(c.name) \(s) s after turning: \(layer.presentationState().position.x) vs \(expected)")
        }
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        tick(clock, at: 2 * turn + 0.001)
        #expect(ended == .start && layer.position.x == 50)
    }

    /// Scrubbed to a fraction and started, the animator goes on from the point of the
    /// curve showing that progress (the fraction is not the time).
    @Test(arguments: [cases[1], cases[3], cases[5]])
    func resumesFromAScrubbedPointOnTheCurve(_ c: Case) throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = try c.make()
        animator.addAnimations { layer.position = Point(150, 50) }
        animator.fractionComplete = 0.3
        #expect(isClose(layer.presentationState().position.x, 80, 1e-12))
        animator.startAnimation()
        // The first moment at which the curve shows 0.3, found in the reference.
        var lo = 0.0, hi = c.runTime
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if c.progress(mid) < 0.3 { lo = mid } else { hi = mid }
        }
        let t0 = (lo + hi) / 2
        for s in [0.1, 0.5, 1.0] where t0 + s < c.runTime {
            tick(clock, at: s)
            #expect(isClose(layer.presentationState().position.x, 50 + 100 * c.progress(t0 + s), 1e-6), "\(c.name) +\(s) s")
        }
    }

    /// A custom curve provider (`UITimingCurveProvider`): progress = fraction³.
    struct Cube: TimingCurveProvider {
        func progress(atFraction fraction: Double, duration: Double) -> Double { fraction * fraction * fraction }
        func velocity(atFraction fraction: Double, duration: Double) -> Double { 3 * fraction * fraction / duration }
    }

    @Test func customCurveProvider() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, timingParameters: Cube())
        animator.addAnimations { layer.opacity = 0 }
        animator.startAnimation()
        for t in [0.5, 1, 1.5] {
            tick(clock, at: t)
            #expect(isClose(layer.presentationState().opacity, 1 - pow(t / 2, 3), 1e-12))
        }
        animator.isReversed = true                                   // at f = 0.75
        tick(clock, at: 2)
        #expect(isClose(layer.presentationState().opacity, 1 - 0.125, 1e-12), "back at f = 0.5")
    }

    /// Paused part way, then continued on another curve with a duration factor: the rest
    /// of the way, from where it stopped to the end, takes `factor` × the animator's
    /// duration whatever the new curve's own duration, along the new curve:
    /// x(s) = x₀ + (150 − x₀) · curve(s / (factor · duration)), and it ends at
    /// factor · duration.
    @Test(arguments: [
        ContinueCase(name: "the CityGuide tutorial cubic", parameters: { CubicTimingParameters(controlPoint1: ControlPoint(x: 0.17, y: 0.67),
                                                                                controlPoint2: ControlPoint(x: 0.76, y: 1)) },
                     curve: { run in { Reference.bezier(0.17, 0.67, 0.76, 1, at: $0 / run) } }),
        ContinueCase(name: "damping ratio 0.5", parameters: { try! SpringTimingParameters(dampingRatio: 0.5) },
                     curve: { run in
                         // The spring fitted to the run: its coefficients from the library, the motion from the closed form.
                         let fit = try! SpringTimingParameters(dampingRatio: 0.5).resolved(forDuration: run)
                         return { Reference.spring(mass: fit.mass, stiffness: fit.stiffness, damping: fit.damping, at: $0) }
                     }),
    ])
    func continuesWithNewTimingInTheGivenShareOfTheDuration(_ c: ContinueCase) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .easeIn) { layer.position = Point(150, 50) }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        tick(clock, at: 0.5)
        animator.pauseAnimation()
        let x0 = 50 + 100 * Reference.easeIn(0.25)
        #expect(isClose(layer.presentationState().position.x, x0, 1e-6))

        let factor = 0.6, run = factor * 2                           // 1.2 s, not the curve's 2 s
        animator.continueAnimation(withTimingParameters: c.parameters(), durationFactor: factor)
        let curve = c.curve(run)
        for s in [0.12, 0.3, 0.6, 0.9, 1.1] {
            tick(clock, at: 0.5 + s)
            let expected = x0 + (150 - x0) * curve(s)
            #expect(isClose(layer.presentationState().position.x, expected, 1e-6),
                    "\(c.name) \(s) s after continuing: \(layer.presentationState().position.x) vs \(expected)")
        }
        tick(clock, at: 0.5 + run - 0.001)
        #expect(ended.isEmpty, "still running just before \(run) s")
        tick(clock, at: 0.5 + run + 0.001)
        #expect(ended == [.end] && layer.presentationState().position.x == 150, "ended at \(run) s")
    }

    struct ContinueCase: CustomTestStringConvertible, Sendable {
        let name: String
        let parameters: @Sendable () -> TimingCurveProvider
        /// The new curve's progress s seconds into a run lasting `run` seconds.
        let curve: @Sendable (_ run: Double) -> (Double) -> Double
        var testDescription: String { name }
    }
}
