import Testing
@testable import Layers

/// The work a tree's layers do between frames (``LayerHost/prepareAhead()``): aimed at
/// the next frame, whose time follows the pace of the last two; a slice at a time, for
/// as long as its owner lives.
@Suite @MainActor
struct WorkAheadTests {
    @Test("the next frame comes one display interval after the last: 1/120 s at 120 Hz; 1/60 s after a pause or a first frame")
    func nextFrameFollowsThePace() throws {
        let host = LayerHost(clock: ManualClock(), rootLayer: Layer())
        #expect(host.workAhead.nextFrameTime == nil, "no frame yet")
        host.update(at: MediaTime(seconds: 2))
        #expect(isClose(try #require(host.workAhead.nextFrameTime).seconds, 2 + 1.0 / 60))
        host.update(at: MediaTime(seconds: 2 + 1.0 / 120))
        #expect(isClose(try #require(host.workAhead.nextFrameTime).seconds, 2 + 2.0 / 120))
        // The same frame's time again (a host stepped twice at once) keeps the pace.
        host.update(at: MediaTime(seconds: 2 + 1.0 / 120))
        #expect(isClose(try #require(host.workAhead.nextFrameTime).seconds, 2 + 2.0 / 120))
        // A frame after half a second still: the next comes at 60 Hz, not half a second on.
        host.update(at: MediaTime(seconds: 2.5))
        #expect(isClose(try #require(host.workAhead.nextFrameTime).seconds, 2.5 + 1.0 / 60))
    }

    @Test("one slice a call, the first job with work first, until none has any; a job goes with its owner")
    func slicesAndOwners() {
        let host = LayerHost(clock: ManualClock(), rootLayer: Layer())
        var first = 2, second = 1
        var owner: Layer? = Layer()
        let kept = Layer()
        host.workAhead.add(for: owner!) {
            guard first > 0 else { return false }
            first -= 1
            return true
        }
        host.workAhead.add(for: kept) {
            guard second > 0 else { return false }
            second -= 1
            return true
        }
        #expect(host.prepareAhead() && first == 1 && second == 1)
        #expect(host.prepareAhead() && first == 0 && second == 1)
        #expect(host.prepareAhead() && second == 0)
        #expect(!host.prepareAhead())
        first = 5
        owner = nil
        #expect(!host.prepareAhead() && first == 5, "the owner went: its slice is not run")
        #expect(host.workAhead.contains(kept))
        host.workAhead.remove(for: kept)
        second = 1
        #expect(!host.prepareAhead() && second == 1)
    }
}
