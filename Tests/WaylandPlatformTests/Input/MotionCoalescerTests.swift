import Testing
@testable import WaylandPlatform

@Suite struct MotionCoalescerTests {
    @Test func theLastMotionOfAFrameWins() {
        var coalescer = MotionCoalescer()
        for x in 1...1000 {
            let motionHeld = coalescer.hold(.pointerMotion(x: Double(x), y: 5))
            let frameHeld = coalescer.hold(.pointerFrame)
            #expect(motionHeld && frameHeld)
        }
        let held = coalescer.flush()
        #expect(held?.motion == .pointerMotion(x: 1000, y: 5))
        #expect(held?.frame == .pointerFrame)
        #expect(coalescer.received == 1000)
        #expect(coalescer.coalesced == 999)
        let again = coalescer.flush()
        #expect(again == nil, "nothing left after a flush")
    }

    @Test func otherEventsGoThroughAfterTheHeldMotion() {
        var coalescer = MotionCoalescer()
        let motionHeld = coalescer.hold(.pointerMotion(x: 1, y: 1))
        #expect(motionHeld)
        let pressHeld = coalescer.hold(.pointerButton(button: 0x110, pressed: true, x: 1, y: 1))
        #expect(!pressHeld, "a press is delivered at once, after the held motion")
        let flushed = coalescer.flush()
        #expect(flushed?.motion == .pointerMotion(x: 1, y: 1) && flushed?.frame == nil)
        let frameHeld = coalescer.hold(.pointerFrame)
        #expect(!frameHeld, "a frame with no motion held is delivered at once")
        let leaveHeld = coalescer.hold(.pointerLeave)
        #expect(!leaveHeld)
        #expect(coalescer.coalesced == 0)
    }

    @Test func theHeldMotionKeepsItsTimestampAndEverySample() {
        var coalescer = MotionCoalescer()
        _ = coalescer.hold(.pointerMotion(x: 1, y: 1), time: 100)
        _ = coalescer.hold(.pointerMotion(x: 2, y: 1), time: 108)
        let held = coalescer.flush()
        #expect(held?.motion == .pointerMotion(x: 2, y: 1) && held?.time == 108,
                "delivered at the next frame, stamped when it happened")
        #expect(held?.samples == [.init(x: 1, y: 1, time: 100), .init(x: 2, y: 1, time: 108)],
                "with every position held, oldest first")
    }

    @Test func aFloodKeepsOnlyTheLatestSamples() {
        var coalescer = MotionCoalescer()
        for x in 1...10_000 { _ = coalescer.hold(.pointerMotion(x: Double(x), y: 0), time: CompositorTime(milliseconds: UInt32(x))) }
        let held = coalescer.flush()
        #expect(held?.samples.count == MotionCoalescer.sampleLimit)
        #expect(held?.samples.first?.time == CompositorTime(milliseconds: UInt32(10_001 - MotionCoalescer.sampleLimit)))
        #expect(held?.samples.last?.time == 10_000)
    }
}
