import Testing
@testable import Layers

/// The overlay's sample store: the newest `capacity` samples, oldest first.
struct FrameTimeHistoryTests {
    private func ms(_ values: [Double]) -> [TimeSpan] { values.map { .milliseconds($0) } }

    @Test("keeps the newest samples, oldest first, and drops the rest")
    func ring() {
        var history = FrameTimeHistory(capacity: 3)
        #expect(history.count == 0 && history.last == nil && history.maximum == .zero)
        for value in ms([1, 2, 3, 4, 5]) { history.record(value) }
        #expect(history.count == 3)
        #expect((0..<3).map { history[$0] } == ms([3, 4, 5]))
        #expect(history.last == .milliseconds(5) && history.maximum == .milliseconds(5))
    }

    @Test("ignores values that are not times")
    func badSamples() {
        var history = FrameTimeHistory(capacity: 4)
        for value in [Double.nan, .infinity, -1, 2] { history.record(.milliseconds(value)) }
        #expect(history.count == 1 && history[0] == .milliseconds(2))
    }

    @Test("percentiles by nearest rank, with or without a scratch buffer")
    func percentiles() {
        var history = FrameTimeHistory(capacity: 100)
        for value in (1...100).reversed() { history.record(.milliseconds(Double(value))) }
        var scratch: [TimeSpan] = []
        #expect(history.percentile(0.5) == .milliseconds(50))
        #expect(history.percentile(0.99, sortingIn: &scratch) == .milliseconds(99))
        #expect(history.percentile(1, sortingIn: &scratch) == .milliseconds(100))
        #expect(history.percentile(0, sortingIn: &scratch) == .milliseconds(1))
        #expect(FrameTimeHistory(capacity: 5).percentile(0.5) == nil)
    }
}
