import Testing
import Layers
@testable import WaylandPlatform

@Suite struct EventTimeMappingTests {
    /// 2³² ms, in seconds.
    static let wrap = 4_294_967.296

    @Test func monotonicClockTakesTheTimestampAsIs() {
        var mapping = EventTimeMapping(clockIsMonotonic: true)
        // Handled 12 ms after it happened: the event keeps its own time, not the handling's.
        #expect(mapping.time(of: 5_000_000, now: 5000.012) == 5000)
        #expect(mapping.time(of: 5_000_010, now: 5000.040) == 5000.010)
        #expect(mapping.origin == 0)
    }

    @Test func monotonicClockAfterTheTimestampWrapped() {
        var mapping = EventTimeMapping(clockIsMonotonic: true)
        // 50 days of uptime: the 32-bit millisecond count wrapped once.
        let now = ClockTime(seconds: Self.wrap + 1000.5)
        #expect(abs(mapping.time(of: 1_000_490, now: now).seconds - (Self.wrap + 1000.49)) < 1e-6)
        #expect(abs((mapping.origin?.seconds ?? 0) - Self.wrap) < 1e-6)
    }

    @Test func otherClocksLearnTheOffsetAndLowerIt() {
        var mapping = EventTimeMapping(clockIsMonotonic: false)
        // A manual clock at 10 s; the compositor's clock at 7000 s. The first event waited
        // 8 ms: taken as happening now, and the offset includes the wait.
        #expect(abs(mapping.time(of: 7_000_000, now: 10.008).seconds - 10.008) < 1e-9)
        // 10 ms later by the compositor, handled 15 ms later: spaced by the event times.
        #expect(abs(mapping.time(of: 7_000_010, now: 10.023).seconds - 10.018) < 1e-9)
        // An event that waited less than the first lands in the future: the offset is lowered.
        #expect(abs(mapping.time(of: 7_000_020, now: 10.025).seconds - 10.025) < 1e-9)
        #expect(abs(mapping.time(of: 7_000_030, now: 10.040).seconds - 10.035) < 1e-9)
    }

    @Test func implausibleTimesAreNow() {
        var mapping = EventTimeMapping(clockIsMonotonic: true)
        // A sender that stamps 0 (or another clock): not within a second of now.
        #expect(mapping.time(of: 0, now: 5000) == 5000)
        #expect(mapping.time(of: 0, now: 5001) == 5001)
        // From the future on the same clock: a confused compositor.
        #expect(mapping.time(of: 5_002_000, now: 5001.5) == 5001.5)
        // Good timestamps are believed again at once.
        #expect(mapping.time(of: 5_001_490, now: 5001.5) == 5001.49)
        // No timestamp at all: now.
        #expect(mapping.time(of: nil, now: 5002) == 5002)
    }
}
