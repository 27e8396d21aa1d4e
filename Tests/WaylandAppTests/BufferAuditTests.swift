import Testing
@testable import WaylandApp
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct BufferAuditTests {
    /// Drives a pool against a compositor that, like sway, keeps the last two buffers it
    /// was given and releases older ones only when a newer one arrives.
    @Test func aCompositorHoldingTwoIsNeverWrittenInto() throws {
        var slots = BufferSlots(count: 2, maximumCount: 4)
        var audit = BufferAudit()
        for index in 0..<slots.count { audit.created(index) }
        var compositor: [Int] = []   // held buffers, oldest first
        for _ in 0..<100 {
            let index: Int
            switch slots.acquire() {
            case let .reuse(reused, _): index = reused
            case let .grow(added): audit.created(added); index = added
            case .exhausted: Issue.record("the pool ran out: \(slots.states)"); return
            }
            audit.writing(index)
            slots.submit(index)
            audit.committed(index)
            compositor.append(index)
            while compositor.count > 2 {
                let released = compositor.removeFirst()
                slots.release(released)
                audit.released(released)
            }
        }
        #expect(audit.writesToHeldBuffers == 0)
        #expect(audit.largestPool == 3, "two held and one to draw into")
        #expect(audit.mostHeld == 3, "right after a commit, before the oldest is released")
    }

    @Test func aWriteIntoAHeldBufferIsCounted() {
        var audit = BufferAudit()
        audit.created(0); audit.created(1)
        audit.committed(0)
        audit.writing(0)
        audit.writing(1)
        #expect(audit.writesToHeldBuffers == 1)
        audit.released(0)
        audit.writing(0)
        #expect(audit.writesToHeldBuffers == 1, "released: free to draw into")
        audit.released(9)   // a release for a buffer it never saw is ignored
        audit.writing(9)
        #expect(audit.writesToHeldBuffers == 1)
    }

    @Test func retiredPoolsAddUp() {
        var old = BufferAudit()
        for index in 0..<4 { old.committed(index) }
        old.writing(3)
        var current = BufferAudit()
        current.created(0); current.created(1)
        current.absorb(old)
        #expect(current.writesToHeldBuffers == 1)
        #expect(current.largestPool == 4)
        #expect(current.mostHeld == 4)
        #expect(current.report == ["writes to held buffers: 1", "buffer pool size max: 4",
                                   "buffers held by the compositor max: 4"])
    }
}
