import Testing
@testable import Layers
import AnimationCheck

/// Every move of the animator's state machine: the legal ones as ordinary tests, the
/// illegal ones as exit tests (each illegal call stops the process with a message naming
/// the call and the state).
@Suite(.noAnimationLeftRunning) struct AnimatorStateTests {
    // MARK: Legal

    @Test func startMakesAnInactiveAnimatorActiveAndRunning() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        #expect(animator.state == .inactive && !animator.isRunning && !animator.isReversed)
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
    }

    @Test func pauseMakesAnInactiveAnimatorActiveAndPaused() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        tick(clock, at: 5)
        #expect(layer.presentationState().opacity == 1 && animator.state == .active, "paused at the start, for ever")
    }

    @Test func settingFractionCompleteActivatesAndPauses() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .easeInOut) { layer.opacity = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(isClose(layer.presentationState().opacity, 0.7, 1e-12))
    }

    @Test func continueStartsAnInactiveAnimator() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .linear) { layer.opacity = 0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.state == .active && animator.isRunning)
        tick(clock, at: 0.5)
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-12), "the whole run in 0.5 × 2 s")
    }

    @Test func startAfterDelayHoldsThenRuns() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active && animator.isRunning)
        tick(clock, at: 0.4)
        #expect(layer.presentationState().opacity == 1)
        tick(clock, at: 0.75)
        #expect(isClose(layer.presentationState().opacity, 0.75, 1e-12))
    }

    @Test func pauseAndResumeKeepThePlace() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.startAnimation()
        tick(clock, at: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.pauseAnimation()                                    // again: nothing changes
        tick(clock, at: 3)
        #expect(isClose(layer.presentationState().opacity, 0.75, 1e-12))
        animator.startAnimation()
        #expect(animator.isRunning)
        tick(clock, at: 3.25)
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-12), "the pause does not count")
        animator.startAnimation()                                    // already running: nothing changes
        tick(clock, at: 3.5)
        #expect(isClose(layer.presentationState().opacity, 0.25, 1e-12))
    }

    @Test func pausedResumesWithContinue() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        tick(clock, at: 0.25)
        #expect(isClose(layer.presentationState().opacity, 0.25, 1e-12), "at its own pace")
    }

    @Test(arguments: [false, true])
    func runningToItsEndMakesItInactive(reversed: Bool) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ends: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { ends.append($0) }
        animator.fractionComplete = 0.5
        animator.isReversed = reversed
        animator.startAnimation()
        tick(clock, at: 0.501)
        #expect(ends == [reversed ? .start : .end])
        #expect(animator.state == .inactive && !animator.isRunning && !animator.isReversed)
        #expect(layer.opacity == (reversed ? 1 : 0) && layer.animationKeys.isEmpty)
    }

    @Test func stopWithoutFinishingFromPausedIsInactiveAtOnce() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ends = 0
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { _ in ends += 1 }
        animator.fractionComplete = 0.4
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && ends == 0)
        #expect(isClose(layer.opacity, 0.6, 1e-12) && isClose(layer.presentationState().opacity, 0.6, 1e-12))
    }

    @Test func stoppedHoldsStillUntilFinished() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ends: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        tick(clock, at: 0.2)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        tick(clock, at: 2)
        #expect(isClose(layer.presentationState().opacity, 0.8, 1e-12) && ends.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive && ends == [.end] && layer.opacity == 0)
    }

    @Test func pausesOnCompletionStaysActiveUntilStoppedAndFinished() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ends: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        tick(clock, at: 1.5)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && ends.isEmpty)
        animator.fractionComplete = 0.5                              // still scrubbable
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-12))
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(ends == [.current] && animator.state == .inactive && isClose(layer.opacity, 0.5, 1e-12))
    }

    @Test func reversingWhilePausedTurnsWithoutMoving() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.isReversed = true                                   // inactive: allowed
        animator.isReversed = false
        animator.fractionComplete = 0.3
        animator.isReversed = true
        #expect(!animator.isRunning && isClose(layer.presentationState().opacity, 0.7, 1e-12))
        #expect(isClose(animator.fractionComplete, 0.7, 1e-12), "counted along the way back")
        animator.fractionComplete = 0.9                              // 0.9 of the way back: progress 0.1
        #expect(isClose(layer.presentationState().opacity, 0.9, 1e-12))
        animator.startAnimation()
        tick(clock, at: 0.05)
        #expect(isClose(layer.presentationState().opacity, 0.95, 1e-12))
    }

    @Test func nonInterruptibleRunsAndStopsButNeverPauses() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ends: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.isInterruptible = false
        animator.isReversed = true                                   // inactive: allowed
        animator.isReversed = false
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        tick(clock, at: 0.5)
        animator.addAnimations { layer.cornerRadius = 10 }           // adding is not interrupting
        animator.stopAnimation(false)                                // stopping is allowed
        animator.finishAnimation(at: .start)
        #expect(ends == [.start] && layer.opacity == 1 && layer.cornerRadius == 0)
        animator.isInterruptible = true                              // inactive again: may change
        #expect(animator.isInterruptible)
    }

    @Test func reusableAfterEveryWayOfEnding() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        var t = 0.0
        for ending in 0..<3 {
            let target = Double(ending % 2)                          // 0, 1, 0
            animator.addAnimations { layer.opacity = target }
            var ends: [AnimatingPosition] = []
            animator.addCompletion { ends.append($0) }
            animator.startAnimation()
            t += 0.5
            tick(clock, at: t)
            if ending > 0 {
                // Stopping an animator that already ended stops the program: end the test instead.
                try #require(animator.state == .active, "ending \(ending)")
            }
            switch ending {
            case 0: t += 0.6; tick(clock, at: t)
            case 1: animator.stopAnimation(true)
            default: animator.stopAnimation(false); animator.finishAnimation(at: .end)
            }
            #expect(animator.state == .inactive, "ending \(ending)")
            #expect(ends.count == (ending == 1 ? 0 : 1), "completions run once, none after stop(true)")
        }
        #expect(layer.opacity == 0)
    }

    // MARK: Illegal

    /// An illegal call and the words its message must contain.
    enum IllegalCall: String, Codable, CaseIterable, Sendable {
        case startWhenStopped, startAfterDelayWhenStopped, pauseWhenStopped, continueWhenStopped
        case addAnimationsWhenStopped, addDelayedAnimationsWhenStopped, scrubWhenStopped, reverseWhenStopped
        case stopWhenInactive, stopWhenStopped
        case finishWhenInactive, finishWhenRunning, finishWhenPaused
        case reverseRunningNonInterruptible, reversePausedNonInterruptible
        case pauseRunningNonInterruptible, scrubRunningNonInterruptible
        case changeInterruptibleWhenActive

        /// Builds an animator in the state the call needs, then makes the call.
        func perform() {
            let clock = installManualClock()
            let layer = Layer()
            clock.attach(layer)
            let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
            switch self {
            case .startWhenStopped, .startAfterDelayWhenStopped, .pauseWhenStopped, .continueWhenStopped,
                 .addAnimationsWhenStopped, .addDelayedAnimationsWhenStopped, .scrubWhenStopped,
                 .reverseWhenStopped, .stopWhenStopped:
                animator.startAnimation()
                animator.stopAnimation(false)
            case .finishWhenRunning, .changeInterruptibleWhenActive:
                animator.startAnimation()
            case .finishWhenPaused:
                animator.pauseAnimation()
            case .reverseRunningNonInterruptible, .pauseRunningNonInterruptible, .scrubRunningNonInterruptible:
                animator.isInterruptible = false
                animator.startAnimation()
            case .reversePausedNonInterruptible:
                animator.isInterruptible = false
                animator.pauseAnimation()
            case .stopWhenInactive, .finishWhenInactive:
                break
            }
            switch self {
            case .startWhenStopped: animator.startAnimation()
            case .startAfterDelayWhenStopped: animator.startAnimation(afterDelay: 1)
            case .pauseWhenStopped, .pauseRunningNonInterruptible: animator.pauseAnimation()
            case .continueWhenStopped: animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            case .addAnimationsWhenStopped: animator.addAnimations { layer.opacity = 1 }
            case .addDelayedAnimationsWhenStopped: animator.addAnimations({ layer.opacity = 1 }, delayFactor: 0.5)
            case .scrubWhenStopped, .scrubRunningNonInterruptible: animator.fractionComplete = 0.5
            case .reverseWhenStopped, .reverseRunningNonInterruptible, .reversePausedNonInterruptible:
                animator.isReversed = true
            case .stopWhenInactive, .stopWhenStopped: animator.stopAnimation(false)
            case .finishWhenInactive, .finishWhenRunning, .finishWhenPaused: animator.finishAnimation(at: .end)
            case .changeInterruptibleWhenActive: animator.isInterruptible = false
            }
        }

        /// "PropertyAnimator.<call> is illegal while the animator is <state>".
        var message: String {
            let call: String = switch self {
            case .startWhenStopped, .startAfterDelayWhenStopped: "startAnimation"
            case .pauseWhenStopped, .pauseRunningNonInterruptible: "pauseAnimation"
            case .continueWhenStopped: "continueAnimation(withTimingParameters:durationFactor:)"
            case .addAnimationsWhenStopped, .addDelayedAnimationsWhenStopped: "addAnimations"
            case .scrubWhenStopped, .scrubRunningNonInterruptible: "fractionComplete (set)"
            case .reverseWhenStopped, .reverseRunningNonInterruptible, .reversePausedNonInterruptible: "isReversed (set)"
            case .stopWhenInactive, .stopWhenStopped: "stopAnimation(_:)"
            case .finishWhenInactive, .finishWhenRunning, .finishWhenPaused: "finishAnimation(at:)"
            case .changeInterruptibleWhenActive: "isInterruptible (set)"
            }
            let state: String = switch self {
            case .stopWhenInactive, .finishWhenInactive: "inactive"
            case .finishWhenRunning, .reverseRunningNonInterruptible, .pauseRunningNonInterruptible,
                 .scrubRunningNonInterruptible, .changeInterruptibleWhenActive: "active (running)"
            case .finishWhenPaused, .reversePausedNonInterruptible: "active (paused)"
            default: "stopped"
            }
            return "PropertyAnimator.\(call) is illegal while the animator is \(state)"
        }
    }

    @Test(arguments: IllegalCall.allCases)
    func illegalCallStopsTheProgram(_ call: IllegalCall) async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [call] in
            await call.perform()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains(call.message), "\(call): \(stderr)")
    }

    /// The same calls are fine in the states that allow them, so the exit tests fail for
    /// the state and not for anything else in the set-up.
    @Test func theSetUpAloneIsLegal() {
        let clock = installManualClock()
        let layer = Layer()
        clock.attach(layer)
        let stopped = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        stopped.startAnimation()
        stopped.stopAnimation(false)
        #expect(stopped.state == .stopped)
        let rigid = PropertyAnimator(duration: 1, curve: .linear) { layer.cornerRadius = 4 }
        rigid.isInterruptible = false
        rigid.startAnimation()
        #expect(rigid.state == .active && rigid.isRunning && !rigid.isInterruptible)
        stopped.finishAnimation(at: .end)
        rigid.stopAnimation(true)
        #expect(stopped.state == .inactive && rigid.state == .inactive)
    }
}
