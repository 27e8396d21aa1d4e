import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct KeyframeAnimationTests {
    /// Yula's splash screen tutorial's logo scaling: 1 → 0.85 → final at 0, 0.2, 1 with easeInEaseOut then easeOut.
    func logoScaling(final: Double) -> KeyframeAnimation {
        let k = KeyframeAnimation(keyPath: "transform.scale")
        k.values = [1, 0.85, .scalar(final)]
        k.keyTimes = [0, 0.2, 1]
        k.timingFunctions = [.easeInEaseOut, .easeOut]
        k.duration = 0.6
        k.beginTime = 1
        k.fillMode = .forwards
        k.isRemovedOnCompletion = false
        return k
    }

    @Test func valuesAtSegmentEdgesAndInside() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        try layer.add(logoScaling(final: 18), forKey: "scale")
        func scale() -> Double { layer.presentationState().transform.decomposition.scale.width }
        clock.set(1.0); #expect(isClose(scale(), 1))
        clock.set(1.06)
        #expect(isClose(scale(), 1 - 0.15 * TimingFunction.easeInEaseOut.progress(at: 0.5), 1e-9))
        clock.set(1.12); #expect(isClose(scale(), 0.85, 1e-9), "key time 0.2 lands on the second value")
        clock.set(1.36)
        #expect(isClose(scale(), 0.85 + (18 - 0.85) * TimingFunction.easeOut.progress(at: 0.5), 1e-9))
        clock.set(2.0); #expect(isClose(scale(), 18), "filled forwards")
    }

    @Test func discreteHoldsEachValue() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let k = KeyframeAnimation(keyPath: "opacity")
        k.values = [0.1, 0.5, 0.9]
        k.calculationMode = .discrete
        k.duration = 3; k.beginTime = 1
        try layer.add(k, forKey: nil)
        // Without key times, n discrete values each hold for 1/n of the duration.
        clock.set(1.9); #expect(layer.presentationState().opacity == 0.1)
        clock.set(2.1); #expect(layer.presentationState().opacity == 0.5)
        clock.set(3.1); #expect(layer.presentationState().opacity == 0.9)
    }

    @Test func pacedIgnoresKeyTimesAndMovesEvenly() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let k = KeyframeAnimation(keyPath: "position")
        k.values = [.point(Point(0, 0)), .point(Point(30, 0)), .point(Point(30, 10))]
        k.keyTimes = [0, 0.9, 1]
        k.calculationMode = .paced
        k.duration = 1; k.beginTime = 1
        try layer.add(k, forKey: nil)
        clock.set(1.5)
        #expect(isClose(layer.presentationState().position.x, 20, 1e-9), "half of the 40-point path")
    }

    @Test func cubicPassesThroughTheValues() throws {
        let clock = installManualClock(at: 0)
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let k = KeyframeAnimation(keyPath: "position.x")
        k.values = [0, 10, 40, 50]
        k.calculationMode = .cubic
        k.duration = 3; k.beginTime = 1
        try layer.add(k, forKey: nil)
        clock.set(2); #expect(isClose(layer.presentationState().position.x, 10, 1e-9))
        clock.set(2.5)
        // Hermite with tangents (40−0)/2 and (50−10)/2 at t = 0.5: (10 + 40)/2 + (20 − 20)/8.
        #expect(isClose(layer.presentationState().position.x, 25, 1e-9))
        clock.set(3); #expect(isClose(layer.presentationState().position.x, 40, 1e-9))
    }

    @Test func badKeyframesAreRejectedWithTheirProblem() {
        let clock = installManualClock()
        let (root, layer) = makeTree(on: clock); defer { withExtendedLifetime(root) {} }
        let k = KeyframeAnimation(keyPath: "opacity")
        k.values = [0, 1]
        k.keyTimes = [0, 0.5, 1]
        #expect(throws: AnimationError.self) { try layer.add(k, forKey: nil) }
        do { try layer.add(k, forKey: nil) } catch {
            #expect(error.description.contains("keyTimes has 3 entries but values has 2"))
            #expect(error.description.contains("KeyframeAnimation \"opacity\""))
        }
        k.keyTimes = [0.5, 0.2]
        #expect(throws: AnimationError.self) { try layer.add(k, forKey: nil) }
        k.keyTimes = nil
        k.values = [.point(.zero), 1]
        #expect(throws: AnimationError.self) { try layer.add(k, forKey: nil) }
        #expect(layer.animationKeys.isEmpty && !layer.hasRunningAnimations)
    }
}
