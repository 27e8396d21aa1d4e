import Testing
@testable import Layers
import AnimationCheck

/// Apple's documented rules for `CAKeyframeAnimation`: key times per calculation mode
/// (the keyTimes page, the discrete mode's page with its worked example, the header),
/// timing functions, and what happens to invalid key times. Animations begin at 1 s on
/// a clock that starts at 0.
@Suite(.noAnimationLeftRunning) struct KeyframeConformanceTests {
    func keyframes(_ keyPath: String, _ values: [AnimatableValue], keyTimes: [Double]? = nil,
                   mode: KeyframeAnimation.CalculationMode = .linear, duration: Double = 1) -> KeyframeAnimation {
        let k = KeyframeAnimation(keyPath: keyPath)
        k.values = values
        k.keyTimes = keyTimes
        k.calculationMode = mode
        k.duration = duration
        k.beginTime = 1
        return k
    }

    /// Adds `k` to a hosted layer and returns a function giving `position.y` (or
    /// `position.x`) `t` seconds into the animation.
    func run(_ k: KeyframeAnimation, check: (_ at: (Double) -> Point) throws -> Void) throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        try layer.add(k, forKey: "keyframes")
        try check { t in
            clock.set(1 + t)
            return layer.presentationState().position
        }
        clock.set(1 + k.duration * 2); clock.update()
        layer.removeAnimation(forKey: "keyframes")
    }

    // MARK: discrete

    /// The discrete mode's page, its code exactly (over 4 s): 4 values, 5 key times.
    @Test("“Keyframe animations based on discrete calculation interpolation require one less element in the values array than the keyTimes array.” … “the penultimate keyTime, 0.75, has a related value of 60. The value of position.y will remain at 60 until the animation completes.”")
    func discreteWorkedExample() throws {
        let k = keyframes("position.y", [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete, duration: 4)
        try run(k) { at in
            for (t, y) in [(0.0, 310.0), (0.99, 310), (1, 60), (1.99, 60), (2, 120), (2.99, 120), (3, 60), (3.5, 60), (3.999, 60)] {
                #expect(at(t).y == y, "\(y) at \(t) s")
            }
        }
    }

    @Test("“Each value / keyTime pair represents the value from the specified time until the next keyframe.”")
    func discreteValueHoldsUntilTheNextKeyTime() throws {
        let k = keyframes("position.x", [10, 20, 30], keyTimes: [0, 0.1, 0.7, 1], mode: .discrete)
        try run(k) { at in
            #expect(at(0.099).x == 10 && at(0.1).x == 20 && at(0.699).x == 20 && at(0.7).x == 30 && at(0.99).x == 30)
        }
    }

    /// Layers also takes one key time per value in discrete mode (the form its earlier
    /// versions required): the same, with the closing key time left out.
    @Test("Extension to “…require one less element in the values array than the keyTimes array”: equal counts hold the last value to the end")
    func discreteWithOneKeyTimePerValue() throws {
        let k = keyframes("position.x", [10, 20, 30], keyTimes: [0, 0.5, 0.75], mode: .discrete)
        try run(k) { at in
            #expect(at(0.49).x == 10 && at(0.5).x == 20 && at(0.75).x == 30 && at(0.99).x == 30)
        }
    }

    /// Without key times, n discrete values each hold for 1/n, as with n + 1 even key times.
    @Test("“Each keyframe value is used in turn, no interpolated values are calculated.”")
    func discreteWithoutKeyTimes() throws {
        let k = keyframes("position.x", [10, 20, 30], mode: .discrete, duration: 3)
        try run(k) { at in
            #expect(at(0.99).x == 10 && at(1).x == 20 && at(1.5).x == 20 && at(2).x == 30 && at(2.99).x == 30)
        }
    }

    /// Discrete values jump: the segment timing functions play no part.
    @Test("“The option to not interpolate between keyframe values, but rather to jump directly to each new keyframe value.”")
    func discreteIgnoresTimingFunctions() throws {
        let k = keyframes("position.x", [10, 20, 30], keyTimes: [0, 0.5, 0.9, 1], mode: .discrete)
        k.timingFunctions = [.easeIn, .easeOut, .linear, .linear, .linear]
        try run(k) { at in
            #expect(at(0.49).x == 10 && at(0.5).x == 20 && at(0.89).x == 20 && at(0.91).x == 30)
        }
    }

    // MARK: linear, cubic, paced

    @Test("“If the calculationMode is set to linear or cubic, the first value in the array must be 0.0 and the last value must be 1.0. All intermediate values represent time points between the start and end times.”")
    func linearKeyTimesPlaceTheValues() throws {
        let k = keyframes("position.x", [0, 10, 40], keyTimes: [0, 0.2, 1])
        try run(k) { at in
            #expect(isClose(at(0.1).x, 5, 1e-9) && isClose(at(0.2).x, 10, 1e-9) && isClose(at(0.6).x, 25, 1e-9))
        }
    }

    /// Catmull-Rom through the values: on them at their key times, and off the straight line
    /// between them (tangents (40 − 0)/2 and (50 − 10)/2 at the ends of the middle segment).
    @Test("“Smooth spline calculation between keyframe values.”")
    func cubicPassesThroughTheValuesSmoothly() throws {
        let k = keyframes("position.x", [0, 10, 40, 50], keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], mode: .cubic, duration: 3)
        try run(k) { at in
            #expect(isClose(at(1).x, 10, 1e-9))
            // Hermite at t = 0.25 of the middle segment: h00·10 + h10·20 + h01·40 + h11·20.
            let t = 0.25, t2 = t * t, t3 = t2 * t
            let expected = (2 * t3 - 3 * t2 + 1) * 10 + (t3 - 2 * t2 + t) * 20 + (-2 * t3 + 3 * t2) * 40 + (t3 - t2) * 20
            #expect(isClose(at(1.25).x, expected, 1e-9) && !isClose(expected, 17.5, 0.1), "not the straight line")
            #expect(isClose(at(2).x, 40, 1e-9))
        }
    }

    /// Paced: key times and timing functions set, and ignored; the 40-point path is covered
    /// at an even 40 points per second.
    @Test("“When set to `paced' or `cubicPaced' the `keyTimes' and `timingFunctions' properties of the animation are ignored and calculated implicitly.”")
    func pacedIgnoresKeyTimesAndTimingFunctions() throws {
        let k = keyframes("position", [.point(Point(0, 0)), .point(Point(30, 0)), .point(Point(30, 10))],
                          keyTimes: [0, 0.9, 1], mode: .paced)
        k.timingFunctions = [.easeIn, .easeIn]
        try run(k) { at in
            #expect(isClose(at(0.25).x, 10, 1e-9) && isClose(at(0.5).x, 20, 1e-9))
            #expect(isClose(at(0.875).x, 30, 1e-9) && isClose(at(0.875).y, 5, 1e-9))
        }
    }

    /// Deviation: Layers offers the four modes above; not `cubicPaced`, a `path`, or
    /// tension, continuity and bias values.
    @Test("Deviation: “Possible values are `discrete', `linear', `paced', `cubic' and `cubicPaced'. Defaults to `linear'.”")
    func deviationCalculationModesOffered() {
        #expect(KeyframeAnimation.CalculationMode.allCases == [.linear, .discrete, .paced, .cubic])
        #expect(KeyframeAnimation(keyPath: "opacity").calculationMode == .linear)
    }

    // MARK: timingFunctions

    /// Extension: a single timing function paces every segment.
    @Test("Extension to “…then this property should contain n-1 objects”: one function for all segments")
    func oneTimingFunctionForAllSegments() throws {
        let k = keyframes("position.x", [0, 10, 20])
        k.timingFunctions = [.easeIn]
        try run(k) { at in
            #expect(isClose(at(0.25).x, 10 * TimingFunction.easeIn.progress(at: 0.5), 1e-9))
            #expect(isClose(at(0.75).x, 10 + 10 * TimingFunction.easeIn.progress(at: 0.5), 1e-9))
        }
    }

    @Test("“If the number of keyframes in the values property is n, then this property should contain n-1 objects.”")
    func oneTimingFunctionPerSegment() throws {
        let k = keyframes("position.x", [0, 10, 20])
        k.timingFunctions = [.easeIn, .linear]
        try run(k) { at in
            #expect(isClose(at(0.25).x, 10 * TimingFunction.easeIn.progress(at: 0.5), 1e-9))
            #expect(isClose(at(0.75).x, 15, 1e-9))
        }
    }

    @Test("“If you also specify a timing function in the animation object’s timingFunction property, that function is applied first followed by the timing function for the specific keyframe segment.”")
    func animationTimingFunctionComesFirst() throws {
        let k = keyframes("position.x", [0, 10, 20])
        k.timingFunction = .easeIn
        k.timingFunctions = [.easeOut, .easeOut]
        try run(k) { at in
            for t in [0.3, 0.7, 0.9] {
                let u = TimingFunction.easeIn.progress(at: t)
                let expected = u < 0.5 ? 10 * TimingFunction.easeOut.progress(at: u / 0.5)
                                       : 10 + 10 * TimingFunction.easeOut.progress(at: (u - 0.5) / 0.5)
                #expect(isClose(at(t).x, expected, 1e-9), "at \(t)")
            }
        }
    }

    // MARK: Invalid key times (deviations)

    /// Deviation: key times that do not match the values are refused when the animation
    /// is added, with an error saying what to give, instead of being ignored.
    @Test("Deviation: “If the values in this array are invalid or inappropriate for the current calculation mode, they are ignored.”")
    func deviationMismatchedKeyTimesAreRefused() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let linear = keyframes("position.x", [0, 10, 20], keyTimes: [0, 0.25, 0.5, 1])
        let error = #expect(throws: AnimationError.self) { try layer.add(linear, forKey: nil) }
        #expect(error?.problem.contains("one key time per value") == true)
        let discrete = keyframes("position.x", [0, 10], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete)
        let discreteError = #expect(throws: AnimationError.self) { try layer.add(discrete, forKey: nil) }
        #expect(discreteError?.problem.contains("one more") == true)
        let many = keyframes("position.x", [0, 10, 20])
        many.timingFunctions = [.linear, .linear, .linear]
        #expect(throws: AnimationError.self) { try layer.add(many, forKey: nil) }
        #expect(layer.animationKeys.isEmpty)
    }

    /// Deviation: decreasing key times are refused, naming the one that goes back.
    @Test("Deviation: “Each successive value in the array must be greater than, or equal to, the previous value.”")
    func deviationDecreasingKeyTimesAreRefused() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let k = keyframes("position.x", [0, 10, 20], keyTimes: [0, 0.6, 0.4])
        let error = #expect(throws: AnimationError.self) { try layer.add(k, forKey: nil) }
        #expect(error?.problem.contains("keyTimes[2]") == true)
    }

    /// Deviation: key times inside 0…1 that do not start at 0 or end at 1 are used as
    /// given: the first value holds before the first key time and the last after the last.
    @Test("Deviation: “the first value in the array must be 0.0 and the last value must be 1.0” (other ends are used as given)")
    func deviationKeyTimesNeedNotSpanTheWholePass() throws {
        let k = keyframes("position.x", [0, 10], keyTimes: [0.5, 1])
        try run(k) { at in
            #expect(at(0.25).x == 0 && isClose(at(0.75).x, 5, 1e-9))
        }
    }
}
