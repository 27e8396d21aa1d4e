import Testing
@testable import Layers
import AnimationCheck

/// Apple's documented rules for the animator's states (`UIViewAnimating`): which calls move
/// it where, stopping and finishing, completions, continuing with other timing and
/// interruptibility. Illegal calls ("a programmer error") are exit tests: the program
/// stops with a message naming the call, as UIKit raises.
@Suite(.noAnimationLeftRunning) struct AnimatorStateConformanceTests {
    /// An animator fading `layer` from 1 to 0 in 1 s, linearly.
    func fade(_ layer: Layer, duration: Double = 1) -> PropertyAnimator {
        PropertyAnimator(duration: duration, curve: .linear) { layer.opacity = 0 }
    }

    /// The three calls that make an inactive animator active.
    enum Activation: String, CaseIterable, Sendable {
        case start, pause, scrub

        func perform(on animator: PropertyAnimator) {
            switch self {
            case .start: animator.startAnimation()
            case .pause: animator.pauseAnimation()
            case .scrub: animator.fractionComplete = 0.5
            }
        }
    }

    /// UIViewAnimating.state.
    @Test("“An animator object starts in the UIViewAnimatingState.inactive state. Calling the startAnimation() or pauseAnimation() method changes the state to UIViewAnimatingState.active. Changing the fractionComplete property also moves the animator to the active state.”",
          arguments: Activation.allCases)
    func activation(_ call: Activation) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        #expect(animator.state == .inactive)
        call.perform(on: animator)
        #expect(animator.state == .active)
        animator.stopAnimation(true)
    }

    /// UIViewAnimating.state.
    @Test("“The animator remains in the active state until its animations finish, at which point it moves back to the inactive state.”")
    func activeUntilTheAnimationsFinish() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.startAnimation()
        tick(clock, at: 0.999)
        #expect(animator.state == .active)
        tick(clock, at: 1)
        #expect(animator.state == .inactive)
    }

    /// UIViewAnimating.isRunning.
    @Test("“The value of this property is true only after a call to the startAnimation() method. The value is false when the animator is paused or stopped.”")
    func runningOnlyAfterStart() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.pauseAnimation()
        #expect(!animator.isRunning, "paused")
        animator.startAnimation()
        #expect(animator.isRunning)
        animator.stopAnimation(false)
        #expect(!animator.isRunning && animator.state == .stopped, "stopped")
        animator.finishAnimation(at: .current)
    }

    // MARK: Stopping and finishing

    /// Where an animator's completions said it ended, in order.
    final class Ends { var positions: [AnimatingPosition] = [] }

    /// A 1 s fade started at 0 and run to `t`, its completions recorded in `ends`.
    func fade(_ layer: Layer, runTo t: Double, on clock: TestClock, ends: Ends) -> PropertyAnimator {
        let animator = fade(layer)
        animator.addCompletion { ends.positions.append($0) }
        animator.startAnimation()
        tick(clock, at: t)
        return animator
    }

    /// stopAnimation(_:) with true: inactive at once, no completion, values where they were.
    @Test("“Specify true to clear any animations and move the animator directly to the UIViewAnimatingState.inactive state without performing any final actions.”")
    func stopWithoutFinishing() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let ends = Ends()
        let animator = fade(layer, runTo: 0.25, on: clock, ends: ends)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        tick(clock, at: 2)
        #expect(isClose(layer.opacity, 0.75, 1e-12) && isClose(layer.presentationState().opacity, 0.75, 1e-12))
        #expect(ends.positions.isEmpty, "no completion, ever")
    }

    /// stopAnimation(_:) with false, and UIViewAnimatingState.stopped.
    @Test("“Putting an animation into this state ends the animation and leaves any animatable properties at their current values, instead of updating them to their intended final values.”")
    func stoppedLeavesTheCurrentValues() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer, runTo: 0.25, on: clock, ends: Ends())
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        tick(clock, at: 2)
        #expect(isClose(layer.opacity, 0.75, 1e-12) && isClose(layer.presentationState().opacity, 0.75, 1e-12))
        animator.finishAnimation(at: .current)
    }

    /// finishAnimation(at:) with .current, and the completion told so.
    @Test("“Specify UIViewAnimatingPosition.current to leave the view properties unchanged from their current values.”")
    func finishAtTheCurrentPosition() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let ends = Ends()
        let animator = fade(layer, runTo: 0.4, on: clock, ends: ends)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(ends.positions == [.current] && animator.state == .inactive)
        #expect(isClose(layer.opacity, 0.6, 1e-12))
    }

    /// addCompletion(_:): stopped with false, the completions run at finishAnimation(at:)
    /// with the position asked for, and the values go there.
    @Test("“If you specify false for the parameter, the animator executes the completion blocks normally after you call its finishAnimation(at:) method.”",
          arguments: [AnimatingPosition.start, .end])
    func finishRunsTheCompletionsWithThePosition(_ position: AnimatingPosition) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let ends = Ends()
        let animator = fade(layer, runTo: 0.4, on: clock, ends: ends)
        animator.stopAnimation(false)
        #expect(ends.positions.isEmpty, "not before finishAnimation(at:)")
        animator.finishAnimation(at: position)
        #expect(ends.positions == [position])
        #expect(layer.opacity == (position == .end ? 0 : 1))
    }

    /// addCompletion(_:).
    @Test("“You may add completion blocks to an animator at any time, including while it is stopped.”")
    func completionAddedWhileStopped() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer, runTo: 0.4, on: clock, ends: Ends())
        animator.stopAnimation(false)
        let late = Ends()
        animator.addCompletion { late.positions.append($0) }
        animator.finishAnimation(at: .end)
        #expect(late.positions == [.end])
    }

    /// addCompletion(_:): a run to the end calls each completion once, with .end.
    @Test("“Completion blocks are executed after the animations finish normally.”")
    func completionAfterANormalFinish() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let ends = Ends()
        let animator = fade(layer, runTo: 0.99, on: clock, ends: ends)
        #expect(ends.positions.isEmpty)
        tick(clock, at: 1)
        tick(clock, at: 3)
        #expect(ends.positions == [.end] && animator.state == .inactive)
    }

    // MARK: Programmer errors

    /// The calls the documentation calls programmer errors, made in a child process.
    enum Illegal: Sendable { case finishWhileRunning, startWhileStopped, changeInterruptibleWhileActive, pauseNonInterruptible }

    static func illegal(_ call: Illegal) {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        switch call {
        case .finishWhileRunning:
            animator.startAnimation()
            animator.finishAnimation(at: .end)
        case .startWhileStopped:
            animator.startAnimation()
            animator.stopAnimation(false)
            animator.startAnimation()
        case .changeInterruptibleWhileActive:
            animator.pauseAnimation()
            animator.isInterruptible = false
        case .pauseNonInterruptible:
            animator.isInterruptible = false
            animator.startAnimation()
            animator.pauseAnimation()
        }
    }

    /// finishAnimation(at:) on a running animator stops the program.
    @Test("“It is a programmer error to call this method at any time except after a call to the stopAnimation(_:) method where you pass false for the withoutFinishing parameter.”")
    func finishingARunningAnimatorIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) { await Self.illegal(.finishWhileRunning) }
    }

    /// UIViewAnimatingState.stopped: startAnimation() there stops the program.
    @Test("“An animation cannot be started while in this state.”")
    func startingAStoppedAnimatorIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) { await Self.illegal(.startWhileStopped) }
    }

    /// UIViewPropertyAnimator.isInterruptible.
    @Test("“It is a programmer error to change this property if the animator’s state property is not set to UIViewAnimatingState.inactive.”")
    func changingInterruptibleWhileActiveIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) { await Self.illegal(.changeInterruptibleWhileActive) }
    }

    // MARK: isInterruptible

    /// A non-interruptible animator runs to its end; pausing it would stop the program.
    @Test("“When the value of this property is false, the animations run to completion (and without interruption) after you call the startAnimation() method.”")
    func nonInterruptibleRunsToCompletion() async {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.isInterruptible = false
        animator.startAnimation()
        tick(clock, at: 1)
        #expect(animator.state == .inactive && layer.opacity == 0)
        await #expect(processExitsWith: .failure) { await Self.illegal(.pauseNonInterruptible) }
    }

    /// Deviation: the title says a non-interruptible animator cannot be "paused or
    /// stopped"; Layers lets it be stopped, so a scene can always tear its animations down.
    @Test("Deviation: “A Boolean value indicating whether the animator is interruptible and can be paused or stopped.”")
    func deviationNonInterruptibleCanBeStopped() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.isInterruptible = false
        animator.startAnimation()
        tick(clock, at: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && isClose(layer.opacity, 0.5, 1e-12))
    }

    // MARK: fractionComplete

    /// Deviation: setting fractionComplete on a running animator pauses it there instead
    /// of being refused, which is what a drag that grabs a running animation needs.
    @Test("Deviation: “You can update the value of this property only while the animator is paused.”")
    func deviationScrubbingARunningAnimatorPausesIt() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.startAnimation()
        tick(clock, at: 0.2)
        animator.fractionComplete = 0.6
        #expect(animator.state == .active && !animator.isRunning)
        tick(clock, at: 0.9)
        #expect(isClose(layer.presentationState().opacity, 0.4, 1e-12), "held at 0.6")
        animator.stopAnimation(true)
    }

    @Test("“The value of this property is 0.0 at the beginning of the animation and 1.0 at the end of the animation.”")
    func fractionCompleteGoesFromZeroToOne() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = fade(layer)
        animator.pausesOnCompletion = true
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        tick(clock, at: 0.5)
        #expect(isClose(animator.fractionComplete, 0.5, 1e-12))
        tick(clock, at: 1.5)
        #expect(animator.fractionComplete == 1)
        animator.stopAnimation(true)
    }
}
