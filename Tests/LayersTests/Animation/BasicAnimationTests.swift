import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct BasicAnimationTests {
    @Test func linearFromToFollowsTheClock() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 2)
        try layer.add(a, forKey: "fade")
        #expect(layer.presentationState().opacity == 0)
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().opacity, 0.25))
        clock.advance(by: 1.0)
        #expect(isClose(layer.presentationState().opacity, 0.75))
        #expect(layer.opacity == 1, "the model keeps its own value")
    }

    @Test func timingFunctionShapesProgress() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        try layer.add(BasicAnimation("position.x", from: 0.0, to: 100.0, duration: 1, timingFunction: .easeIn), forKey: nil)
        clock.advance(by: 0.5)
        // Core Animation's easeIn at 0.5 is 0.315357.
        #expect(isClose(layer.presentationState().position.x, 31.5357, 1e-3))
    }

    @Test func fromByAndToByAndByOnly() throws {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let fromBy = BasicAnimation(keyPath: "position.x")
        fromBy.fromValue = 10; fromBy.byValue = 30; fromBy.duration = 1
        try layer.add(fromBy, forKey: "a")
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.x, 25))

        let toBy = BasicAnimation(keyPath: "position.x")
        toBy.toValue = 100; toBy.byValue = 40; toBy.duration = 1
        try layer.add(toBy, forKey: "a")
        #expect(isClose(layer.presentationState().position.x, 60))
        clock.advance(by: 0.5)
        #expect(isClose(layer.presentationState().position.x, 80))

        let byOnly = BasicAnimation(keyPath: "position.x")
        byOnly.byValue = 20; byOnly.duration = 1
        try layer.add(byOnly, forKey: "a")
        clock.advance(by: 0.25)
        #expect(isClose(layer.presentationState().position.x, 55), "model 50 + 0.25 × 20")
    }

    @Test func fillModesBeforeAndAfterTheActiveTime() throws {
        let clock = installManualClock(at: 10)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        func add(_ mode: FillMode) throws {
            let a = BasicAnimation("opacity", from: 0.2, to: 0.6, duration: 1)
            a.beginTime = 11
            a.fillMode = mode
            a.isRemovedOnCompletion = false
            try layer.add(a, forKey: "fade")
        }
        try add(.removed)
        #expect(layer.presentationState().opacity == 1, "removed: the model before the start")
        try add(.backwards)
        #expect(layer.presentationState().opacity == 0.2, "backwards: the first value before the start")
        clock.set(12.5)
        #expect(layer.presentationState().opacity == 1, "backwards: the model after the end")
        try add(.forwards)
        #expect(isClose(layer.presentationState().opacity, 0.6), "forwards: the last value after the end")
        try add(.both)
        clock.set(13)
        #expect(isClose(layer.presentationState().opacity, 0.6))
    }

    @Test func repeatAndAutoreverse() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("position.y", from: 0.0, to: 10.0, duration: 1)
        a.repeatCount = 2
        a.autoreverses = true
        a.beginTime = 1
        try layer.add(a, forKey: "bounce")
        clock.set(1.25); #expect(isClose(layer.presentationState().position.y, 2.5))
        clock.set(2.25); #expect(isClose(layer.presentationState().position.y, 7.5), "reversing in the first iteration")
        clock.set(3.5); #expect(isClose(layer.presentationState().position.y, 5), "second iteration going forward")
        clock.set(4.75); #expect(isClose(layer.presentationState().position.y, 2.5))
        clock.set(5.5); #expect(layer.presentationState().position.y == 50, "after 4 s the model shows")
    }

    @Test func speedAndTimeOffset() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 1)
        a.beginTime = 0.001 // not 0: keep it where it is
        a.speed = 2
        a.timeOffset = 0.25
        try layer.add(a, forKey: "fade")
        clock.set(0.101)
        #expect(isClose(layer.presentationState().opacity, 0.45), "(0.1 × 2) + 0.25")
    }

    @Test func cumulativeRepeatsAddUp() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("position.x", from: 0.0, to: 10.0, duration: 1)
        a.isCumulative = true
        a.repeatCount = 3
        a.beginTime = 1
        try layer.add(a, forKey: "walk")
        clock.set(2.5)
        #expect(isClose(layer.presentationState().position.x, 15), "the second pass starts where the first ended")
        clock.set(3.5)
        #expect(isClose(layer.presentationState().position.x, 25))
    }

    @Test func valueFunctionRotatesPastPi() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "transform")
        a.valueFunction = .rotateZ
        a.fromValue = 0
        a.toValue = .scalar(3 * .pi / 2)
        a.duration = 1
        a.beginTime = 1
        try layer.add(a, forKey: "spin")
        clock.set(1.5)
        #expect(isClose(layer.presentationState().transform.rotationAngle, 3 * .pi / 4, 1e-9))
        clock.set(1.9)
        // 0.9 × 3π/2 = 1.35π, which atan2 reports as −0.65π.
        #expect(isClose(layer.presentationState().transform.rotationAngle, -0.65 * .pi, 1e-9))
    }

    @Test func transformInterpolatesByDecomposition() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("transform", from: AffineTransform.identity,
                               to: AffineTransform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3), duration: 1)
        a.beginTime = 1
        try layer.add(a, forKey: "t")
        clock.set(1.5)
        let d = layer.presentationState().transform.decomposition
        #expect(isClose(d.rotation, .pi / 4, 1e-9))
        #expect(isClose(d.scale.width, 2, 1e-9) && isClose(d.scale.height, 2, 1e-9))
    }

    @Test func additiveAnimationsBlend() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        for (from, key) in [(100.0, "a"), (40.0, "b")] {
            let a = BasicAnimation(keyPath: "position.x")
            a.isAdditive = true
            a.fromValue = .scalar(from); a.toValue = 0; a.duration = 1; a.beginTime = 1
            try layer.add(a, forKey: key)
        }
        clock.set(1.5)
        #expect(isClose(layer.presentationState().position.x, 50 + 50 + 20))
    }

    @Test func springAnimationFollowsTheClosedForm() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let s = SpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 1
        s.mass = 1; s.stiffness = 100; s.damping = 10
        s.beginTime = 1
        try layer.add(s, forKey: "spring")
        // x(t) = 1 − e^(−5t)(cos ω t + 5/ω sin ω t), ω = √75.
        let w = 75.0.squareRoot()
        func expected(_ t: Double) -> Double { 1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t)) }
        for t in [0.1, 0.25, 0.5] {
            clock.set(1 + t)
            #expect(isClose(layer.presentationState().position.x, expected(t), 1e-9))
        }
        #expect(s.settlingDuration > 1 && s.settlingDuration < 2)
    }

    /// Colours mix channel by channel, alpha included: a quarter of the way from clear
    /// blue-ish to opaque orange.
    @Test func coloursInterpolateEveryChannelAlphaIncluded() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation("backgroundColor", from: Color(red: 0, green: 0.2, blue: 1, alpha: 0),
                               to: Color(red: 1, green: 0.6, blue: 0, alpha: 1), duration: 1)
        a.beginTime = 1
        try layer.add(a, forKey: "tint")
        clock.set(1.25)
        let c = layer.presentationState().backgroundColor
        #expect(isClose(c.red, 0.25) && isClose(c.green, 0.3) && isClose(c.blue, 0.75), "\(c)")
        #expect(isClose(c.alpha, 0.25), "alpha \(c.alpha)")
    }

    /// Between two turns a transform goes the short way round, whichever way that is:
    /// from −170° to 170° through −180°, and from 170° to −170° through 180°.
    @Test(arguments: [(-170.0, 170.0, -175.0), (170.0, -170.0, 175.0)])
    func transformTurnsTheShortWayRound(from: Double, to: Double, quarter: Double) throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let radians = Double.pi / 180
        let a = BasicAnimation("transform", from: AffineTransform(rotationAngle: from * radians),
                               to: AffineTransform(rotationAngle: to * radians), duration: 1)
        a.beginTime = 1
        try layer.add(a, forKey: "turn")
        clock.set(1.25)
        let angle = layer.presentationState().transform.rotationAngle / radians
        #expect(isClose(angle, quarter, 1e-9), "\(angle)° a quarter of the way")
    }

    /// A spring animation given no duration lasts as long as its spring takes to settle:
    /// the closed form just before, the model just after.
    @Test func springAnimationWithoutADurationLastsItsSettlingTime() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let s = SpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 1
        s.mass = 1; s.stiffness = 100; s.damping = 10
        s.beginTime = 1
        try layer.add(s, forKey: "spring")
        let settling = s.settlingDuration
        let w = 75.0.squareRoot(), t = settling - 0.01
        clock.set(1 + t)
        let closedForm: Double = 1 - exp(-5 * t) * (cos(w * t) + 5 / w * sin(w * t))
        #expect(isClose(layer.presentationState().position.x, closedForm, 1e-9))
        clock.set(1 + settling + 0.01)
        #expect(layer.presentationState().position.x == layer.position.x, "over: the model shows")
    }
}
