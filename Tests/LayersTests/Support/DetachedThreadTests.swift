import Foundation
import Synchronization
import Testing
@testable import Layers

/// Work made ahead runs below the frames: a background thread is lowered, and only it.
@Suite struct DetachedThreadTests {
    /// Starts a thread at `priority` and returns the nice value it reads of itself.
    private func niceness(of priority: DetachedThread.Priority) throws -> Int32 {
        let seen = Mutex<Int32?>(nil)
        let done = DispatchSemaphore(value: 0)
        #expect(DetachedThread.start(name: "priority test", priority: priority) {
            seen.withLock { $0 = ThreadNiceness.current }
            done.signal()
        } != nil)
        #expect(done.wait(timeout: .now() + 10) == .success, "the thread ran")
        return try #require(seen.withLock { $0 })
    }

    @Test func aBackgroundThreadRunsAtTheBackgroundNiceness() throws {
        let before = ThreadNiceness.current
        #expect(try niceness(of: .background) == DetachedThread.backgroundNiceness)
        #expect(DetachedThread.backgroundNiceness > before, "lower than the thread that started it")
        #expect(ThreadNiceness.current == before, "the starting thread keeps its own")
    }

    @Test func anInheritedThreadRunsAsItsStarter() throws {
        #expect(try niceness(of: .inherited) == ThreadNiceness.current)
    }
}
