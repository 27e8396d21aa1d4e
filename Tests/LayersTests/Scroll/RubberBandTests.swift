import Layers
import Testing

/// The rubber band's function, b(p) = (1 − 1/(p·c/d + 1))·d with c = 0.55.
@Suite struct RubberBandTests {
    @Test func aPullShowsTheStatedFunction() {
        // p = 100, d = 400: 1 − 1/1.1375 of 400.
        #expect(abs(RubberBand.offset(forPull: 100, dimension: 400) - (1 - 1 / 1.1375) * 400) < 1e-12)
        #expect(abs(RubberBand.offset(forPull: 400, dimension: 400) - (1 - 1 / 1.55) * 400) < 1e-12)
        #expect(RubberBand.offset(forPull: -100, dimension: 400) == -RubberBand.offset(forPull: 100, dimension: 400))
    }

    @Test func itFollowsAtTheCoefficientFirstAndNeverReachesTheViewsLength() {
        let small = RubberBand.offset(forPull: 1e-6, dimension: 600)
        #expect(abs(small / 1e-6 - RubberBand.coefficient) < 1e-6)
        #expect(RubberBand.offset(forPull: 1e9, dimension: 600) < 600)
        #expect(RubberBand.offset(forPull: .infinity, dimension: 600) == 600)
    }

    @Test(arguments: [0.0, 3, 50, 250, 590])
    func pullIsItsInverse(_ offset: Double) {
        let pull = RubberBand.pull(forOffset: offset, dimension: 600)
        #expect(abs(RubberBand.offset(forPull: pull, dimension: 600) - offset) < 1e-9)
    }

    @Test func badInputIsClampedNotTrapped() {
        #expect(RubberBand.offset(forPull: .nan, dimension: 400) == 0)
        #expect(RubberBand.offset(forPull: 50, dimension: 0).isFinite)
        #expect(RubberBand.offset(forPull: 50, dimension: .nan).isFinite)
        #expect(RubberBand.pull(forOffset: 700, dimension: 600) == .infinity)
    }
}
