import Testing
@testable import WaylandPlatform

/// The event loop's idle work: one slice per idle turn, oldest job first, each job
/// until it says nothing is left.
@MainActor
@Suite struct IdleWorkTests {
    @Test func aJobRunsUntilItReportsNothingLeftThenTheNext() {
        let work = IdleWork()
        var log: [String] = []
        var firstLeft = 3
        work.add { log.append("first"); firstLeft -= 1; return firstLeft > 0 }
        work.add { log.append("second"); return false }
        var turns = 0
        while !work.isEmpty && turns < 10 {
            work.runSlice()
            turns += 1
        }
        #expect(log == ["first", "first", "first", "second"])
        #expect(work.isEmpty)
    }

    @Test func oneSlicePerCall() {
        let work = IdleWork()
        var calls = 0
        work.add { calls += 1; return true }
        work.runSlice()
        work.runSlice()
        #expect(calls == 2)
        #expect(!work.isEmpty)
    }

    @Test func aJobQueuedByAJobRunsAfterIt() {
        let work = IdleWork()
        var log: [String] = []
        work.add {
            log.append("outer")
            work.add { log.append("inner"); return false }
            return false
        }
        work.runSlice()
        #expect(!work.isEmpty, "the job queued while the first ran was lost")
        work.runSlice()
        #expect(log == ["outer", "inner"])
        #expect(work.isEmpty)
    }

    @Test func nothingQueuedIsEmptyAndRunsNothing() {
        let work = IdleWork()
        #expect(work.isEmpty)
        work.runSlice()
        #expect(work.isEmpty)
    }
}
