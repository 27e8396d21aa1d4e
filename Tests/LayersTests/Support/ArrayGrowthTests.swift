import Testing
@testable import Layers

/// The renderer's working arrays grow with the shapes they hold: the splash's hole
/// needs a few more edges, marks and spans every frame as it opens over the screen.
@Suite struct ArrayGrowthTests {
    /// The first reservation leaves room for as many again, so the next frame's slightly
    /// bigger shape fits (reserving just the count reallocated on the very next frame).
    @Test func theFirstReservationLeavesRoomToGrow() {
        var storage: [Int] = []
        storage.reserveGrowing(1000)
        #expect(storage.capacity >= 2000)
    }

    /// Needing 1 % more every frame, from 1 000 to 20 000 elements (the hole's growth,
    /// about 300 frames), reallocates at most five times: doubling, not every frame.
    @Test func growingALittleEveryFrameReallocatesLogarithmically() {
        var storage: [Int] = []
        var count = 1000.0, reallocations = 0, capacity = storage.capacity
        while count < 20000 {
            storage.reserveGrowing(Int(count))
            if storage.capacity != capacity { reallocations += 1; capacity = storage.capacity }
            count *= 1.01
        }
        #expect(reallocations <= 5, "\(reallocations) reallocations")
    }
}
