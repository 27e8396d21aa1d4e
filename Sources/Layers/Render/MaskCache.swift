/// Coverage masks kept between frames, bounded by bytes and evicted least recently used.
///
/// Rounded-rect corners, borders, shapes, clips and blurred shadows are all expensive
/// to compute and cheap to keep; a frame that redraws the same things finds every mask
/// here and allocates nothing. Entries used in the current frame are never evicted.
final class MaskCache {
    final class Entry {
        let mask: AlphaMask
        var lastUsed: UInt64
        init(mask: AlphaMask, lastUsed: UInt64) { self.mask = mask; self.lastUsed = lastUsed }
    }

    let budget: Int
    private(set) var byteCount = 0
    private(set) var hits = 0
    private(set) var misses = 0
    private var entries: [MaskKey: Entry] = [:]
    private var frame: UInt64 = 0

    init(budget: Int) { self.budget = budget }

    var count: Int { entries.count }

    func beginFrame(_ frame: UInt64) { self.frame = frame }

    /// The mask for `key`, made by `make` on a miss (nil when it covers nothing).
    func mask(for key: MaskKey, make: () -> AlphaMask?) -> AlphaMask? {
        if let e = entries[key] {
            e.lastUsed = frame
            hits += 1
            return e.mask
        }
        misses += 1
        guard let mask = make() else { return nil }
        let bytes = mask.stride * mask.height
        evict(toFit: bytes)
        entries[key] = Entry(mask: mask, lastUsed: frame)
        byteCount += bytes
        return mask
    }

    func removeAll() { entries.removeAll(); byteCount = 0 }

    /// Drops every mask the current frame did not use.
    func removeUnusedThisFrame() {
        for (key, entry) in entries where entry.lastUsed < frame {
            entries[key] = nil
            byteCount -= entry.mask.stride * entry.mask.height
        }
    }

    private func evict(toFit bytes: Int) {
        while byteCount + bytes > budget {
            var oldest: (key: MaskKey, used: UInt64)?
            for (k, e) in entries where e.lastUsed < frame && e.lastUsed < (oldest?.used ?? .max) {
                oldest = (k, e.lastUsed)
            }
            guard let victim = oldest, let e = entries.removeValue(forKey: victim.key) else { return }
            byteCount -= e.mask.stride * e.mask.height
        }
    }
}
