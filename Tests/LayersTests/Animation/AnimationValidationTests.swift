import Testing
@testable import Layers

@Suite struct AnimationValidationTests {
    @Test func unknownKeyPathNamesTheKey() {
        installManualClock()
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
}
