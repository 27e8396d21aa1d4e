import Testing
@testable import Layers
import AnimationCheck

/// A layer the app lets go of while an animator still moves it is freed, as a view
/// removed mid-animation is in UIKit: the animator's animations sit on the layer, and
/// they must not hold it in turn. The animator itself goes on to its end.
@MainActor
@Suite(.noAnimationLeftRunning) struct AnimatorLifetimeTests {
    @Test("a layer dropped while its animator runs is freed; the animator still ends at .end")
    func aLayerDroppedMidRunIsFreed() {
        let clock = installManualClock()
        let (root, _) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        weak var dropped: Layer?
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        do {
            let card = Layer()
            root.addSublayer(card)
            animator.addAnimations { card.opacity = 0; card.position = Point(200, 100) }
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            tick(clock, at: 0.5)
            #expect(isClose(card.presentationState().opacity, 0.5), "half way on a linear curve")
            card.removeFromSuperlayer()
            dropped = card
        }
        #expect(dropped == nil, "the animator's animations kept the layer alive")
        #expect(animator.state == .active && animator.isRunning)
        tick(clock, at: 1)
        #expect(ended == [.end] && animator.state == .inactive)
    }

    @Test("a layer dropped under a paused animator is freed; the animator can still be stopped and finished")
    func aLayerDroppedUnderAPausedAnimatorIsFreed() {
        let clock = installManualClock()
        let (root, _) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        weak var dropped: Layer?
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        do {
            let card = Layer()
            root.addSublayer(card)
            animator.addAnimations { card.opacity = 0 }
            animator.fractionComplete = 0.25
            #expect(isClose(card.presentationState().opacity, 0.75))
            card.removeFromSuperlayer()
            dropped = card
        }
        #expect(dropped == nil, "a paused animator's animations kept the layer alive")
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect(animator.state == .inactive)
    }
}
