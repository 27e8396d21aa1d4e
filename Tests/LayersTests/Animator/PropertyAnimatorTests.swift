import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct PropertyAnimatorTests {
    let ease = TimingFunction.easeInEaseOut

    @Test func runsAlongItsCurveAndCompletesAtEnd() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 2, curve: .easeInOut) { layer.opacity = 0 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive)
        #expect(layer.opacity == 1, "changes wait for the animator to start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(layer.opacity == 0, "the model jumps to the end value")
        for t in [0.3, 0.7, 1.1, 1.9] {
            clock.set(100 + t)
            clock.update()
            #expect(isClose(layer.presentationState().opacity, 1 - ease.progress(at: t / 2), 1e-6))
        }
        clock.set(102.01)
        clock.update()
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
        #expect(layer.presentationState().opacity == 0 && layer.animationKeys.isEmpty)
        clock.advance(by: 1); clock.update()
        #expect(ended == [.end], "completions run exactly once")
    }

    @Test func pauseFromInactiveIsActiveAndPausedAtStart() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.position = Point(150, 50) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0)
        #expect(layer.presentationState().position == Point(50, 50))
    }

    @Test func scrubbingIsLinearAndResumingMapsBackOntoTheCurve() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { layer.position = Point(150, 50) }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(isClose(layer.presentationState().position.x, 100, 1e-9), "scrubbing is linear")
        animator.startAnimation()
        let f0 = TimingFunction.easeIn.time(forProgress: 0.5)
        #expect(f0 > 0.6, "0.5 progress is more than half the time on easeIn")
        clock.advance(by: 0.1)
        let expected = 50 + 100 * TimingFunction.easeIn.progress(at: f0 + 0.1)
        #expect(isClose(layer.presentationState().position.x, expected, 1e-6))
        var done: AnimatingPosition?
        animator.addCompletion { done = $0 }
        clock.advance(by: 1 - f0 - 0.1 + 0.001); clock.update()
        #expect(done == .end)
    }

    @Test func scrubbingAlongTheCurveWhenNotLinear() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { layer.position = Point(150, 50) }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(isClose(layer.presentationState().position.x, 50 + 100 * 0.315357, 1e-4))
    }

    @Test func fractionCompleteIsClamped() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.fractionComplete = 1.7
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -3
        #expect(animator.fractionComplete == 0)
    }

    @Test func reversingWhileRunningTurnsAroundWhereItIs() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended: AnimatingPosition?
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { layer.position = Point(150, 50) }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.advance(by: 0.4)
        let before = layer.presentationState().position.x
        animator.isReversed = true
        #expect(isClose(layer.presentationState().position.x, before, 1e-9), "no jump when turning")
        clock.advance(by: 0.1)
        #expect(isClose(layer.presentationState().position.x, 50 + 100 * ease.progress(at: 0.3), 1e-6), "retraces the curve")
        clock.advance(by: 0.31); clock.update()
        #expect(ended == .start)
        #expect(layer.position == Point(50, 50), "finishing at .start puts the model back")
        #expect(!animator.isReversed, "a finished animator is fresh again")
    }

    @Test func stopWithoutFinishingKeepsValuesAndSkipsCompletions() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var completions = 0
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { _ in completions += 1 }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(isClose(layer.opacity, 0.75, 1e-9) && isClose(layer.presentationState().opacity, 0.75, 1e-9))
        clock.advance(by: 1); clock.update()
        #expect(completions == 0)
    }

    @Test func stopThenFinishAtCurrentEqualsStopWithoutFinishing() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(isClose(layer.presentationState().opacity, 0.75, 1e-9))
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        #expect(isClose(layer.opacity, 0.75, 1e-9))
        #expect(ended == [.current])
    }

    @Test(arguments: [(AnimatingPosition.start, 1.0), (.end, 0.0)])
    func finishAtStartOrEnd(_ position: AnimatingPosition, _ expected: Double) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended: AnimatingPosition?
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        #expect(layer.opacity == expected && layer.presentationState().opacity == expected)
        #expect(ended == position)
    }

    @Test func continueRunsTheRestInAFactorOfTheDuration() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended: AnimatingPosition?
        let animator = PropertyAnimator(duration: 4, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        clock.advance(by: 1)
        animator.pauseAnimation()
        #expect(isClose(animator.fractionComplete, 0.25, 1e-9))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        clock.advance(by: 1)
        #expect(isClose(layer.presentationState().opacity, 1 - 0.625, 1e-9), "0.75 left in 2 s: half of it after 1 s")
        clock.advance(by: 1.01); clock.update()
        #expect(ended == .end)
    }

    @Test func continueWithASpringPicksUpTheVelocity() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.position = Point(150, 50) }
        animator.startAnimation()
        clock.advance(by: 0.5)
        let spring = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        let x0 = layer.presentationState().position.x
        clock.advance(by: 1e-5)
        let v = (layer.presentationState().position.x - x0) / 1e-5
        #expect(isClose(x0, 100, 1e-9))
        #expect(abs(v - 100) < 0.2, "the spring starts at the 100 pt/s the linear run had, got \(v)")
    }

    @Test func springTimingFollowsTheClosedForm() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let spring = try SpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
        let animator = PropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { layer.position = Point(150, 50) }
        animator.startAnimation()
        #expect(isClose(animator.effectiveDuration, spring.settlingDuration))
        for (t, v) in [(0.1, 0.34030), (0.25, 1.02336), (0.5, 1.07459)] {
            clock.set(100 + t)
            #expect(isClose(layer.presentationState().position.x, 50 + 100 * v, 1e-3))
        }
    }

    @Test func addAnimationsWhileRunningStartsFromTheScreenAndEndsTogether() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations { layer.position = Point(150, 50) }
        #expect(layer.presentationState().position == Point(50, 50))
        clock.advance(by: 0.25)
        #expect(isClose(layer.presentationState().position.x, 100, 1e-9), "half of the remaining half")
        clock.advance(by: 0.26); clock.update()
        #expect(layer.presentationState().position == Point(150, 50))
    }

    @Test func delayFactorStartsLate() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        // The animator deep-dive's scrub: 1 s linear, 3× scale, blue from 0.75.
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.transform = AffineTransform(scale: 3) }
        Transaction.withoutActions { layer.backgroundColor = .green }
        animator.addAnimations({ layer.backgroundColor = .blue }, delayFactor: 0.75)
        animator.fractionComplete = 0.5
        #expect(isClose(layer.presentationState().transform.a, 2, 1e-9))
        #expect(layer.presentationState().backgroundColor == .green)
        animator.fractionComplete = 0.875
        #expect(isClose(layer.presentationState().backgroundColor.blue, 0.5, 1e-9))
        #expect(isClose(layer.presentationState().backgroundColor.green, 0.5, 1e-9))
    }

    @Test func reusableAfterFinishing() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.startAnimation()
        clock.advance(by: 1.01); clock.update()
        #expect(animator.state == .inactive)
        animator.addAnimations { layer.opacity = 1 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-9))
    }

    @Test func twoAnimatorsOnOnePropertyBlend() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let first = PropertyAnimator(duration: 1, curve: .linear) { layer.position = Point(150, 50) }
        first.startAnimation()
        clock.advance(by: 0.5)
        let second = PropertyAnimator(duration: 1, curve: .linear) { layer.position = Point(50, 50) }
        second.startAnimation()
        #expect(isClose(layer.presentationState().position.x, 100, 1e-9), "the interruption does not jump")
    }

    @Test func pausesOnCompletionStaysActive() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ended = 0
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in ended += 1 }
        animator.startAnimation()
        clock.advance(by: 1.1); clock.update()
        #expect(animator.state == .active && !animator.isRunning && ended == 0)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 1.1); clock.update()
        #expect(animator.state == .active && isClose(layer.presentationState().opacity, 1, 1e-9))
    }

    @Test func keyframesShareTheWindowOfADelayedBlock() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({
            Layer.animateKeyframes(withDuration: 1, animations: {
                // Second half of a block that starts at 0.5: progress 0.75…1.
                Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.opacity = 0 }
                // No duration at 0.2 of the block: a jump at progress 0.6.
                Layer.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0) { layer.cornerRadius = 8 }
            })
        }, delayFactor: 0.5)
        for (p, opacity, radius) in [(0.5, 1.0, 0.0), (0.59, 1, 0), (0.6, 1, 8), (0.75, 1, 8), (0.875, 0.5, 8), (1, 0, 8), (0.7, 1, 8)] {
            animator.fractionComplete = p
            let shown = layer.presentationState()
            #expect(isClose(shown.opacity, opacity, 1e-12) && shown.cornerRadius == radius, "at \(p)")
        }
    }

    @Test func keyframesAddedWhileRunningFitTheRestOfTheRun() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.cornerRadius = 10 }
        animator.startAnimation()
        clock.advance(by: 0.6)
        animator.addAnimations {
            Layer.animateKeyframes(withDuration: 1, animations: {
                Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.opacity = 0.5 }
            })
        }
        #expect(layer.presentationState().opacity == 1, "starts from the screen")
        clock.advance(by: 0.1)                                       // 0.6…0.8 is the keyframe's half of 0.6…1
        #expect(isClose(layer.presentationState().opacity, 0.75, 1e-12))
        clock.advance(by: 0.15)
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-12))
    }
}
