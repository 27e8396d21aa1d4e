import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct AnimationValidationTests {
    @Test func unknownKeyPathNamesTheKey() {
        let clock = installManualClock()
        let layer = Layer()
        do {
            try layer.add(BasicAnimation("wobble", from: 0.0, to: 1.0), forKey: nil)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("unknown key path \"wobble\""))
        }
    }

    @Test func wrongValueTypeIsRejected() {
        let layer = Layer()
        let a = BasicAnimation(keyPath: "position")
        a.toValue = 3
        #expect(throws: AnimationError.self) { try layer.add(a, forKey: nil) }
    }

    @Test(arguments: [Double.nan, -1, .infinity])
    func badDurationsAreRejected(_ duration: Double) {
        let layer = Layer()
        let a = BasicAnimation("opacity", from: 0.0, to: 1.0, duration: duration)
        do {
            try layer.add(a, forKey: nil)
            Issue.record("expected an error for duration \(duration)")
        } catch {
            #expect(error.description.contains("duration"))
        }
    }

    @Test func nanValuesAreRejected() {
        let layer = Layer()
        #expect(throws: AnimationError.self) {
            try layer.add(BasicAnimation("opacity", from: Double.nan, to: 1.0), forKey: nil)
        }
    }

    @Test func impossibleSpringsAreRejected() {
        let layer = Layer()
        let s = SpringAnimation(keyPath: "opacity")
        s.mass = 0
        #expect(throws: AnimationError.self) { try layer.add(s, forKey: nil) }
    }

    @Test(arguments: [Double.nan, -0.5, .infinity])
    func wrongKeyTimesNameTheEntry(_ key: Double) {
        let clock = installManualClock()
        let layer = Layer()
        let k = KeyframeAnimation(keyPath: "opacity")
        k.values = [0, 0.5, 1]
        k.keyTimes = [0, key, 1]
        do {
            try layer.add(k, forKey: nil)
            Issue.record("keyTimes[1] = \(key) was accepted")
        } catch {
            #expect(error.description.contains("keyTimes[1] = \(key) is outside 0…1"))
        }
    }

    @Test func aColorOnPositionNamesBothKinds() {
        let layer = Layer()
        let a = BasicAnimation(keyPath: "position")
        a.toValue = Color(hex: 0xFF0000).animatableValue
        do {
            try layer.add(a, forKey: nil)
            Issue.record("a colour animation on position was accepted")
        } catch {
            #expect(error.description.contains("BasicAnimation \"position\""))
            #expect(error.description.contains("is a color but \"position\" needs a point"), "\(error)")
        }
    }

    @Test func springsWithNoStiffnessOrNaNDampingAreRejected() {
        let layer = Layer()
        for (stiffness, damping, name) in [(0.0, 10.0, "stiffness"), (100, .nan, "damping")] {
            let s = SpringAnimation(keyPath: "opacity")
            s.stiffness = stiffness
            s.damping = damping
            do {
                try layer.add(s, forKey: nil)
                Issue.record("stiffness \(stiffness), damping \(damping) was accepted")
            } catch {
                #expect(error.description.contains("SpringTimingParameters.\(name) must be"), "\(error)")
            }
        }
    }

    /// Misuses that stop the program, with their message on stderr (kept in optimized
    /// builds too: fatalError, not precondition).
    enum Misuse: String, CaseIterable, Sendable, Codable {
        case animatorWithNaNDuration, animatorWithNegativeDuration, commitWithoutBegin
        case completionWithoutTransaction, layerInsideItself, keyframeOutsideKeyframes

        func perform() {
            let clock = installManualClock()
            switch self {
            case .animatorWithNaNDuration: _ = PropertyAnimator(duration: .nan, curve: .linear)
            case .animatorWithNegativeDuration: _ = PropertyAnimator(duration: -1, curve: .linear)
            case .commitWithoutBegin: Transaction.commit()
            case .completionWithoutTransaction: Transaction.setCompletionBlock {}
            case .layerInsideItself:
                let parent = Layer(), child = Layer()
                parent.addSublayer(child)
                child.addSublayer(parent)
            case .keyframeOutsideKeyframes:
                Layer.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
            }
        }

        var message: String {
            switch self {
            case .animatorWithNaNDuration: "duration must be a finite number of seconds ≥ 0, got nan"
            case .animatorWithNegativeDuration: "duration must be a finite number of seconds ≥ 0, got -1.0"
            case .commitWithoutBegin: "Transaction.commit() without a matching Transaction.begin()"
            case .completionWithoutTransaction: "call Transaction.begin() first"
            case .layerInsideItself: "a layer cannot be a sublayer of itself or of its own sublayers"
            case .keyframeOutsideKeyframes: "Layer.addKeyframe must be called inside Layer.animateKeyframes"
            }
        }
    }

    @Test(arguments: Misuse.allCases)
    func misuseStopsTheProgramSayingWhy(_ misuse: Misuse) async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [misuse] in
            await misuse.perform()
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains(misuse.message), "\(misuse): \(stderr)")
    }
}
