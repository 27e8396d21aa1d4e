import Foundation
import Layers
import Testing

/// Flings against UIScrollView's documented rates and the closed forms they imply.
@Suite struct DecelerationTests {
    /// UIKit's step, one millisecond at a time: the velocity keeps `rate` of itself, then
    /// the offset moves by it.
    private func stepped(velocity: Double, rate: Double, milliseconds: Int) -> Double {
        var v = velocity / 1000, x = 0.0
        for _ in 0..<milliseconds { v *= rate; x += v }
        return x
    }

    @Test func apple_sRatesAreTheDocumentedOnes() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
    }

    /// "Designing Fluid Interfaces": a release at v points per millisecond travels
    /// v·r/(1 − r); at 1 000 points per second that is 499 points at the normal rate.
    @Test func aDragEndingAt1000PointsPerSecondTravels499Points() {
        #expect(abs(Deceleration.projection(velocity: 1000, rate: .normal) - 499) < 1e-9)
        #expect(abs(Deceleration.projection(velocity: 1000, rate: .fast) - 99) < 1e-9)
        #expect(abs(Deceleration.projection(velocity: -1500, rate: .normal) + 748.5) < 1e-9)
    }

    @Test(arguments: [DecelerationRate.normal, .fast], [300.0, 1500, -4000])
    func aFlingIsUIKit_sStepEveryMillisecond(rate: DecelerationRate, velocity: Double) {
        let fling = Deceleration(from: 100, velocity: velocity, rate: rate)
        for ms in [1, 2, 16, 100, 500] where TimeSpan.seconds(Double(ms) / 1000) < fling.duration {
            let expected = 100 + stepped(velocity: velocity, rate: rate.rawValue, milliseconds: ms)
            #expect(abs(fling.offset(after: .seconds(Double(ms) / 1000)) - expected) < 1e-9, "after \(ms) ms")
        }
    }

    @Test(arguments: [DecelerationRate.normal, .fast], [300.0, 1500, -4000])
    func aFlingTravelsItsProjectionAndStopsWhenHalfAPointIsLeft(rate: DecelerationRate, velocity: Double) {
        let fling = Deceleration(from: 0, velocity: velocity, rate: rate)
        let travel = velocity / 1000 * rate.rawValue / (1 - rate.rawValue)
        #expect(fling.restingOffset == travel)
        // The travel left after t ms is travel·rᵗ: half a point at the end.
        let milliseconds = log(0.5 / abs(travel)) / log(rate.rawValue)
        #expect(abs(fling.duration.seconds * 1000 - milliseconds) < 1e-6)
        let justBefore = fling.offset(after: fling.duration - .seconds(1e-6))
        #expect(abs(abs(justBefore - travel) - 0.5) < 1e-4, "half a point left as it stops")
        #expect(fling.offset(after: fling.duration) == travel)
        #expect(fling.velocity(after: fling.duration) == 0)
    }

    @Test func itsVelocityIsTheSlopeOfItsOffset() {
        let fling = Deceleration(from: 0, velocity: 2000, rate: .normal)
        // At release: the step's rate of change, v·r·(−ln r)/(1 − r), within 0.2 % of v.
        let atRelease = 2000 * 0.998 * -log(0.998) / (1 - 0.998)
        #expect(abs(fling.velocity(after: .zero) - atRelease) < 1e-9 && abs(atRelease / 2000 - 1) < 0.002)
        for t in [0.05, 0.1, 0.5, 1.2] {
            let h = 1e-6
            let slope = (fling.offset(after: .seconds(t + h)) - fling.offset(after: .seconds(t - h))) / (2 * h)
            #expect(abs(fling.velocity(after: .seconds(t)) - slope) < 1e-3 * 2000, "at \(t) s")
        }
        #expect(fling.velocity(after: .seconds(0.5)) < fling.velocity(after: .seconds(0.1)))
    }

    @Test(arguments: [DecelerationRate.normal, .fast])
    func aFlingAimedAtAnOffsetRestsExactlyThere(rate: DecelerationRate) {
        let fling = Deceleration(from: 120, to: 760, rate: rate)
        #expect(abs(fling.restingOffset - 760) < 1e-9)
        #expect(fling.time(reaching: 440).map { fling.offset(after: $0) }.map { abs($0 - 440) < 1e-6 } == true)
    }

    @Test func aShortFlingDoesNotMove() {
        let fling = Deceleration(from: 10, velocity: 0.5, rate: .fast)
        #expect(fling.duration == .zero)
        #expect(fling.offset(after: .seconds(0.2)) == fling.restingOffset)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aVelocityThatIsNotANumberStaysPut(_ velocity: Double) {
        let fling = Deceleration(from: 42, velocity: velocity)
        #expect(fling.restingOffset == 42 && fling.duration == .zero)
        #expect(Deceleration.projection(velocity: velocity, rate: .normal) == 0)
    }

    @Test func ratesOutsideTheirRangeAreClamped() {
        #expect(DecelerationRate(rawValue: 1).rawValue == 0.9999)
        #expect(DecelerationRate(rawValue: -3).rawValue == 0.5)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
        #expect(Deceleration(from: 0, velocity: 1000, rate: DecelerationRate(rawValue: 2)).duration < .seconds(120))
    }
}
