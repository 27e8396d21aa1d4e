import Layers
import Testing
@testable import Gestures

/// A touch delivered once per frame carries every position it passed through
/// (`TouchPoint.coalesced`), and the pan's velocity comes from all of them.
@Suite("Coalesced touches")
struct CoalescedTouchTests {
    /// One delivery per 120 ms turn of a busy loop, each with the 120 samples of a 1 kHz
    /// mouse moving at 800 points per second to the right.
    @Test("a pan fed one delivery per busy turn measures the motion's velocity from all its samples")
    func samplesGiveTheVelocity() throws {
        let probe = PanReleaseProbe(width: 800, height: 600)
        let arena = probe.arena
        func x(_ t: Double) -> Double { 100 + 800 * t }
        arena.handle(.pointerButton(pressed: true, at: Point(x(0), 300)), at: 0, happened: 0)
        var last: MediaTime = 0
        for turn in 1...3 {
            let samples = (1...120).map { i -> TouchSample in
                let t = Double((turn - 1) * 120 + i) / 1000
                return TouchSample(timestamp: MediaTime(seconds: t), location: Point(x(t), 300))
            }
            last = samples.last!.timestamp
            arena.handle(.pointerMoved(to: samples.last!.location), at: last + .seconds(0.005), happened: last, coalesced: samples)
        }
        arena.handle(.pointerButton(pressed: false, at: Point(x(last.seconds), 300)), at: last + .seconds(0.006), happened: last)
        let velocity = try #require(probe.released)
        #expect(abs(velocity.x - 800) < 1e-6 && velocity.y == 0, "\(velocity)")
    }

    /// The same deliveries without their samples: 120 ms apart, longer than the tracker's
    /// 100 ms window, so only one position is left in it and the pan releases still.
    @Test("without the samples the same busy loop loses the velocity")
    func lastPositionsOnlyLoseIt() throws {
        let probe = PanReleaseProbe(width: 800, height: 600)
        let arena = probe.arena
        arena.handle(.pointerButton(pressed: true, at: Point(100, 300)), at: 0, happened: 0)
        for turn in 1...3 {
            let t = Double(turn) * 0.12
            arena.handle(.pointerMoved(to: Point(100 + 800 * t, 300)), at: MediaTime(seconds: t + 0.005), happened: MediaTime(seconds: t))
        }
        arena.handle(.pointerButton(pressed: false, at: Point(100 + 800 * 0.36, 300)), at: 0.366, happened: 0.36)
        #expect(probe.released == .zero)
    }
}
