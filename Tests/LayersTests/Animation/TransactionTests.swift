import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct TransactionTests {
    @Test func implicitAnimationUsesTheTransactionDuration() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.animationTimingFunction = .linear
        layer.opacity = 0
        Transaction.commit()
        clock.advance(by: 0.25)
        #expect(isClose(layer.presentationState().opacity, 0.75))
    }

    @Test func defaultImplicitAnimationIsQuarterSecond() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        layer.position = Point(150, 50)
        clock.advance(by: 0.125)
        let x = layer.presentationState().position.x
        #expect(x > 50 && x < 150)
        clock.advance(by: 0.125)
        clock.update()
        #expect(layer.presentationState().position.x == 150)
        #expect(layer.animationKeys.isEmpty, "removed on completion")
    }

    /// A running animation keeps the transactions it waits for in storage of its own: had
    /// it shared the stack's, every later `begin()` while it runs would copy the stack to
    /// append (the feed's scroll opens one a frame: an allocation a frame).
    @Test func aRunningAnimationDoesNotShareTheTransactionStack() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.begin()
        layer.opacity = 0.5
        let entry = try #require(layer.animationEntries.first)
        let stack = Transaction.stack.withUnsafeBufferPointer { $0.baseAddress }
        let kept = entry.transactions.withUnsafeBufferPointer { $0.baseAddress }
        #expect(entry.transactions.count == 1 && stack != nil && kept != stack)
        Transaction.commit()
        clock.advance(by: 0.3)
        clock.update()
        #expect(layer.animationKeys.isEmpty)
    }

    @Test func detachedLayersAndDisabledActionsDoNotAnimate() {
        let clock = installManualClock()
        let lonely = Layer()
        lonely.opacity = 0.5
        #expect(lonely.animationKeys.isEmpty)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.withoutActions { layer.opacity = 0.5 }
        #expect(layer.animationKeys.isEmpty)
        layer.actions["opacity"] = .disabled
        layer.opacity = 0.2
        #expect(layer.animationKeys.isEmpty)
    }

    @Test func implicitAnimationStartsFromTheValueInFlight() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.position = Point(150, 50) }
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.x, 100))
        Transaction.perform(duration: 1, timingFunction: .linear) { layer.position = Point(0, 50) }
        #expect(isClose(layer.presentationState().position.x, 100), "no jump on interruption")
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.x, 50))
    }

    @Test func completionRunsOnceAfterEveryAnimationEnds() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var log: [String] = []
        Transaction.begin()
        Transaction.animationDuration = 0.5
        Transaction.setCompletionBlock { log.append("outer") }
        layer.opacity = 0
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.setCompletionBlock { log.append("inner") }
        layer.position = Point(0, 0)
        Transaction.commit()
        #expect(log.isEmpty, "committing a nested transaction does not fire its parent's block")
        Transaction.commit()
        clock.advance(by: 0.6); clock.update()
        #expect(log.isEmpty, "the outer one waits for the nested animation too")
        clock.advance(by: 0.5); clock.update()
        #expect(log == ["inner", "outer"])
        clock.advance(by: 1); clock.update()
        #expect(log == ["inner", "outer"], "exactly once")
    }

    @Test func completionWithoutAnimationsRunsOnTheNextUpdate() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ran = 0
        Transaction.perform(disableActions: true, { layer.opacity = 0.5 }, completion: { ran += 1 })
        #expect(ran == 0, "it waits for the next update of the host whose layers changed")
        clock.update()
        #expect(ran == 1)
        clock.update()
        #expect(ran == 1)
    }

    @Test func completionOfATransactionThatTouchedNoHostedLayerRunsAtCommit() {
        let lonely = Layer()
        var ran = 0
        Transaction.perform({ lonely.opacity = 0.5 }, completion: { ran += 1 })
        #expect(ran == 1, "no host will update for it: at once, as Core Animation documents")
        #expect(lonely.opacity == 0.5 && lonely.animationKeys.isEmpty)
    }

    @Test func removedAnimationsEndTheirTransaction() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var finished: [Bool] = []
        let a = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 5)
        a.completion = { finished.append($0) }
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        try layer.add(a, forKey: "fade")
        Transaction.commit()
        layer.removeAnimation(forKey: "fade")
        clock.update()
        #expect(finished == [false])
        #expect(done)
    }

    @Test func animateBlockBlendsWhenInterrupted() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var completions = 0
        Layer.animate(withDuration: 1, timingFunction: .linear, animations: { layer.position = Point(150, 50) },
                      completion: { _ in completions += 1 })
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.x, 100))
        Layer.animate(withDuration: 1, timingFunction: .linear, animations: { layer.position = Point(50, 50) })
        #expect(isClose(layer.presentationState().position.x, 100), "the new block starts where the old one is")
        clock.advance(by: 0.25)
        // On the model 50: the first block's −100 → 0 is at −25, the second's +100 → 0 at +75.
        #expect(isClose(layer.presentationState().position.x, 50 - 25 + 75))
        clock.advance(by: 0.3); clock.update()
        #expect(completions == 1)
    }

    @Test func keyframeBlockPlacesEachStep() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Layer.animateKeyframes(withDuration: 2, animations: {
            Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.position = Point(150, 50) }
            Layer.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.position = Point(150, 250) }
        })
        #expect(layer.presentationState().position == Point(50, 50))
        clock.advance(by: 1)
        #expect(layer.presentationState().position == Point(150, 50))
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.y, 150))
    }
}
