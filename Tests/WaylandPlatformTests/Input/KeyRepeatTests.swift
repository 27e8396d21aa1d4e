import Testing
import Layers
@testable import WaylandPlatform

@Suite struct KeyRepeatTests {
    @Test func delayThenRate() {
        var repeatState = KeyRepeat()
        #expect(repeatState.configure(rate: 25, delay: 600) == .none)
        #expect(repeatState.pressed(30, repeats: true) == .start(delay: .seconds(0.6), interval: .seconds(0.04)))
        let times = repeatState.repeatTimes(pressedAt: 10, releasedAt: 10.75)
        #expect(times.count == 4)
        let expected = [10.6, 10.64, 10.68, 10.72]
        for (time, want) in zip(times, expected) { #expect(abs(time.seconds - want) < 1e-9) }
    }

    @Test func noRepeatBeforeTheDelay() {
        var repeatState = KeyRepeat()
        _ = repeatState.configure(rate: 30, delay: 500)
        #expect(repeatState.repeatTimes(pressedAt: 0, releasedAt: 0.5).isEmpty)
    }

    @Test func rateZeroDisablesRepeat() {
        var repeatState = KeyRepeat()
        #expect(repeatState.pressed(30, repeats: true) != .none)
        #expect(repeatState.configure(rate: 0, delay: 600) == .stop)
        #expect(repeatState.pressed(31, repeats: true) == .none)
        #expect(repeatState.repeatTimes(pressedAt: 0, releasedAt: 10).isEmpty)
    }

    @Test func modifiersDoNotRepeat() {
        var repeatState = KeyRepeat()
        #expect(repeatState.pressed(42, repeats: false) == .none)
        #expect(repeatState.key == nil)
    }

    @Test func onlyTheRepeatingKeyStopsIt() {
        var repeatState = KeyRepeat()
        _ = repeatState.pressed(30, repeats: true)
        _ = repeatState.pressed(31, repeats: true)
        #expect(repeatState.key == 31, "the newest key repeats")
        #expect(repeatState.released(30) == .none)
        #expect(repeatState.released(31) == .stop)
        #expect(repeatState.key == nil)
    }

    @Test func focusLossCancels() {
        var repeatState = KeyRepeat()
        _ = repeatState.pressed(30, repeats: true)
        #expect(repeatState.focusLost() == .stop)
        #expect(repeatState.focusLost() == .none)
    }
}
