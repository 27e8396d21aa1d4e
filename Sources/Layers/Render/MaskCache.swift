/// Coverage masks kept between frames, bounded by bytes and evicted least recently used.
///
/// Rounded-rect corners, borders, shapes, clips and blurred shadows are all expensive
/// to compute and cheap to keep; a frame that redraws the same things finds every mask
/// here and allocates nothing. Entries used in the current frame are never evicted.
///
/// A shape that animates its size or angle needs a new mask every frame and never its
/// old ones again: its layer asks for the new key `replacing` the old one, and released
/// and evicted masks are kept as spares that the next masks are reset into
/// (``AlphaMask/reset(width:height:)``), so an animation reuses the same few masks —
/// memory, object and pixman image — instead of making new ones every frame. Spares
/// with room for any shape are made before anything animates (``reserveSpares(workers:)``),
/// and only a replacement takes a spare with room to spare: a shape drawn for the first
/// time gets one that fits it closely, or a mask of its own.
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

    /// Threads that draw the masks, whose views each new mask gets made ahead: set by
    /// ``reserveSpares(workers:)``.
    private var workers = 1

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
    /// gets a spare mask to build it in, if one is big enough. `previous` is the key the
    /// asker drew with last (its shape animated away from it): it is released first, and
    /// a miss may then take a spare of any size, or get a new one with room to grow.
    func mask(for key: MaskKey, replacing previous: MaskKey? = nil, make: (AlphaMask?) -> AlphaMask?) -> AlphaMask? {
        let replaces = previous.map { $0 != key } ?? false
        if replaces, let previous { release(previous) }
        if let i = entries.index(forKey: key) {
            entries.values[i].lastUsed = frame
            hits += 1
            return entries.values[i].mask
        }
        misses += 1
        let (width, height) = (key.region.width, key.region.height)
        evict(toFit: AlphaMask.byteCount(width: width, height: height))
        let spare = takeSpare(width: width, height: height, closely: !replaces)
            ?? (replaces ? growingSpare(width: width, height: height) : nil)
        guard let mask = make(spare) else {
            if let spare { keep(spare) }
            return nil
        }
        // Views to draw it through a transform too: the first frame that turns or scales
        // it (the splash's logo as it starts to grow) then makes none.
        mask.views.makeBothAhead(workers: workers)
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

    /// The smallest spare that fits `width` × `height`, taken out of the spares (of
    /// equals, the one kept last: a growing shape's own last mask, whose pages are
    /// mapped already); `closely`: only one of at most twice the bytes needed, so a
    /// shape drawn for the first time (a menu's corners) does not take the room kept for
    /// shapes that grow.
    private func takeSpare(width: Int, height: Int, closely: Bool) -> AlphaMask? {
        var best: Int?
        for i in spares.indices where spares[i].fits(width: width, height: height)
            && spares[i].byteCount <= (best.map { spares[$0].byteCount } ?? .max) {
            best = i
        }
        guard let best else { return nil }
        if closely, spares[best].byteCount > 2 * AlphaMask.byteCount(width: width, height: height) { return nil }
        return spares.remove(at: best)
    }

    /// Spares with room for the whole target, made ahead (``reserveSpares(workers:)``).
    static let reservedBigSpares = 2
    /// Small spares made ahead, and their side in pixels: room for the corners of a
    /// rounded rectangle whose radius grows to 60 pixels, and its border's.
    static let reservedSmallSpares = 8
    static let reservedSmallSide = 128

    /// Makes the spares an animation would otherwise make in its frames: with the views
    /// of `workers` threads, ``reservedBigSpares`` with room for the whole target (the
    /// splash's hole, a held circle's shadow) and ``reservedSmallSpares`` small ones (a
    /// pressed card's corners). Call it after ``beginFrame(_:width:height:)`` of a frame
    /// at a new target size: such a frame draws everything anyway. Pages are mapped as
    /// they are first written (``ZeroedMemory``), so a spare costs the rows a shape uses.
    /// (The storage of their strips is the mask factory's: ``MaskFactory/reserve(width:height:job:)``.)
    func reserveSpares(workers: Int) {
        self.workers = workers
        let room = Self.maximumSpares + Self.maximumSmallSpares + 1
        if spares.capacity < room { spares.reserveCapacity(room) }
        let side = Self.reservedSmallSide
        let big = spares.count { $0.fits(width: largest.width, height: largest.height) }
        let small = spares.count { $0.byteCount <= Self.smallSpareBytes && $0.fits(width: side, height: side) }
        let sizes = Array(repeating: largest, count: max(Self.reservedBigSpares - big, 0))
            + Array(repeating: (width: side, height: side), count: max(Self.reservedSmallSpares - small, 0))
        for size in sizes {
            guard let spare = try? AlphaMask(width: 1, height: 1, capacityWidth: size.width, capacityHeight: size.height)
            else { return }
            spare.views.makeBothAhead(workers: workers)
            keep(spare)
        }
    }
}
