import Testing
@testable import WaylandPlatform

@Suite struct BufferSlotsTests {
    @Test func freshBuffersHaveUndefinedContents() {
        var slots = BufferSlots(count: 2, maximumCount: 4)
        #expect(slots.acquire() == .reuse(index: 0, age: 0))
        slots.submit(0)
        #expect(slots.acquire() == .reuse(index: 1, age: 0))
    }

    @Test func heldBuffersAreNeverHandedOut() {
        var slots = BufferSlots(count: 2, maximumCount: 2)
        guard case let .reuse(first, _) = slots.acquire() else { Issue.record("no buffer"); return }
        slots.submit(first)
        guard case let .reuse(second, _) = slots.acquire() else { Issue.record("no buffer"); return }
        slots.submit(second)
        #expect(first != second)
        #expect(slots.acquire() == .exhausted)
        #expect(slots.heldCount == 2)
    }

    @Test func growsWhenTheCompositorHoldsTwo() {
        // sway holds two buffers: the third frame needs a third buffer.
        var slots = BufferSlots(count: 2, maximumCount: 4)
        for index in 0..<2 {
            #expect(slots.acquire() == .reuse(index: index, age: 0))
            slots.submit(index)
        }
        #expect(slots.acquire() == .grow(index: 2))
        #expect(slots.count == 3)
        slots.submit(2)
        #expect(slots.acquire() == .grow(index: 3))
        slots.submit(3)
        #expect(slots.acquire() == .exhausted)
        #expect(slots.count == 4)
    }

    @Test func releaseMakesABufferAvailableWithItsAge() {
        var slots = BufferSlots(count: 2, maximumCount: 4)
        _ = slots.acquire(); slots.submit(0)   // frame 0 in buffer 0
        _ = slots.acquire(); slots.submit(1)   // frame 1 in buffer 1
        let released1 = slots.release(0)
        #expect(released1)
        // Buffer 0 shows frame 0; the next frame is 2: two frames old.
        #expect(slots.acquire() == .reuse(index: 0, age: 2))
        slots.submit(0)
        let released2 = slots.release(1)
        #expect(released2)
        let released3 = slots.release(0)
        #expect(released3)
        // Both free: the youngest (buffer 0, the frame just drawn) is preferred.
        #expect(slots.acquire() == .reuse(index: 0, age: 1))
    }

    @Test func releaseOfABufferNotHeldIsIgnored() {
        var slots = BufferSlots(count: 2, maximumCount: 4)
        let released4 = slots.release(0)
        #expect(!released4)
        let released5 = slots.release(7)
        #expect(!released5)
        _ = slots.acquire()
        let released6 = slots.release(0)
        #expect(!released6, "a buffer being drawn was never given to the compositor")
    }

    /// A frame that changed nothing is not committed: its buffer goes back free and
    /// keeps the age it had, since it holds at least the picture it held.
    @Test func aBufferSetAsideKeepsItsAge() {
        var slots = Self.drawingAgainIntoTheOnlyBuffer()
        slots.setAside(0)
        #expect(slots.acquire() == .reuse(index: 0, age: 1))
        #expect(slots.frameCounter == 1, "a frame set aside is not counted as committed")
    }

    @Test func abandonedDrawingForgetsContents() {
        var slots = Self.drawingAgainIntoTheOnlyBuffer()
        slots.abandon(0)
        #expect(slots.acquire() == .reuse(index: 0, age: 0))
    }

    /// One buffer, drawn, committed and released, and being drawn into again (age 1).
    private static func drawingAgainIntoTheOnlyBuffer() -> BufferSlots {
        var slots = BufferSlots(count: 1, maximumCount: 1)
        _ = slots.acquire(); slots.submit(0)
        slots.release(0)
        #expect(slots.acquire() == .reuse(index: 0, age: 1))
        return slots
    }
}
