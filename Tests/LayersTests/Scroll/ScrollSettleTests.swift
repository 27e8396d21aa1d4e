import Foundation
import Layers
import Testing

/// What content does after the finger lets go: paging, bouncing, a chosen target.
@Suite struct ScrollSettleTests {
    nonisolated static let velocities: [Double] = [0, 1, -1, 300, -300, 2500, -2500, 1e6, -1e6, .infinity, .nan]

    @Test(arguments: velocities)
    func pagingEndsOnAPageForEveryVelocity(_ velocity: Double) {
        let page = 390.0, range = 0.0...(page * 9)
        for start in [0.0, 400, 1180, 3500] {
            let settle = ScrollSettle(offset: start, velocity: velocity, range: range, pageLength: page)
            let rest = settle.restingOffset
            #expect(rest.truncatingRemainder(dividingBy: page) == 0 && range.contains(rest), "from \(start): \(rest)")
            #expect(abs(rest - (start / page).rounded() * page) <= page, "one page at most")
            #expect(settle.offset(after: settle.duration) == rest)
            #expect(settle.duration < .seconds(5))
        }
    }

    @Test func aFastFlingPagesForwardAndAStillOneStays() {
        let page = 400.0
        #expect(ScrollSettle(offset: 410, velocity: 3000, range: 0...4000, pageLength: page).restingOffset == 800)
        #expect(ScrollSettle(offset: 410, velocity: 0, range: 0...4000, pageLength: page).restingOffset == 400)
        #expect(ScrollSettle(offset: 410, velocity: -3000, range: 0...4000, pageLength: page).restingOffset == 0)
    }

    @Test func aFlingPastTheEndBouncesBackToIt() throws {
        let settle = ScrollSettle(offset: 900, velocity: 2000, range: 0...1000)
        guard case let .bouncing(fling, edgeAt, _) = settle else {
            Issue.record("expected a bounce, got \(settle)")
            return
        }
        #expect(abs(fling.offset(after: edgeAt) - 1000) < 1e-6)
        let peak = stride(from: edgeAt.seconds, to: settle.duration.seconds, by: 0.004)
            .map { settle.offset(after: .seconds($0)) }.max() ?? 0
        #expect(peak > 1010, "it runs past the edge before coming back: \(peak)")
        #expect(settle.offset(after: settle.duration) == 1000)
    }

    @Test func withoutBouncingItStopsAtTheEdge() {
        let settle = ScrollSettle(offset: 900, velocity: 2000, range: 0...1000, bounces: false)
        let samples = stride(from: 0.0, to: settle.duration.seconds + 0.1, by: 0.004).map { settle.offset(after: .seconds($0)) }
        #expect(samples.allSatisfy { $0 <= 1000 + 1e-9 })
        #expect(settle.restingOffset == 1000)
    }

    @Test func contentPastAnEdgeSpringsBackToIt() {
        let settle = ScrollSettle(offset: -80, velocity: 0, range: 0...1000)
        #expect(settle.restingOffset == 0)
        let samples = stride(from: 0.0, to: settle.duration.seconds, by: 0.004).map { settle.offset(after: .seconds($0)) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "no overshoot from rest")
    }

    @Test func aTargetChosenWhenTheDragEndedIsWhereItRests() {
        #expect(abs(ScrollSettle(offset: 100, velocity: 900, range: 0...5000, target: 640).restingOffset - 640) < 1e-9)
        #expect(abs(ScrollSettle(offset: 100, velocity: 900, range: 0...5000, target: 9000).restingOffset - 5000) < 1e-9)
    }

    @Test func badRangesAndOffsetsSettleSomewhereFinite() {
        for settle in [ScrollSettle(offset: .nan, velocity: 100, range: 0...100),
                       ScrollSettle(offset: 50, velocity: 1e308, range: 0...Double.infinity),
                       ScrollSettle(offset: 50, velocity: 100, range: -Double.infinity...100, pageLength: .nan),
                       ScrollSettle(offset: 50, velocity: 100, range: 0...100, pageLength: 0)] {
            #expect(settle.restingOffset.isFinite && settle.duration.seconds.isFinite, "\(settle)")
        }
    }
}

/// The spring that closes on edges and pages.
@Suite struct ScrollSpringTests {
    @Test func itIsTheCriticallyDampedClosedForm() {
        let spring = ScrollSpring(from: 100, velocity: -300, to: 0, frequency: 13)
        for t in [0.0, 0.05, 0.2, 0.6] {
            let expected = (100 + (-300 + 13 * 100) * t) * exp(-13 * t)
            #expect(abs(spring.state(after: .seconds(t)).offset - expected) < 1e-9)
        }
    }

    @Test func itRestsOnItsTargetOnceItsPhaseDistanceIsUnderHalfAPoint() {
        let spring = ScrollSpring(from: 400, velocity: 0, to: 0)
        let (x, v) = spring.state(after: spring.duration)
        #expect(abs((x * x + (v / 13) * (v / 13)).squareRoot() - 0.5) < 1e-6)
        #expect(spring.offset(after: spring.duration) == 0)
    }

    @Test(arguments: [ScrollSettleTests.velocities[4], 2500, 20_000])
    func aPageIsReachedWithoutPassingIt(_ velocity: Double) {
        let settle = ScrollSettle(offset: 410, velocity: velocity, range: 0...4000, pageLength: 400)
        let rest = settle.restingOffset
        let samples = stride(from: 0.0, to: settle.duration.seconds, by: 0.002).map { settle.offset(after: .seconds($0)) }
        let passed = samples.contains { velocity > 0 ? $0 > rest + 1e-9 : $0 < rest - 1e-9 }
        #expect(!passed, "\(velocity) → \(rest)")
    }
}
