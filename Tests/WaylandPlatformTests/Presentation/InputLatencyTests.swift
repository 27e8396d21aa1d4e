import Testing
import Layers
@testable import WaylandPlatform

/// Each event is paired with the presentation of the first frame that reflects it.
@Suite struct InputLatencyTests {
    @Test func eventsGoToTheFirstFrameThatChangesSomethingAfterThem() {
        var latency = InputLatency()
        latency.received(eventTime: 1.000)
        latency.received(eventTime: 1.004)
        latency.committed(frame: 1, changedSomething: false)   // drew nothing: reflects nothing
        latency.committed(frame: 2, changedSomething: true)    // reflects both
        latency.received(eventTime: 1.020)                     // after frame 2's commit
        latency.committed(frame: 3, changedSomething: true)
        latency.presented(frame: 1, at: 1.010)
        latency.presented(frame: 3, at: 1.050)   // feedback may come in any order
        latency.presented(frame: 2, at: 1.033)
        // 33 and 29 ms for frame 2's events, 30 ms for frame 3's.
        #expect(latency.latencies.count == 3)
        #expect(abs((latency.latencies.percentile(0)?.milliseconds ?? 0) - 29) < 0.3)
        #expect(abs((latency.latencies.percentile(1)?.milliseconds ?? 0) - 33) < 0.01)
        #expect(latency.line.hasSuffix("events 3"))
    }

    @Test func aDiscardedFramesEventsWaitForTheNextOne() {
        var latency = InputLatency()
        latency.received(eventTime: 2.000)
        latency.committed(frame: 7, changedSomething: true)
        latency.discarded(frame: 7)
        latency.presented(frame: 7, at: 2.010)   // no second answer for a discarded frame counts
        #expect(latency.latencies.count == 0)
        latency.committed(frame: 8, changedSomething: true)
        latency.presented(frame: 8, at: 2.040)
        #expect(latency.latencies.count == 1)
        #expect(abs((latency.latencies.percentile(0.5)?.milliseconds ?? 0) - 40) < 0.5)
    }

    @Test func onlyADragsEventsCount() {
        var latency = InputLatency()
        // Hovering changes nothing: its motion must not be paired with the press's frame.
        latency.received(.pointerMotion(x: 10, y: 10), at: 3.000)
        latency.received(.pointerFrame, at: 3.001)
        latency.received(.pointerButton(button: 0x110, pressed: true, x: 10, y: 10), at: 3.100)
        latency.received(.pointerMotion(x: 14, y: 12), at: 3.110)
        latency.committed(frame: 1, changedSomething: true)
        #expect(latency.presented(frame: 1, at: 3.130).map(\.milliseconds).map { $0.rounded() } == [30, 20])
        latency.received(.pointerButton(button: 0x110, pressed: false, x: 14, y: 12), at: 3.200)
        latency.received(.pointerMotion(x: 20, y: 20), at: 3.210)   // released: hover again
        latency.committed(frame: 2, changedSomething: true)
        #expect(latency.presented(frame: 2, at: 3.225).map(\.milliseconds).map { $0.rounded() } == [25])
        #expect(latency.latencies.count == 3)
        #expect(latency.presented(frame: 2, at: 3.300).isEmpty, "a frame's events are paired once")
    }

    @Test func heldButtonsAreBounded() {
        var latency = InputLatency()
        for button in 0..<UInt32(1000) { latency.received(.pointerButton(button: button, pressed: true, x: 0, y: 0), at: 4) }
        #expect(latency.buttonsHeld.count == InputLatency.buttonLimit)
        for button in 0..<UInt32(1000) { latency.received(.pointerButton(button: button, pressed: false, x: 0, y: 0), at: 4) }
        // Every press was released (those past the limit were never tracked): hover again.
        #expect(latency.buttonsHeld.isEmpty)
    }

    @Test func waitingEventsAreBounded() {
        var latency = InputLatency()
        for i in 0..<10_000 { latency.received(eventTime: ClockTime(seconds: Double(i) * 0.001)) }
        latency.committed(frame: 1, changedSomething: true)
        latency.presented(frame: 1, at: 20)
        #expect(latency.latencies.count == InputLatency.pendingLimit)
        #expect(InputLatency().line == "input latency p50: n/a, p99: n/a, events 0")
    }
}
