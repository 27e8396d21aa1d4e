/// Checks the buffer pool against the compositor's own word: which buffers it holds
/// (attached and committed, no wl_buffer.release yet), and whether the app ever
/// wrote into one of those. It keeps its own record of each buffer, apart from
/// `BufferSlots`, so a slip in the pool's bookkeeping shows up as a count instead
/// of as torn frames on screen. `run --stats` prints the totals.
public struct BufferAudit: Equatable, Sendable {
    /// Per buffer of the pool: true from its commit until its release.
    private var held: [Bool] = []
    init() {}

    /// Writes that started while the compositor still held the buffer (should stay 0).
    private(set) var writesToHeldBuffers = 0
    /// The most buffers a pool had at once.
    private(set) var largestPool = 0
    /// The most buffers the compositor held at once.
    private(set) var mostHeld = 0

    /// Buffer `index` exists (a pool's first buffers, or growth).
    mutating func created(_ index: Int) {
        if held.count <= index { held.append(contentsOf: repeatElement(false, count: index + 1 - held.count)) }
        largestPool = max(largestPool, held.count)
    }

    /// The app is about to draw into buffer `index`.
    mutating func writing(_ index: Int) {
        if held.indices.contains(index), held[index] { writesToHeldBuffers += 1 }
    }

    /// Buffer `index` was attached and committed: the compositor holds it.
    mutating func committed(_ index: Int) {
        created(index)
        held[index] = true
        mostHeld = max(mostHeld, held.reduce(0) { $0 + ($1 ? 1 : 0) })
    }

    /// wl_buffer.release for buffer `index`.
    mutating func released(_ index: Int) {
        if held.indices.contains(index) { held[index] = false }
    }

    /// Adds up the figures of a pool that was retired (a resize) into this one's; its
    /// buffers' states stay behind with it.
    mutating func absorb(_ retired: BufferAudit) {
        writesToHeldBuffers += retired.writesToHeldBuffers
        largestPool = max(largestPool, retired.largestPool)
        mostHeld = max(mostHeld, retired.mostHeld)
    }

    /// The lines `run --stats` prints: the fault tests compare them with what the
    /// kernel says.
    public var report: [String] {
        [
            "writes to held buffers: \(writesToHeldBuffers)",
            "buffer pool size max: \(largestPool)",
            "buffers held by the compositor max: \(mostHeld)",
        ]
    }
}
