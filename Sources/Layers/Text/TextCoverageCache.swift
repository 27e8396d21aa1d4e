/// The glyph masks a ``TextLayer`` drew lately, by scale and box size, so a label
/// that moves, grows or shrinks with an animation reuses them instead of laying out
/// and rasterizing its text again every frame.
///
/// A mask drawn in a box where nothing wrapped, was cut or clipped, with lines starting
/// at the left edge, is the same in any bigger box: it serves every size from
/// ``Entry/fitsFrom`` up. Scales are exact values; the renderer keeps the set small by
/// asking for ladder scales while a layer's scale animates (see `CoverageScale`).
struct TextCoverageCache {
    /// A cached drawing: the coverage, where it sits, and the colour glyphs over the same box.
    typealias Coverage = (mask: AlphaMask, origin: Point, color: Image?)

    struct Entry {
        let scale: Double
        let size: Size
        /// The smallest box giving the same mask, when every bigger box does too (nil: only `size` does).
        let fitsFrom: Size?
        let coverage: Coverage?
        var lastUse: UInt64

        func serves(scale: Double, size: Size) -> Bool {
            guard scale == self.scale else { return false }
            if size == self.size { return true }
            guard let fitsFrom else { return false }
            return size.width >= fitsFrom.width && size.height >= fitsFrom.height
        }
    }

    /// Masks kept: the exact scales at rest and the ladder steps of a scale animation.
    static let capacity = 8

    private var entries: [Entry] = []
    private var clock: UInt64 = 0

    /// The cached coverage for `scale` and `size`, if any (`.some(nil)`: cached as nothing to draw).
    mutating func coverage(scale: Double, size: Size) -> Coverage?? {
        clock &+= 1
        for i in entries.indices where entries[i].serves(scale: scale, size: size) {
            entries[i].lastUse = clock
            return .some(entries[i].coverage)
        }
        return .none
    }

    /// Keeps `coverage`, dropping the least recently used mask when full.
    mutating func insert(_ coverage: Coverage?, scale: Double, size: Size, fitsFrom: Size?) {
        if entries.count >= Self.capacity, let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }) {
            entries.remove(at: oldest)
        }
        if entries.capacity < Self.capacity { entries.reserveCapacity(Self.capacity) }
        entries.append(Entry(scale: scale, size: size, fitsFrom: fitsFrom, coverage: coverage, lastUse: clock))
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    var count: Int { entries.count }
}
