/// The bytes behind an ``AlphaMask``, owned apart from it so that a renderer can hand the
/// memory of a mask it no longer needs to the next one: an animating shape makes a new
/// mask every frame, and fresh memory costs a page fault per 4 KiB on first touch.
final class MaskStorage {
    let bytes: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
        bytes.initialize(repeating: 0, count: capacity)
    }

    deinit { bytes.deallocate() }
}
