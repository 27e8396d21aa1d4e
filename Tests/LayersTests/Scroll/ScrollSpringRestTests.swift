import Foundation
import Testing
import Layers

/// A spring that rests once within a distance and under a speed for good
/// (``ScrollSpring/Rest/within(distance:speed:)``): its duration is the last moment
/// either is at its limit, found against a scan of the closed form.
@Suite struct ScrollSpringRestTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var start: Double, velocity: Double, distance: Double, speed: Double
        var testDescription: String { "from \(start) at \(velocity), within \(distance) and \(speed)" }
    }

    nonisolated static let cases: [Case] = [
        Case(start: 300, velocity: 0, distance: 0.025, speed: 2),
        Case(start: -200, velocity: 3000, distance: 0.025, speed: 2),
        Case(start: 0, velocity: 1.5, distance: 0.025, speed: 2),
        // The speed binds: at 10 points out the spring still moves at about 130 points per second.
        Case(start: 100, velocity: 0, distance: 10, speed: 0.5),
        Case(start: -50, velocity: -900, distance: 10, speed: 0.5),
    ]

    @Test(arguments: cases)
    func itRestsFromTheLastMomentEitherLimitIsReached(_ c: Case) {
        let spring = ScrollSpring(from: c.start, velocity: c.velocity, to: 0, frequency: 13,
                                  rest: .within(distance: c.distance, speed: c.speed))
        // The scan: the last 0.1 ms step at which the spring is not within both limits.
        var lastOutside = 0.0
        for step in 0..<50_000 {
            let t = Double(step) / 10_000
            let (x, v) = spring.state(after: .seconds(t))
            if abs(x) >= c.distance || abs(v) >= c.speed { lastOutside = t }
        }
        #expect(abs(spring.duration.seconds - lastOutside) <= 1e-4, "\(spring.duration.seconds) against \(lastOutside)")
        #expect(spring.offset(after: spring.duration) == 0)
    }
}
