import Layers
import Testing

@Test func manualClockOnlyMovesForward() {
    let clock = ManualClock(time: 1)
    clock.advance(by: .seconds(0.5))
    clock.advance(by: .seconds(-3))
    clock.set(0.2)
    #expect(clock.time.seconds == 1.5)
}
