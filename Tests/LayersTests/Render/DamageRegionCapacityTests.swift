import Testing
@testable import Layers

/// The tracker's damage list has room for a frame's rectangles from the start: a frame
/// that adds more of them than any frame before did (a card collapsing as the feed
/// scrolls, the splash's hole opening) no longer allocates to grow it.
@MainActor
@Suite struct DamageRegionCapacityTests {
    @Test func theTrackersListHasRoomBeforeItsFirstFrame() {
        #expect(DamageTracker().damage.rects.capacity >= DamageRegion.reservedCount)
    }

    /// The storage stays where it was (a debug build allocates in the loop itself, so
    /// the storage, not an allocation count, is what is compared).
    @Test func addingUpToTheReservedCountKeepsItsStorage() {
        var region = DamageRegion(capacity: DamageRegion.reservedCount)
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        let storage = region.rects.withUnsafeBufferPointer { $0.baseAddress }
        // Apart from one another, so none contains another.
        for i in 1..<DamageRegion.reservedCount { region.add(PixelRect(x: 20 * i, y: 0, width: 10, height: 10)) }
        #expect(region.rects.count == DamageRegion.reservedCount)
        #expect(region.rects.withUnsafeBufferPointer { $0.baseAddress } == storage, "the list moved to new storage")
    }
}
