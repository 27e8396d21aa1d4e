import Testing
@testable import Layers

/// The overlay's sample store: the newest `capacity` samples, oldest first.
struct FrameTimeHistoryTests {
    @Test("keeps the newest samples, oldest first, and drops the rest")
    func ring() {
        var history = FrameTimeHistory(capacity: 3)
        #expect(history.count == 0 && history.last == nil && history.maximum == 0)
        for value in [1.0, 2, 3, 4, 5] { history.record(value) }
        #expect(history.count == 3)
        #expect((0..<3).map { history[$0] } == [3, 4, 5])
        #expect(history.last == 5 && history.maximum == 5)
    }

    @Test("ignores values that are not times")
    func badSamples() {
        var history = FrameTimeHistory(capacity: 4)
        for value in [Double.nan, .infinity, -1, 2] { history.record(value) }
        #expect(history.count == 1 && history[0] == 2)
    }

    @Test("percentiles by nearest rank, with or without a scratch buffer")
    func percentiles() {
        var history = FrameTimeHistory(capacity: 100)
        for value in (1...100).reversed() { history.record(Double(value)) }
        var scratch: [Double] = []
        #expect(history.percentile(0.5) == 50)
        #expect(history.percentile(0.99, sortingIn: &scratch) == 99)
        #expect(history.percentile(1, sortingIn: &scratch) == 100)
        #expect(history.percentile(0, sortingIn: &scratch) == 1)
        #expect(FrameTimeHistory(capacity: 5).percentile(0.5) == nil)
    }
}
