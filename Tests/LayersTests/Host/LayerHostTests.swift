import Testing
@testable import Layers

/// Each tree's host owns its clock, engine and revision: two trees in one process
/// animate independently, and a frame has a single "now".
@Suite struct LayerHostTests {
    /// A root with one 100×100 sublayer, hosted on a manual clock at `start`.
    private func tree(at start: Double) -> (clock: ManualClock, host: LayerHost, layer: Layer) {
        let clock = ManualClock(time: ClockTime(seconds: start))
        let root = Layer(frame: Rect(0, 0, 200, 200))
        let layer = Layer(frame: Rect(0, 0, 100, 100))
        root.addSublayer(layer)
        return (clock, LayerHost(clock: clock, rootLayer: root), layer)
    }

    @Test func twoTreesAnimateOnTheirOwnClocks() {
        let a = tree(at: 100), b = tree(at: 500)
        var completed = false
        Transaction.perform(duration: 1, timingFunction: .linear, {
            a.layer.opacity = 0
            b.layer.opacity = 0
        }, completion: { completed = true })
        #expect(a.layer.animation(forKey: "opacity")?.beginTime == 100)
        #expect(b.layer.animation(forKey: "opacity")?.beginTime == 500)

        a.clock.advance(by: .seconds(0.5))
        #expect(isClose(a.layer.presentationState().opacity, 0.5))
        #expect(isClose(b.layer.presentationState().opacity, 1), "b's clock has not moved")

        a.clock.advance(by: .seconds(0.6))
        a.host.update()
        b.host.update()
        #expect(a.layer.animationKeys.isEmpty && !b.layer.animationKeys.isEmpty)
        #expect(!completed, "the transaction waits for b's animation too")
        #expect(!a.host.hasPendingWork && b.host.hasPendingWork)

        b.clock.advance(by: .seconds(1.1))
        b.host.update()
        #expect(completed)
        #expect(!b.host.hasPendingWork)
    }

    @Test func animatorsInTwoTreesRunOnTheirOwnClocks() {
        let a = tree(at: 100), b = tree(at: 500)
        var ends: [String] = []
        let onA = PropertyAnimator(duration: 1, curve: .linear) { a.layer.position = Point(150, 50) }
        let onB = PropertyAnimator(duration: 1, curve: .linear) { b.layer.position = Point(150, 50) }
        onA.addCompletion { _ in ends.append("a") }
        onB.addCompletion { _ in ends.append("b") }
        onA.startAnimation()
        onB.startAnimation()
        #expect(onA.host === a.host && onB.host === b.host)

        b.clock.advance(by: .seconds(0.25))
        #expect(isClose(b.layer.presentationState().position.x, 75))
        #expect(isClose(a.layer.presentationState().position.x, 50))
        b.clock.advance(by: .seconds(1))
        a.host.update()
        b.host.update()
        #expect(ends == ["b"] && onA.isRunning && !onB.isRunning)
        a.clock.advance(by: .seconds(1))
        a.host.update()
        #expect(ends == ["b", "a"])
    }

    @Test func aChangeInOneTreeWakesOnlyItsHost() {
        let a = tree(at: 0), b = tree(at: 0)
        let before = (a.host.revision, b.host.revision)
        Transaction.withoutActions { a.layer.backgroundColor = .red }
        #expect(a.host.revision != before.0)
        #expect(b.host.revision == before.1)
    }

    @Test func everythingStartedInAFrameUsesTheFramesTime() {
        let a = tree(at: 10)
        a.host.beginFrame(at: 10)
        a.clock.advance(by: .seconds(0.004))   // the frame takes time; its "now" does not move
        a.layer.opacity = 0.5
        Layer.animate(withDuration: 1) { a.layer.position = Point(80, 80) }
        let animator = PropertyAnimator(duration: 1, curve: .linear) { a.layer.cornerRadius = 10 }
        animator.startAnimation()
        a.host.endFrame()
        #expect(a.layer.animation(forKey: "opacity")?.beginTime == 10)
        #expect(a.layer.animationEntries.allSatisfy { $0.animation.beginTime == 10 || $0.animation is AnimatorAnimation })
        #expect(isClose(animator.progress(at: 10.5), 0.5), "the animator started at the frame's time")
        #expect(a.host.currentTime == a.clock.time.seconds, "after the frame, time follows the clock")
    }

    @Test func animationsAddedBeforeATreeIsHostedStartWhenItIs() throws {
        let clock = ManualClock(time: 40)
        let root = Layer(frame: Rect(0, 0, 100, 100))
        let fade = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 2)
        try root.add(fade, forKey: "fade")
        clock.advance(by: .seconds(5))
        let host = LayerHost(clock: clock, rootLayer: root)
        #expect(root.animation(forKey: "fade")?.beginTime == 45)
        #expect(host.hasPendingWork)
        clock.advance(by: .seconds(1))
        #expect(isClose(root.presentationState().opacity, 0.5))
    }

    @Test func aLayerMovedToAnotherTreeAnimatesOnItsNewHost() throws {
        let a = tree(at: 0), b = tree(at: 300)
        let moving = Layer(frame: Rect(0, 0, 10, 10))
        a.layer.addSublayer(moving)
        #expect(moving.host === a.host)
        b.layer.addSublayer(moving)
        #expect(moving.host === b.host)
        Transaction.perform(duration: 1, timingFunction: .linear) { moving.opacity = 0 }
        #expect(moving.animation(forKey: "opacity")?.beginTime == 300)
        #expect(b.host.hasPendingWork && !a.host.hasPendingWork)
    }
}
