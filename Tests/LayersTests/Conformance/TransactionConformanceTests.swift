import Testing
@testable import Layers
import AnimationCheck

/// Apple's documented rules for `CATransaction` (the header's comments and the class
/// page's nested example): the default duration, disabling actions, the timing function
/// and the completion block.
@Suite(.noAnimationLeftRunning) struct TransactionConformanceTests {
    /// CATransaction.h: implicit animations last 0.25 s, and so does an explicit one
    /// without a duration.
    @Test("“Defines the default duration of animations added to layers. Defaults to 1/4s.”")
    func defaultDurationIsAQuarterSecond() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        #expect(Transaction.animationDuration == 0.25)
        layer.opacity = 0
        let explicit = BasicAnimation(keyPath: "cornerRadius")
        explicit.fromValue = .scalar(0)
        explicit.toValue = .scalar(8)
        try layer.add(explicit, forKey: "explicit")
        clock.set(0.2499); clock.update()
        #expect(layer.presentationState().opacity > 0 && layer.animationKeys.count == 2)
        clock.set(0.25); clock.update()
        #expect(layer.presentationState().opacity == 0 && layer.animationKeys.isEmpty)
    }

    @Test("“Defines whether or not the layer's -actionForKey: method is used to find an action (aka. implicit animation) for each layer property change. Defaults to NO, i.e. implicit animations enabled.”")
    func disableActionsTurnsImplicitAnimationsOff() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        #expect(!Transaction.disableActions)
        Transaction.begin()
        Transaction.disableActions = true
        layer.opacity = 0.5
        Transaction.commit()
        #expect(layer.animationKeys.isEmpty && layer.presentationState().opacity == 0.5)
        layer.opacity = 0
        #expect(layer.animationKeys == ["opacity"], "enabled again outside")
        clock.set(1); clock.update()
    }

    /// CATransaction.h: the timing function set on a transaction paces its implicit
    /// animations (linear: exactly half way at half time).
    @Test("“The default value is nil, when set to a non-nil value any animations added to layers will have this value set as their \"timingFunction\" property.”")
    func timingFunctionPacesTheTransaction() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        #expect(Transaction.animationTimingFunction == nil)
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.animationTimingFunction = .linear
        layer.opacity = 0
        Transaction.commit()
        clock.set(0.3)
        #expect(isClose(layer.presentationState().opacity, 0.7, 1e-12))
        clock.set(1); clock.update()
    }

    /// Deviation: the transaction's duration and timing function shape its implicit
    /// animations only. An explicit animation keeps its own: no duration means 0.25 s and
    /// no timing function means linear, whatever the transaction says.
    @Test("Deviation: “Defines the default duration of animations added to layers.” (explicit animations keep their own timing)")
    func deviationExplicitAnimationsIgnoreTheTransactionTiming() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let explicit = BasicAnimation(keyPath: "cornerRadius")
        explicit.fromValue = .scalar(0)
        explicit.toValue = .scalar(8)
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.animationTimingFunction = .easeIn
        try layer.add(explicit, forKey: "explicit")
        Transaction.commit()
        clock.set(0.125)
        #expect(isClose(layer.presentationState().cornerRadius, 4, 1e-12), "half of 0.25 s, linearly")
        clock.set(0.25); clock.update()
        #expect(layer.animationKeys.isEmpty)
    }

    /// The completion block waits for the longest animation of its transaction.
    @Test("“Once set to a non-nil value the block is guaranteed to be called (on the main thread) as soon as all animations subsequently added by this transaction group have completed (or been removed).”")
    func completionAfterAllAnimations() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var done = 0
        Transaction.begin()
        Transaction.animationDuration = 1
        Transaction.setCompletionBlock { done += 1 }
        layer.opacity = 0
        layer.cornerRadius = 8
        Transaction.commit()
        let fast = BasicAnimation("position.x", from: 0.0, to: 10.0, duration: 0.5)
        try? layer.add(fast, forKey: "outside")   // added after the commit: not waited for
        clock.set(0.999); clock.update()
        #expect(done == 0)
        clock.set(1); clock.update()
        #expect(done == 1)
        clock.set(2); clock.update()
        #expect(done == 1, "once")
    }

    /// "(or been removed)": removing the transaction's last animation runs the block.
    @Test("“… have completed (or been removed).”")
    func completionAfterRemoval() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var done = false
        Transaction.perform(duration: 5, { layer.opacity = 0 }, completion: { done = true })
        clock.set(1); clock.update()
        #expect(!done)
        layer.removeAnimation(forKey: "opacity")
        clock.update()
        #expect(done)
    }

    /// The class page's nested example: the outer fade lasts 2 s, the nested scale 1 s, and
    /// the outer completion block removes the layer once both are over.
    @Test("“The scale animation is within a nested transaction with its own duration of 1 second. After the outer transaction completes, a completion block removes transitioningLayer from its parent layer.”")
    func nestedTransactionsExample() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        Transaction.begin()
        Transaction.animationDuration = 2
        Transaction.setCompletionBlock { layer.removeFromSuperlayer() }
        layer.opacity = 0
        Transaction.begin()
        Transaction.animationDuration = 1
        layer.transform = AffineTransform(scale: 3)
        Transaction.commit()
        Transaction.commit()
        clock.set(1); clock.update()
        #expect(layer.animationKeys == ["opacity"], "the scale is over after its own 1 s")
        #expect(layer.superlayer === root)
        clock.set(2); clock.update()
        #expect(layer.superlayer == nil, "removed when the outer transaction's animations are over")
    }

    /// Deviation: Core Animation invokes a completion block at once when another replaces
    /// it; Layers drops the replaced block, and only the last one set runs.
    @Test("Deviation: “If no animations are added before the current transaction group is committed (or the completion block is set to a different value), the block will be invoked immediately.” (a replaced block)")
    func deviationReplacedCompletionBlockNeverRuns() {
        let lonely = Layer()
        var ran: [String] = []
        Transaction.begin()
        Transaction.setCompletionBlock { ran.append("first") }
        Transaction.setCompletionBlock { ran.append("second") }
        lonely.opacity = 0.5
        Transaction.commit()
        #expect(ran == ["second"])
    }

    /// Deviation: a transaction that added no animation but changed a layer of a hosted
    /// tree runs its block on that host's next update, not inside commit(), so the block
    /// sees the frame that shows the change. With no hosted layer it runs at once.
    @Test("Deviation: “If no animations are added before the current transaction group is committed …, the block will be invoked immediately.”")
    func deviationCompletionWithoutAnimationsWaitsForTheNextUpdate() {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        var ran = 0
        Transaction.perform(disableActions: true, { layer.opacity = 0.5 }, completion: { ran += 1 })
        #expect(ran == 0)
        clock.update()
        #expect(ran == 1)
        var lonelyRan = false
        Transaction.perform({ Layer().opacity = 0.5 }, completion: { lonelyRan = true })
        #expect(lonelyRan, "no hosted layer: at once")
    }

    /// CATransaction.h: commit without begin stops the program.
    @Test("“Commit all changes made during the current transaction. Raises an exception if no current transaction exists.”")
    func commitWithoutBeginIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) { await Self.commitAlone() }
    }

    static func commitAlone() { Transaction.commit() }
}
