import Testing
@testable import Layers
import AnimationCheck

/// Apple's documented `CAMediaTiming` rules (the header's comments and the property pages):
/// begin time, time offset, speed, repeats, autoreverse and fill modes. Each animation
/// fades opacity from 0 to 1 linearly over 1 s on a layer whose model opacity is 0.9, so
/// the value on screen is the animation's progress, and 0.9 means "not applied".
@Suite(.noAnimationLeftRunning) struct MediaTimingConformanceTests {
    /// A hosted layer at model opacity 0.9 on a clock at 0.
    func setUp() -> (clock: TestClock, root: Layer, layer: Layer) {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock)
        Transaction.withoutActions { layer.opacity = 0.9 }
        return (clock, root, layer)
    }

    /// Opacity 0 → 1 over `duration` seconds, starting at host time `begin`.
    func ramp(duration: Double = 1, begin: Double = 0) -> BasicAnimation {
        let a = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: duration)
        a.beginTime = begin
        return a
    }

    func shown(_ layer: Layer, at t: Double, on clock: TestClock) -> Double {
        clock.set(t)
        return layer.presentationState().opacity
    }

    @Test("“The begin time of the object, in relation to its parent object, if applicable. Defaults to 0.”")
    func beginTimeDelaysTheStart() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().beginTime == 0)
        try layer.add(ramp(begin: 2), forKey: nil)
        #expect(shown(layer, at: 1.9, on: clock) == 0.9, "not begun")
        #expect(isClose(shown(layer, at: 2.5, on: clock), 0.5, 1e-12))
    }

    /// t = (1.5 − 1) × 2 + 0.5 = 1.5 local seconds of a 4 s pass: progress 0.375.
    @Test("“Additional offset in active local time. i.e. to convert from parent time tp to active local time t: t = (tp - begin) * speed + offset.”")
    func timeOffsetAddsToActiveLocalTime() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        let a = ramp(duration: 4, begin: 1)
        a.speed = 2
        a.timeOffset = 0.5
        try layer.add(a, forKey: nil)
        #expect(isClose(shown(layer, at: 1.5, on: clock), 0.375, 1e-12))
        clock.set(3); clock.update()
    }

    @Test("“For example, if speed is 2.0 local time progresses twice as fast as parent time. Defaults to 1.0.”")
    func speedScalesLocalTime() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().speed == 1)
        let a = ramp()
        a.speed = 2
        try layer.add(a, forKey: nil)
        #expect(isClose(shown(layer, at: 0.25, on: clock), 0.5, 1e-12))
        #expect(shown(layer, at: 0.5, on: clock) == 0.9, "the 1 s pass is over after 0.5 s")
    }

    /// A group at speed 2 holding an animation at speed 3: the child's parent time is the
    /// group's local time, so it runs 6 times as fast as the host (12 s pass: 0.5 at 1 s).
    @Test("“Conversion to “active local time.” This includes the point at which the object appears in the parent object’s timeline and how fast it plays relative to the parent.”")
    func nestedSpeedsMultiply() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        let child = ramp(duration: 12)
        child.speed = 3
        let group = AnimationGroup()
        group.animations = [child]
        group.duration = 10
        group.speed = 2
        try layer.add(group, forKey: nil)
        #expect(isClose(shown(layer, at: 1, on: clock), 0.5, 1e-12), "6 × 1 s of a 12 s pass")
        clock.set(6); clock.update()
    }

    @Test("“May be fractional. If the repeatCount is 0, it is ignored. Defaults to 0.”")
    func fractionalRepeatCount() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().repeatCount == 0)
        let a = ramp()
        a.repeatCount = 1.5
        try layer.add(a, forKey: nil)
        #expect(isClose(shown(layer, at: 1.25, on: clock), 0.25, 1e-12), "the second pass")
        #expect(isClose(shown(layer, at: 1.49, on: clock), 0.49, 1e-12))
        #expect(shown(layer, at: 1.5, on: clock) == 0.9, "over after half of the second pass")
        let once = ramp(begin: 2)
        try layer.add(once, forKey: "once")
        #expect(shown(layer, at: 3, on: clock) == 0.9, "repeatCount 0: one pass")
        clock.update()
    }

    @Test("“Setting this property to greatestFiniteMagnitude will cause the animation to repeat forever.”")
    func greatestFiniteMagnitudeRepeatsForever() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        let a = ramp()
        a.repeatCount = .greatestFiniteMagnitude
        try layer.add(a, forKey: "forever")
        #expect(isClose(shown(layer, at: 1_000_000.25, on: clock), 0.25, 1e-6))
        layer.removeAnimation(forKey: "forever")
    }

    @Test("“Determines how many seconds the animation will repeat for.” … “If the repeatDuration is 0, it is ignored.”")
    func repeatDurationLimitsByTime() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().repeatDuration == 0)
        let a = ramp()
        a.repeatDuration = 2.5
        try layer.add(a, forKey: nil)
        #expect(isClose(shown(layer, at: 2.25, on: clock), 0.25, 1e-12), "the third pass")
        #expect(shown(layer, at: 2.5, on: clock) == 0.9)
        clock.update()
    }

    /// Deviation: setting both is refused when the animation is added, naming the field.
    @Test("Deviation: “If both repeatDuration and repeatCount are specified the behavior is undefined.”")
    func deviationBothRepeatFieldsAreRefused() {
        let (_, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        let a = ramp()
        a.repeatCount = 2
        a.repeatDuration = 3
        let error = #expect(throws: AnimationError.self) { try layer.add(a, forKey: nil) }
        #expect(error?.problem.contains("repeatDuration") == true && error?.problem.contains("repeatCount") == true)
        #expect(layer.animationKeys.isEmpty && layer.presentationState().opacity == 0.9)
    }

    /// Autoreverse plays back after playing forwards, so one iteration lasts two passes.
    @Test("“When true, the object plays backwards after playing forwards. Defaults to NO.”")
    func autoreversesDoublesAnIteration() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(!Animation().autoreverses)
        let a = ramp()
        a.autoreverses = true
        try layer.add(a, forKey: nil)
        #expect(isClose(shown(layer, at: 0.5, on: clock), 0.5, 1e-12))
        #expect(isClose(shown(layer, at: 1.25, on: clock), 0.75, 1e-12), "on the way back")
        #expect(isClose(shown(layer, at: 1.9, on: clock), 0.1, 1e-12))
        #expect(shown(layer, at: 2, on: clock) == 0.9, "over after 2 × 1 s")
        clock.update()
    }

    /// One case per fill mode: what shows before a begin time of 1 s and after the end at 2 s.
    struct FillCase: Sendable, CustomTestStringConvertible {
        let mode: FillMode
        let before: Double
        let after: Double
        var testDescription: String { "\(mode)" }
    }

    @Test("“Defines how the timed object behaves outside its active duration. Local time may be clamped to either end of the active duration, or the element may be removed from the presentation. The legal values are `backwards', `forwards', `both' and `removed'. Defaults to `removed'.”",
          arguments: [FillCase(mode: .removed, before: 0.9, after: 0.9), FillCase(mode: .forwards, before: 0.9, after: 1),
                      FillCase(mode: .backwards, before: 0, after: 0.9), FillCase(mode: .both, before: 0, after: 1)])
    func fillModes(_ c: FillCase) throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().fillMode == .removed)
        let a = ramp(begin: 1)
        a.fillMode = c.mode
        a.isRemovedOnCompletion = false
        try layer.add(a, forKey: "fill")
        #expect(shown(layer, at: 0.5, on: clock) == c.before)
        #expect(shown(layer, at: 3, on: clock) == c.after)
        layer.removeAnimation(forKey: "fill")
    }

    /// CAAnimation.isRemovedOnCompletion.
    @Test("“When true, the animation is removed from the render tree once its active duration has passed. Defaults to YES.”")
    func removedOnCompletion() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        #expect(Animation().isRemovedOnCompletion)
        try layer.add(ramp(), forKey: "ramp")
        clock.set(0.5); clock.update()
        #expect(layer.animationKeys == ["ramp"])
        clock.set(1); clock.update()
        #expect(layer.animationKeys.isEmpty)
    }

    /// CAAnimation.timingFunction.
    @Test("“Defaults to nil, indicating linear pacing.”")
    func noTimingFunctionIsLinear() throws {
        let (clock, root, layer) = setUp(); defer { withExtendedLifetime(root) {} }
        let a = ramp()
        #expect(a.timingFunction == nil)
        try layer.add(a, forKey: nil)
        for t in [0.1, 0.3, 0.7] { #expect(isClose(shown(layer, at: t, on: clock), t, 1e-12)) }
        clock.set(1); clock.update()
    }
}
