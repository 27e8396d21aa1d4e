#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import Layers
import AnimationCheck


// One of the tutorials' PropertyAnimator scenarios (the card, the circle, the preview), on a manual clock:
// it drives our animator the way the tutorial drives UIViewPropertyAnimator and checks the
// values on screen against closed forms written here (Reference, AnimatorTestSupport).

// MARK: - The animator deep-dive: the draggable circle

/// The animator deep-dive's scene: a 100×100 green circle, corner radius 50, in the middle of a
/// 400×600 view.
private final class CircleScene {
    let view = Layer()
    let circle = Layer()
    let center = Point(200, 300)

    init() {
        Transaction.withoutActions {
            view.bounds = Rect(0, 0, 400, 600)
            circle.bounds = Rect(0, 0, 100, 100)
            circle.position = center
            circle.cornerRadius = 50
            circle.backgroundColor = .green
        }
        view.addSublayer(circle)
    }

    /// The circle's width on screen (bounds × transform).
    var size: Double { circle.presentationState().frame.width }

    /// A drag moves the centre directly (no animation), as setting `view.center` does.
    func drag(to point: Point) { Transaction.withoutActions { circle.position = point } }
}

@Suite(.noAnimationLeftRunning) struct CircleScenarioTests {
    /// 4 s easeInOut from 1× to 2×: the width after `t` seconds of forward running.
    static func grown(_ t: Double) -> Double { 100 * (1 + Reference.easeInOut(t / 4)) }

    /// Version 1: start on drag began; on release `pauseAnimation(); isReversed = true;
    /// startAnimation()` turns around where it is and shrinks back along the same curve.
    @Test func version1ReversesOnRelease() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut) { circle.transform = AffineTransform(scale: 2) }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        func dragBoundary(ended: Bool) {
            if animator.isRunning {
                animator.pauseAnimation()
                animator.isReversed = ended
            }
            animator.startAnimation()
        }

        dragBoundary(ended: false)                                   // began at t = 0
        #expect(animator.state == .active && animator.isRunning && !animator.isReversed)
        for t in [0.5, 1.0, 1.5] {
            tick(clock, at: t)
            #expect(isClose(scene.size, Self.grown(t), 1e-6))
        }
        let atRelease = scene.size
        dragBoundary(ended: true)                                    // ended at t = 1.5
        #expect(animator.isReversed && animator.isRunning)
        #expect(isClose(scene.size, atRelease, 1e-9), "turning around does not jump")
        // Retraces the curve: 1.5 s of forward running are undone in 1.5 s.
        for s in [0.25, 0.75, 1.25] {
            tick(clock, at: 1.5 + s)
            #expect(isClose(scene.size, Self.grown(1.5 - s), 1e-6))
        }
        #expect(ended.isEmpty)
        tick(clock, at: 3.001)
        #expect(ended == [.start])
        #expect(animator.state == .inactive && !animator.isReversed)
        #expect(circle.transform == .identity && scene.size == 100)
    }

    /// Version 1's flaw the tutorial points out: once the animator finishes at `.end` its
    /// animations are gone, so the release that follows cannot shrink the circle.
    @Test func version1StaysBigOnceFinished() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut) { circle.transform = AffineTransform(scale: 2) }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()                                    // began
        tick(clock, at: 4.5)                                         // held past the end
        #expect(ended == [.end] && animator.state == .inactive)
        #expect(!animator.isRunning)
        animator.startAnimation()                                    // released: not running, so just start
        #expect(animator.state == .active)
        tick(clock, at: 6.5)
        #expect(scene.size == 200, "no animations left: the circle stays at 2×")
        tick(clock, at: 8.6)
        #expect(animator.state == .inactive && scene.size == 200)
    }

    /// Version 3: `durationFactor = fractionComplete`, stop, finish at `.current`, add the
    /// opposite change, start, pause and continue with that factor, so the new run takes
    /// only as long as the part already done.
    @Test func version3ContinuesFromTheCurrentFraction() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 4, curve: .easeInOut)
        var ended: [AnimatingPosition] = []
        func dragBoundary(began: Bool) {
            let durationFactor = animator.fractionComplete
            // The tutorial calls these two unconditionally; on an inactive animator (the first
            // drag) stopAnimation is illegal, so guard as version 2 does.
            if animator.state == .active {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
            }
            animator.addAnimations {
                circle.backgroundColor = .green
                circle.transform = began ? AffineTransform(scale: 2) : .identity
            }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            animator.pauseAnimation()
            animator.continueAnimation(withTimingParameters: nil, durationFactor: durationFactor)
        }

        dragBoundary(began: true)                                    // t = 0, factor 0: the full 4 s
        tick(clock, at: 1)
        #expect(isClose(scene.size, Self.grown(1), 1e-6))
        let f = Reference.easeInOut(0.25)                            // fractionComplete at release
        #expect(isClose(animator.fractionComplete, f, 1e-6))

        dragBoundary(began: false)                                   // release at t = 1
        #expect(ended == [.current], "finishAnimation(at: .current) ran the first run's completion")
        #expect(circle.transform == .identity, "the model holds the new target")
        #expect(isClose(scene.size, 100 * (1 + f), 1e-6), "no jump: it starts where it was stopped")
        // The whole curve from 1 + f back to 1 in f × 4 s.
        let run = 4 * f
        for s in [0.25, 0.5, 0.75] {
            tick(clock, at: 1 + s * run)
            #expect(isClose(scene.size, 100 * (1 + f - f * Reference.easeInOut(s)), 1e-6))
        }
        tick(clock, at: 1 + run + 0.001)
        #expect(ended == [.current, .end])
        #expect(circle.transform == .identity && animator.state == .inactive)

        // Grab again mid-shrink: a fresh pair of runs, the new one in g × 4 s.
        dragBoundary(began: true)                                    // from 1×, factor 0 (inactive)
        tick(clock, at: 1 + run + 0.001 + 2)
        let g = animator.fractionComplete
        #expect(isClose(g, Reference.easeInOut(0.5), 1e-6))
        dragBoundary(began: false)
        let shrinkStart = 1 + run + 0.001 + 2
        tick(clock, at: shrinkStart + 2 * g)                          // halfway through 4g seconds
        #expect(isClose(scene.size, 100 * (1 + g - g * Reference.easeInOut(0.5)), 1e-6))
    }

    /// Version 4: on release a spring (mass 2.5, stiffness 70, damping 55) brings the
    /// circle back to the centre, starting with the release velocity / 500.
    @Test func releaseSpringBringsTheCircleBack() throws {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        // Dragged 200 up, released moving down (towards the centre) at 1000 pt/s.
        scene.drag(to: Point(200, 100))
        let velocity = 1000.0 / 500
        let parameters = try SpringTimingParameters(mass: 2.5, stiffness: 70, damping: 55, initialVelocity: velocity)
        let animator = PropertyAnimator(duration: 0, timingParameters: parameters)
        animator.addAnimations { circle.position = scene.center }
        var ended: AnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        #expect(circle.position == scene.center && circle.presentationState().position == Point(200, 100))

        // It leaves with its momentum: 2 distances/s of 200 pt = 400 pt/s downwards.
        clock.advance(by: 1e-6)
        let speed = (circle.presentationState().position.y - 100) / 1e-6
        #expect(abs(speed - 400) < 0.01, "got \(speed) pt/s")

        // ζ = 55 / (2√(2.5·70)) ≈ 2.08: overdamped, roots −11 ± √93.
        #expect(parameters.dampingRatio > 1)
        #expect(isClose(animator.effectiveDuration, parameters.settlingDuration))
        for t in [0.05, 0.1, 0.3, 0.6, 1.0] {
            tick(clock, at: t)
            let x = Reference.spring(mass: 2.5, stiffness: 70, damping: 55, v0: velocity, at: t)
            let p = circle.presentationState().position
            #expect(isClose(p.y, 100 + 200 * x, 1e-6), "t = \(t)")
            #expect(p.x == 200)
        }
        #expect(ended == nil)
        tick(clock, at: parameters.settlingDuration + 0.001)
        #expect(ended == .end && circle.presentationState().position == scene.center)
    }

    /// Grabbing the circle while the spring runs stops it where it is (`stopAnimation(false)`).
    @Test func grabbingDuringTheSpringStopsItWhereItIs() throws {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        scene.drag(to: Point(100, 300))
        let spring = try SpringTimingParameters(mass: 2.5, stiffness: 70, damping: 55, initialVelocity: 0)
        let animator = PropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { circle.position = scene.center }
        animator.startAnimation()
        tick(clock, at: 0.2)
        let x = 100 + 100 * Reference.spring(mass: 2.5, stiffness: 70, damping: 55, at: 0.2)
        if animator.isRunning { animator.stopAnimation(false) }       // began
        #expect(animator.state == .stopped)
        #expect(isClose(circle.position.x, x, 1e-6) && isClose(circle.presentationState().position.x, x, 1e-6))
        tick(clock, at: 1)
        #expect(isClose(circle.presentationState().position.x, x, 1e-6), "a stopped animator holds still")
    }

    /// Version 5's scrub: 1 s linear to 3×, blue from 0.75 on (`delayFactor`), and
    /// `fractionComplete = circle.center.y / view height` while dragging.
    @Test func scrubFollowsTheDrag() {
        let clock = installManualClock()
        let scene = CircleScene(); defer { withExtendedLifetime(scene) {} }; clock.attach(scene.view)
        let circle = scene.circle
        let animator = PropertyAnimator(duration: 1, curve: .linear) { circle.transform = AffineTransform(scale: 3) }
        animator.addAnimations({ circle.backgroundColor = .blue }, delayFactor: 0.75)
        #expect(animator.state == .inactive, "never started")
        let height = 600.0
        // (y, scale, blue share): scale = 1 + 2·(y/600); blue = (y/600 − 0.75)/0.25 past 0.75.
        let cases: [(y: Double, scale: Double, blue: Double)] = [
            (150, 1.5, 0), (300, 2, 0), (450, 2.5, 0), (510, 2.7, 0.4), (570, 2.9, 0.8),
            (700, 3, 1), (-40, 1, 0), (330, 2.1, 0),
        ]
        for c in cases {
            scene.drag(to: Point(200, c.y))
            animator.fractionComplete = circle.position.y / height
            #expect(animator.state == .active && !animator.isRunning)
            #expect(isClose(animator.fractionComplete, min(max(c.y / height, 0), 1), 1e-12))
            let shown = circle.presentationState()
            #expect(isClose(shown.transform.a, c.scale, 1e-9) && isClose(shown.transform.d, c.scale, 1e-9), "y = \(c.y)")
            #expect(isClose(shown.backgroundColor.blue, c.blue, 1e-9) && isClose(shown.backgroundColor.green, 1 - c.blue, 1e-9),
                    "y = \(c.y)")
            #expect(isClose(scene.size, 100 * c.scale, 1e-9))
        }
    }
}
