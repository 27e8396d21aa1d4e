import Testing
@testable import Layers

/// The one place a window's clock time becomes a tree's time and back: its host.
@Suite struct ClockConversionTests {
    private func host(at start: Double) -> (ManualClock, LayerHost) {
        let clock = ManualClock(time: ClockTime(seconds: start))
        return (clock, LayerHost(clock: clock, rootLayer: Layer()))
    }

    @Test func atNormalSpeedBothTimesAreTheSameNumber() {
        let (_, host) = host(at: 500)
        for seconds in [0, 500, 1234.5678] {
            #expect(host.mediaTime(at: ClockTime(seconds: seconds)).seconds == seconds)
            #expect(host.clockTime(at: MediaTime(seconds: seconds))?.seconds == seconds)
        }
        #expect(host.currentMediaTime.seconds == host.currentTime)
    }

    @Test("a tree at speed 0.5 sees half the clock's elapsed time, and converts back exactly")
    func halfSpeedHalvesElapsedTime() throws {
        let (clock, host) = host(at: 100)
        host.speed = 0.5
        let start = host.mediaTime(at: clock.time)
        clock.advance(by: .seconds(3))
        let later = host.mediaTime(at: clock.time)
        #expect(later - start == .seconds(1.5))
        // Round trips, both ways, at a few moments.
        for seconds in [100, 100.25, 103, 250.125] {
            let moment = ClockTime(seconds: seconds)
            let back = try #require(host.clockTime(at: host.mediaTime(at: moment)))
            #expect(abs((back - moment).seconds) < 1e-12)
        }
        let wake = try #require(host.clockTime(at: later + .seconds(1)))
        #expect(abs((wake - clock.time).seconds - 2) < 1e-12, "one second of the tree's time is two of the clock's")
    }

    @Test func aStoppedTreeNeverReachesALaterTime() {
        let (clock, host) = host(at: 10)
        host.speed = 0
        #expect(host.clockTime(at: host.mediaTime(at: clock.time) + .seconds(1)) == nil)
        clock.advance(by: .seconds(5))
        #expect(host.mediaTime(at: clock.time) == host.mediaTime(at: ClockTime(seconds: 10)), "its time stands still")
    }
}
