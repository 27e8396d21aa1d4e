import Layers
import Testing

@Test func manualClockOnlyMovesForward() {
    let clock = ManualClock(time: 1)
    clock.advance(by: 0.5)
    clock.advance(by: -3)
    clock.set(0.2)
    #expect(clock.now == 1.5)
}
