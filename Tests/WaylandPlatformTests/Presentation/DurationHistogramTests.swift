import Testing
import Layers
@testable import WaylandPlatform

@Suite struct DurationHistogramTests {
    @Test func percentilesWithinHalfAPercent() throws {
        var histogram = DurationHistogram()
        let values = (1...1000).map { Double($0) / 40 }   // 0.025 … 25 ms
        for value in values.shuffled() { histogram.record(.milliseconds(value)) }
        for fraction in [0.01, 0.5, 0.9, 0.99] {
            let exact = try #require(FrameStatistics.percentile(fraction, of: values))
            let binned = try #require(histogram.percentile(fraction)?.milliseconds)
            #expect(abs(binned - exact) <= exact * 0.0051, "p\(Int(fraction * 100)): \(binned) vs \(exact)")
        }
        #expect(histogram.percentile(1)?.milliseconds == 25, "the top rank is the exact maximum")
        #expect(histogram.count == 1000)
    }

    @Test func emptyAndOutOfRange() {
        var histogram = DurationHistogram()
        #expect(histogram.percentile(0.5) == nil)
        histogram.record(.seconds(.nan))
        histogram.record(.milliseconds(-1))
        #expect(histogram.count == 0, "not a duration")
        histogram.record(.milliseconds(1e9))   // past the last bin: counted there, maximum exact
        histogram.record(.zero)
        #expect(histogram.count == 2)
        #expect(histogram.maximum?.milliseconds == 1e9)
        #expect((histogram.percentile(0.5)?.milliseconds ?? 1) < 0.002, "zero lands in the first bin")
    }
}
