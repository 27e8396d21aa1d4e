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

    /// The renderer returns its damage in two lists that take turns (a caller may hold
    /// the last one): both have room for a frame's rectangles, however few the first
    /// frames had.
    @Test func theRenderersListsHaveRoomForAFramesRectangles() throws {
        let renderer = Renderer(threads: 1)
        let root = Layer()
        Transaction.withoutActions { root.frame = Rect(0, 0, 40, 30); root.backgroundColor = .white }
        let image = try Image(width: 40, height: 30)
        let first = try renderer.render(root, at: 0, into: image)
        let second = try renderer.render(root, at: 0, into: image)
        #expect(first.capacity >= DamageRegion.maximumCount && second.capacity >= DamageRegion.maximumCount,
                "room for \(first.capacity) and \(second.capacity) rectangles")
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
