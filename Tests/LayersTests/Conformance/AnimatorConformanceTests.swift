import Testing
@testable import Layers
import AnimationCheck

/// Apple's documented numbers for `UIViewPropertyAnimator` and `UIViewImplicitlyAnimating`
/// (duration, adding animations, delay factors, scrubbing, pausing on completion,
/// reversing, continuing with other timing), each test quoting the sentence it checks.
/// Where Layers chooses to differ, the test is named "Deviation" and pins the choice
/// the "Core Animation on Linux" article describes.
///
/// Every animator runs on a manual clock (`installManualClock`, `tick`), moving a layer's
/// opacity from 1 to 0 so that the value on screen reads as the progress.
@Suite(.noAnimationLeftRunning) struct AnimatorConformanceTests {
    /// 1 − opacity: how far a fade from 1 to 0 has gone.
    func faded(_ layer: Layer) -> Double { 1 - layer.presentationState().opacity }

    // MARK: duration

    /// UIViewPropertyAnimator.duration: "Animations added while the animator is in the
    /// inactive state are run for the specified duration."
    @Test("“Animations added while the animator is in the inactive state are run for the specified duration.”")
    func inactiveBlocksRunForTheDuration() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .linear) { layer.opacity = 0 }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        tick(clock, at: 1)
        #expect(isClose(faded(layer), 0.5, 1e-12))
        tick(clock, at: 1.999)
        #expect(ended.isEmpty && animator.state == .active)
        tick(clock, at: 2)
        #expect(ended == [.end] && animator.state == .inactive && layer.presentationState().opacity == 0)
    }

    /// A 2 s animator on `curve` moving the layer right, started at 0 s; at `addedAt`
    /// seconds (before the start when nil) it gets a block fading the layer out, delayed
    /// by `delayFactor`.
    func moverWithFade(on clock: TestClock, _ layer: Layer, curve: AnimationCurve = .linear,
                       addedAt: Double?, delayFactor: Double = 0) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 2, curve: curve) { layer.position = Point(150, 50) }
        let fade = { layer.opacity = 0 }
        if addedAt == nil { animator.addAnimations(fade, delayFactor: delayFactor) }
        animator.startAnimation()
        if let addedAt {
            tick(clock, at: addedAt)
            animator.addAnimations(fade, delayFactor: delayFactor)
        }
        return animator
    }

    /// The fade's share at each time, then both ending together at 2 s.
    func expectFade(_ layer: Layer, _ animator: PropertyAnimator, on clock: TestClock,
                    _ shares: [(time: Double, share: Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (t, share) in shares {
            tick(clock, at: t)
            #expect(isClose(faded(layer), share, 1e-12), "\(share) at \(t) s", sourceLocation: sourceLocation)
        }
        tick(clock, at: 2)
        #expect(layer.presentationState().opacity == 0 && animator.state == .inactive, "both end at 2 s",
                sourceLocation: sourceLocation)
    }

    /// UIViewPropertyAnimator.duration: a block added at fractionComplete 0.25 of a 2 s run
    /// lasts (1 − 0.25) × 2 = 1.5 s.
    @Test("“Animations added later run only for the remaining time, which is determined by the formula (1.0 - fractionComplete) * duration.”")
    func laterBlocksRunForTheRemainingTime() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, addedAt: 0.5)
        expectFade(layer, animator, on: clock, [(0.5 + 0.75, 0.5)])
    }

    /// UIViewPropertyAnimator.addAnimations(_:): added at fractionComplete 0.5 of 2 s.
    @Test("“For example, if the duration is 2.0 and you add an animation block to a running animator whose fractionComplete property is 0.5, the animations run for 1.0 second. Any blocks you add while the animator is running begin executing immediately.”")
    func blockAddedHalfwayRunsForOneSecondAtOnce() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, addedAt: 1)
        expectFade(layer, animator, on: clock, [(1.01, 0.01), (1.5, 0.5)])
    }

    // MARK: delayFactor

    /// addAnimations(_:delayFactor:), on an animator not started yet: still at rest at 1 s,
    /// then the rest of the run, 2.0 − 1 = 1 s.
    @Test("“For example, specifying the value 0.5 when the duration is 2.0 results in a one second delay for the start of the animations.”")
    func delayFactorOfAHalfWaitsOneSecond() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, addedAt: nil, delayFactor: 0.5)
        expectFade(layer, animator, on: clock, [(1, 0), (1.5, 0.5)])
    }

    /// The delay is in seconds whatever the curve: on ease-in, whose progress reaches 0.5
    /// only after 1.3 s, the block still starts at 1 s, from the start values.
    @Test("“… results in a one second delay for the start of the animations.” (ease-in curve)")
    func delayIsInSecondsOnAnEasedCurve() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, curve: .easeIn, addedAt: nil, delayFactor: 0.5)
        tick(clock, at: 0.999)
        #expect(layer.presentationState().opacity == 1)
        tick(clock, at: 1.1)
        #expect(faded(layer) > 0, "moving 0.1 s after the one second delay")
        expectFade(layer, animator, on: clock, [])
    }

    /// addAnimations(_:delayFactor:): Apple's worked example, exactly. The block waits
    /// 0.25 × 2.0 = 0.5 s and then runs for the 1.0 s that remain.
    @Test("“For example, if the duration is 2.0 and you add an animation block with a delay factor of 0.25 to a running animator whose fractionComplete property is 0.25, the animations run for 1.0 second.”")
    func workedExampleRunsForOneSecond() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, addedAt: 0.5, delayFactor: 0.25)
        #expect(isClose(animator.fractionComplete, 0.25, 1e-12))
        expectFade(layer, animator, on: clock, [(1, 0), (1.25, 0.25), (1.5, 0.5), (1.75, 0.75)])
    }

    /// Deviation. The page's other sentence would delay that block by 0.25 × the 1.5 s
    /// remaining = 0.375 s (start at 0.875 s, run 1.125 s); Layers follows the worked
    /// example, whose numbers this test keeps: still at rest at 0.95 s.
    @Test("Deviation: “This value is multiplied by the animator’s remaining duration to determine the actual delay in seconds.”")
    func deviationDelayIsNotAShareOfTheRemainingDuration() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = moverWithFade(on: clock, layer, addedAt: 0.5, delayFactor: 0.25)
        expectFade(layer, animator, on: clock, [(0.95, 0)])
    }

    /// Deviation: the delayed start is a point of the animator's progress (so the block
    /// scrubs and reverses with the others). Scrubbed linearly, an ease-in animator with a
    /// block delayed by 0.5 starts that block at progress easeIn(0.5) ≈ 0.315, where UIKit's
    /// linear scrub would start it at 0.5: at fractionComplete 0.4 it has already moved.
    @Test("Deviation: “This value is multiplied by …” (a delayed block on an eased curve, scrubbed linearly)")
    func deviationDelayedBlockScrubsOnTheProgress() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .easeIn) { layer.position = Point(150, 50) }
        animator.addAnimations({ layer.opacity = 0 }, delayFactor: 0.5)
        animator.fractionComplete = 0.4
        let start = Reference.easeIn(0.5)
        #expect(isClose(faded(layer), (0.4 - start) / (1 - start), 1e-9))
        animator.stopAnimation(true)
    }

    /// Deviation: a block added to a reversed animator moves during [delayFactor, 1] of the
    /// progress: heading back to the start, it reaches its start values when the progress
    /// passes delayFactor.
    @Test("Deviation: “Use this method to add new animation blocks to the animator.” (added while reversed)")
    func deviationDelayedBlockOnAReversedAnimator() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.position = Point(150, 50) }
        animator.startAnimation()
        tick(clock, at: 0.8)
        animator.isReversed = true
        animator.addAnimations({ layer.opacity = 0 }, delayFactor: 0.5)
        #expect(isClose(faded(layer), 0.6, 1e-12), "(0.8 − 0.5) / 0.5 of the way at once")
        tick(clock, at: 1.1)
        #expect(layer.presentationState().opacity == 1, "back at its start once the progress is below 0.5")
        tick(clock, at: 1.6)
        #expect(animator.state == .inactive)
    }

    /// Deviation (a limit of placing the start on the progress): a spring's progress comes
    /// close to 1 before the delay is over. A block delayed by half of a ζ = 0.5 spring's
    /// second starts at the progress the spring has at 0.5 s, which it first passes at
    /// about 0.2 s: the block moves from then on, reaching its end values when the spring
    /// first reaches 1, and overshoots by as much as the run, not more.
    @Test("Deviation: “… results in a one second delay for the start of the animations.” (on a spring that overshoots)")
    func deviationDelayedBlockOnAnOvershootingSpring() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, dampingRatio: 0.5) { layer.position = Point(150, 50) }
        animator.addAnimations({ layer.opacity = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        let spring = try SpringTimingParameters(dampingRatio: 0.5).resolved(forDuration: 1)
        func firstTime(reaching value: Double) -> Double {
            var lo = 0.0, hi = 0.5
            for _ in 0..<60 { (lo, hi) = spring.value(at: (lo + hi) / 2) < value ? ((lo + hi) / 2, hi) : (lo, (lo + hi) / 2) }
            return hi
        }
        let start = spring.value(at: 0.5)
        tick(clock, at: firstTime(reaching: start) - 0.005)
        #expect(layer.presentationState().opacity == 1, "at rest until the spring first shows \(start)")
        let one = firstTime(reaching: 1)
        #expect(one < 0.3)
        tick(clock, at: one + 0.01)
        #expect(isClose(layer.presentationState().opacity, 1 - spring.value(at: one + 0.01), 1e-9),
                "past 1 it overshoots as the run does")
        tick(clock, at: 1)
        #expect(animator.state == .inactive && layer.opacity == 0)
    }

    // MARK: scrubsLinearly

    @Test("“The default value of this property is true, which causes the animator to use a linear timing function during scrubbing.”")
    func scrubbingIsLinearByDefault() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { layer.opacity = 0 }
        #expect(animator.scrubsLinearly)
        animator.fractionComplete = 0.3
        #expect(isClose(faded(layer), 0.3, 1e-12))
        animator.stopAnimation(true)
    }

    @Test("“Setting the property to false causes the animator to use its specified timing curve.”")
    func scrubbingFollowsTheCurveWhenNotLinear() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { layer.opacity = 0 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(isClose(faded(layer), Reference.easeIn(0.3), 1e-9))
        animator.stopAnimation(true)
    }

    // MARK: pausesOnCompletion

    @Test("“When the value of this property is true, the animator remains in the active state when the animation finishes, and it does not execute its completion handler.”")
    func pausingOnCompletionStaysActiveWithoutCompletion() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.pausesOnCompletion = true
        var ended = 0
        animator.addCompletion { _ in ended += 1 }
        animator.startAnimation()
        tick(clock, at: 1.5)
        #expect(animator.state == .active && !animator.isRunning && ended == 0)
        #expect(layer.presentationState().opacity == 0)
        animator.stopAnimation(true)
    }

    @Test("“Keeping the animator in the active state allows you to reverse the animation even after it has finished.”")
    func pausedOnCompletionCanBeReversed() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        tick(clock, at: 1.5)
        animator.isReversed = true
        animator.startAnimation()
        tick(clock, at: 2)
        #expect(isClose(faded(layer), 0.5, 1e-12), "half way back")
        tick(clock, at: 2.5)
        #expect(layer.presentationState().opacity == 1 && animator.state == .active)
        animator.stopAnimation(true)
    }

    @Test("“When the value of this property is false, the animator automatically transitions to the inactive state when the animation finishes”")
    func notPausingOnCompletionEndsInactive() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        #expect(!animator.pausesOnCompletion)
        animator.startAnimation()
        tick(clock, at: 1)
        #expect(animator.state == .inactive && layer.opacity == 0)
    }

    // MARK: isReversed

    @Test("“When the value of this property is true, animations run in the reverse direction—that is, view properties animate back to their original values.”")
    func reversedRunsBackToTheOriginalValues() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { layer.opacity = 0 }
        var ended: [AnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        tick(clock, at: 0.5)
        animator.isReversed = true
        tick(clock, at: 0.75)
        #expect(isClose(faded(layer), 0.25, 1e-12))
        tick(clock, at: 1)
        #expect(ended == [.start] && layer.opacity == 1, "back at the original value, ended at the start")
    }

    // MARK: continueAnimation(withTimingParameters:durationFactor:)

    /// Paused half way through 2 s and continued with a factor of 0.5: the rest of the way
    /// takes 0.5 × 2 = 1 s.
    @Test("“The value of this parameter is multiplied by the original duration value to obtain the new duration for the animations.”")
    func durationFactorScalesTheOriginalDuration() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .linear) { layer.opacity = 0 }
        animator.startAnimation()
        tick(clock, at: 1)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        tick(clock, at: 1.5)
        #expect(isClose(faded(layer), 0.75, 1e-12))
        tick(clock, at: 1.999)
        #expect(animator.state == .active)
        tick(clock, at: 2)
        #expect(animator.state == .inactive && layer.opacity == 0)
    }

    /// After a run continued with other timing, the animator used again runs on its own
    /// curve and duration.
    @Test("“The original timing and duration values are restored when the animator transitions back to the inactive state.”")
    func originalTimingComesBackWhenInactive() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .linear) { layer.opacity = 0 }
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 0.25)
        tick(clock, at: 0.5)
        #expect(animator.state == .inactive, "0.25 × 2 s")
        animator.addAnimations { layer.opacity = 1 }
        animator.startAnimation()
        tick(clock, at: 1.5)
        #expect(isClose(layer.presentationState().opacity, 0.5, 1e-12), "linear again, over 2 s")
        tick(clock, at: 2.5)
        #expect(animator.state == .inactive)
    }

    /// Deviation: Layers lets continueAnimation start an inactive animator and retime a
    /// running one, instead of stopping the program.
    @Test("Deviation: “It’s a programmer error to call this method when the animator is inactive, running, or its isInterruptible property is set to false.”")
    func deviationContinueAlsoStartsAndRetimes() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let animator = PropertyAnimator(duration: 2, curve: .linear) { layer.opacity = 0 }
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
        #expect(animator.state == .active && animator.isRunning, "an inactive animator starts")
        tick(clock, at: 0.5)
        #expect(isClose(faded(layer), 0.5, 1e-12), "the whole run in 0.5 × 2 s")
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        tick(clock, at: 1.5)
        #expect(isClose(faded(layer), 0.75, 1e-12), "a running one retimed: the other half in 1 × 2 s")
        tick(clock, at: 2.5)
        #expect(animator.state == .inactive)
    }
}
