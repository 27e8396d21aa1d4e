import Glibc

/// Zeroed bytes for pixels, whose pages cost nothing until first written.
///
/// A screen-sized offscreen of which a frame draws a small hole, or a mask growing with
/// the splash's hole, should cost the pages drawn, not the whole block: every first
/// write to a page is a page fault, and clearing a page the kernel hands out zeroed is
/// work done twice. `calloc` gives that only above malloc's mmap threshold, which grows
/// up to 32 MB as big blocks are freed; below it, it clears reused heap memory, all of
/// it, at once. So blocks from ``mappedBytes`` up are mapped from the kernel here.
struct ZeroedMemory {
    /// Blocks from this many bytes are mapped, not taken from the heap.
    static let mappedBytes = 1 << 20

    let pointer: UnsafeMutableRawPointer
    let byteCount: Int

    /// `byteCount` zeroed bytes; nil when there is no memory for them.
    init?(byteCount: Int) {
        guard byteCount > 0 else { return nil }
        if byteCount >= Self.mappedBytes {
            let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != MAP_FAILED else { return nil }
            pointer = mapped
        } else {
            guard let zeroed = calloc(byteCount, 1) else { return nil }
            pointer = zeroed
        }
        self.byteCount = byteCount
    }

    /// Gives the bytes back; the memory must not be used after.
    func release() {
        if byteCount >= Self.mappedBytes { munmap(pointer, byteCount) } else { free(pointer) }
    }
}
