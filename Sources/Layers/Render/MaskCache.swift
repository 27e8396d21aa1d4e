/// Coverage masks kept between frames, bounded by bytes and evicted least recently used.
///
/// Rounded-rect corners, borders, shapes, clips and blurred shadows are all expensive
/// to compute and cheap to keep; a frame that redraws the same things finds every mask
/// here and allocates nothing. Entries used in the current frame are never evicted.
///
/// A shape that animates its size or angle needs a new mask every frame and never its
/// old ones again: its layer ``release(_:)``s the old key, and released and evicted
/// masks are kept as spares that the next masks are reset into
/// (``AlphaMask/reset(width:height:)``), so an animation reuses the same few masks —
/// memory, object and pixman image — instead of making new ones every frame.
final class MaskCache {
    struct Entry {
        var mask: AlphaMask
        var lastUsed: UInt64
    }

    let budget: Int
    private(set) var byteCount = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private var entries: [MaskKey: Entry] = [:]
    private var frame: UInt64 = 0
    /// Masks dropped from the cache, for the next misses to reuse.
    private var spares: [AlphaMask] = []
    /// Big spares kept at most: an animating mask and the one it replaces, twice over.
    static let maximumSpares = 4
    /// Small spares kept at most, besides: the corners of every rounded rectangle that
    /// scales at once (a card and the views around it, each of four corners and its
    /// border's), which a repeat of the animation asks for again. With room for four
    /// spares in all, the preview's second press made three corner masks anew in one
    /// frame (18 allocations).
    static let maximumSmallSpares = 32
    /// Bytes up to which a spare is small: a corner's mask at 4K is a few KB.
    static let smallSpareBytes = 64 * 1024

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }

    /// The largest mask a frame usually asks for: the target's size and the pixels a
    /// shape's mask reaches past it (``overhang``). A growing mask's room to grow stops there.
    private var largest = (width: 32768, height: 32768)

    /// Pixels a mask may reach past each side of the target: a turned shape's mask keeps
    /// one more pixel around what is visible, for its antialiased edge. Without them the
    /// splash's turning hole, once it covered a 4K screen, outgrew a mask the screen's
    /// size by two pixels and made a new one (8 MB of new pages in one frame), twice.
    static let overhang = 4

    /// Starts a frame drawn into a `width` × `height` target.
    func beginFrame(_ frame: UInt64, width: Int, height: Int) {
        self.frame = frame
        largest = (max(width, 1) + 2 * Self.overhang, max(height, 1) + 2 * Self.overhang)
    }

    /// The mask for `key`, made by `make` on a miss (nil when it covers nothing); `make`
    /// gets a spare mask to build it in, if one is big enough.
    func mask(for key: MaskKey, make: (AlphaMask?) -> AlphaMask?) -> AlphaMask? {
        if let i = entries.index(forKey: key) {
            entries.values[i].lastUsed = frame
            hits += 1
            return entries.values[i].mask
        }
        misses += 1
        let (width, height) = (key.region.width, key.region.height)
        evict(toFit: AlphaMask.byteCount(width: width, height: height))
        let spare = takeSpare(width: width, height: height) ?? growingSpare(width: width, height: height)
        guard let mask = make(spare) else {
            if let spare { keep(spare) }
            return nil
        }
        entries[key] = Entry(mask: mask, lastUsed: frame)
        byteCount += mask.byteCount
        return mask
    }

    /// Drops the mask for `key` unless it was used in this frame (another layer may share
    /// it), keeping its memory as a spare.
    func release(_ key: MaskKey) {
        // Only the frame number: a copy of the entry would hold the mask and keep it from the spares.
        guard let used = entries[key]?.lastUsed, used < frame else { return }
        drop(key)
    }

    func removeAll() { entries.removeAll(); spares.removeAll(); byteCount = 0 }

    /// Drops every mask the current frame did not use.
    func removeUnusedThisFrame() {
        for key in entries.filter({ $0.value.lastUsed < frame }).keys { drop(key) }
    }

    private func evict(toFit bytes: Int) {
        while byteCount + bytes > budget {
            var oldest: (key: MaskKey, used: UInt64)?
            for (k, e) in entries where e.lastUsed < frame && e.lastUsed < (oldest?.used ?? .max) {
                oldest = (k, e.lastUsed)
            }
            guard let victim = oldest else { return }
            drop(victim.key)
        }
    }

    private func drop(_ key: MaskKey) {
        guard var e = entries.removeValue(forKey: key) else { return }
        byteCount -= e.mask.byteCount
        // Between frames only the cache holds its masks; one still held elsewhere is not reused.
        guard isKnownUniquelyReferenced(&e.mask) else { return }
        keep(e.mask)
    }

    /// Keeps `spare`; over the limit for its kind (small or big), the smallest of that
    /// kind goes: of big masks, the hole that grows keeps the biggest.
    private func keep(_ spare: AlphaMask) {
        let room = Self.maximumSpares + Self.maximumSmallSpares + 1
        if spares.capacity < room { spares.reserveCapacity(room) }
        spares.append(spare)
        let isSmall = spare.byteCount <= Self.smallSpareBytes
        // Counted in a loop, not a filtered array: keeping a spare must not allocate.
        var count = 0, smallest: Int?
        for i in spares.indices where (spares[i].byteCount <= Self.smallSpareBytes) == isSmall {
            count += 1
            if spares[i].byteCount < (smallest.map { spares[$0].byteCount } ?? .max) { smallest = i }
        }
        if count > (isSmall ? Self.maximumSmallSpares : Self.maximumSpares), let smallest { spares.remove(at: smallest) }
    }

    /// A new mask with room to grow, when spares exist but none fits: a shape growing
    /// frame by frame (the splash's hole, the held circle and its shadow) then fits the
    /// next few frames too. The spares stay: another shape may be growing alongside,
    /// and ``keep(_:)`` lets the smallest go when there are too many. It is made 1×1, all
    /// zero: resetting it to its size clears one pixel, not pages never written.
    ///
    /// Room to double, up to the target's size: a hole opening over a 4K screen makes a
    /// handful of masks on its way to full screen, not one every other frame, and each
    /// new one costs page faults over every byte the rasterizer writes. A mask a quarter
    /// of the target or more gets room for all of it at once: doubled, its width and
    /// height would outgrow the room at different frames, each time a new mask.
    private func growingSpare(width: Int, height: Int) -> AlphaMask? {
        guard !spares.isEmpty else { return nil }
        let isBig = 4 * width * height >= largest.width * largest.height
        let room = isBig ? (width: max(width, largest.width), height: max(height, largest.height))
            : (width: max(width, min(2 * width, largest.width)), height: max(height, min(2 * height, largest.height)))
        return try? AlphaMask(width: 1, height: 1, capacityWidth: room.width, capacityHeight: room.height)
    }

    /// The smallest spare that fits `width` × `height`, taken out of the spares.
    private func takeSpare(width: Int, height: Int) -> AlphaMask? {
        var best: Int?
        for i in spares.indices where spares[i].fits(width: width, height: height)
            && spares[i].byteCount < (best.map { spares[$0].byteCount } ?? .max) {
            best = i
        }
        return best.map { spares.remove(at: $0) }
    }
}
