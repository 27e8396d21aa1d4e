/// Copies of images resampled to the size and sub-pixel placement they show at, kept
/// between frames: a picture drawn again at the same scale is then a plain copy (SRC
/// when opaque) instead of a bilinear resampling of the original.
///
/// A copy is filled in step with the frame, by the render workers, and only where the
/// frame needs it: each entry remembers which of its pixels hold the resampled image.
/// Within a frame an entry is filled for one placement only, so no two workers ever
/// write the same pixels; a second placement needing unfilled pixels draws directly.
/// Bounded by bytes, least recently used first; entries used this frame stay.
@MainActor
final class ScaledImageCache {
    /// What a copy shows: which picture (and which revision of its pixels), at
    /// which scale, from which sub-pixel phase, and how big.
    struct Key: Hashable {
        var image: ObjectIdentifier
        var revision: UInt64
        var scaleX: Double
        var scaleY: Double
        /// The placement's device origin minus its whole pixel, in 1/65536 pixels.
        var phaseX: Int
        var phaseY: Int
        /// The copy's size: room for the picture's placement at any phase.
        var width: Int
        var height: Int
    }

    final class Entry {
        let copy: Image
        /// The original, so the key's identity stays its own while the entry lives.
        private(set) var source: Image
        /// Pixels of `copy` that hold the resampled image.
        var filled = PixelRect.empty
        var lastUsed: UInt64 = 0
        /// Whether frame `lastUsed` drew the copy at more than one place (one picture in
        /// several layers), and the place it drew it at first.
        var drawnAtSeveralPlaces = false
        var drawnAt = (x: 0, y: 0)
        /// The frame and device origin the last fill was recorded for.
        var filledFrame: UInt64 = 0
        var filledOrigin = (x: 0, y: 0)
        /// Made for an opaque picture the frame it was first shown, and not drawn at rest
        /// since: its sub-pixel phase is not a place the picture rested at
        /// (``latestPhase(for:)`` passes over it), so a picture that scrolls in sits on
        /// whole pixels while it moves, as it would drawn directly.
        var isProvisional = false

        init(copy: Image, source: Image) {
            self.copy = copy
            self.source = source
        }

        /// The entry emptied for another key showing `source`: its copy and the entry
        /// itself serve again, so a picture resampled anew every frame allocates nothing.
        func reuse(for source: Image) {
            self.source = source
            copy.isOpaque = source.isOpaque
            filled = .empty
            lastUsed = 0
            drawnAtSeveralPlaces = false
            filledFrame = 0
            filledOrigin = (0, 0)
            isProvisional = false
        }
    }

    private(set) var budget: Int
    private(set) var byteCount = 0
    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0

    /// Room for 32 copies from the start: the entries' table grew in a steady frame
    /// when the splash's last frames left the feed's pictures held.
    init(budget: Int) {
        self.budget = budget
        entries.reserveCapacity(32)
    }

    var count: Int { entries.count }

    /// Starts a frame with a `budget` of bytes (the renderer's follows the target size).
    func beginFrame(_ frame: UInt64, budget: Int) {
        self.frame = frame
        self.budget = budget
    }

    /// The entry for `key`, drawn at device `origin`, made (empty) on a miss; nil when it
    /// would not fit the budget.
    func entry(for key: Key, source: Image, at origin: (x: Int, y: Int)) -> Entry? {
        if let hit = entries[key] {
            if hit.lastUsed == frame {
                hit.drawnAtSeveralPlaces = hit.drawnAtSeveralPlaces || hit.drawnAt != origin
            } else {
                hit.drawnAtSeveralPlaces = false
                hit.drawnAt = origin
            }
            hit.lastUsed = frame
            return hit
        }
        let bytes = key.width * key.height * 4
        guard bytes <= budget else { return nil }
        // A copy of the same picture at the same size, not drawn this frame, is refilled
        // in place: a card photo that stopped at another sub-pixel place will hardly come
        // back to the one it left, and its new copy would be megabytes of fresh pages to
        // fault in (at 4K, a card coming to rest made 19 MB of them). A copy drawn last
        // frame at more than one place may be drawn again later in this one: one picture
        // can show in several layers (the cards' shared shadow), each at its own place.
        // When something must go anyway, the least recently used copy of the same size is
        // refilled: a backdrop stepping through blurs reuses its memory.
        var reused: (key: Key, lastUsed: UInt64)?
        func sameSize(_ k: Key) -> Bool { k.width == key.width && k.height == key.height }
        for (k, e) in entries where k.image == key.image && sameSize(k)
            && (e.lastUsed + 1 < frame || e.lastUsed + 1 == frame && !e.drawnAtSeveralPlaces) {
            reused = (k, e.lastUsed)
            break
        }
        // A copy of the same size drawn neither this frame nor the last (a card that
        // scrolled out of view) takes the new picture, least recently used first: the
        // card scrolling in then fills memory already mapped, where a new copy would fault
        // in megabytes of pages and allocate in a frame of the scroll.
        if reused == nil {
            for (k, e) in entries where sameSize(k) && e.lastUsed + 1 < frame && e.lastUsed < (reused?.lastUsed ?? .max) {
                reused = (k, e.lastUsed)
            }
        }
        if reused == nil, byteCount + bytes > budget {
            for (k, e) in entries where sameSize(k) && e.lastUsed < frame && e.lastUsed < (reused?.lastUsed ?? .max) {
                reused = (k, e.lastUsed)
            }
        }
        if let reused, let old = entries.removeValue(forKey: reused.key) {
            byteCount -= bytes
            old.reuse(for: source)
            return insert(old, for: key, bytes: bytes, at: origin)
        }
        evict(toFit: bytes)
        guard byteCount + bytes <= budget, let copy = try? Image(width: key.width, height: key.height) else { return nil }
        copy.isOpaque = source.isOpaque
        return insert(Entry(copy: copy, source: source), for: key, bytes: bytes, at: origin)
    }

    private func insert(_ made: Entry, for key: Key, bytes: Int, at origin: (x: Int, y: Int)) -> Entry {
        made.lastUsed = frame
        made.drawnAt = origin
        entries[key] = made
        byteCount += bytes
        return made
    }

    /// The sub-pixel phase of the most recently drawn copy showing what `key` shows
    /// (the same picture, revision, scale and size) at any phase, provisional ones left
    /// out; nil when there is none.
    func latestPhase(for key: Key) -> (x: Int, y: Int)? {
        var latest: (key: Key, used: UInt64)?
        for (k, e) in entries where !e.isProvisional && k.image == key.image && k.revision == key.revision && k.scaleX == key.scaleX
            && k.scaleY == key.scaleY && k.width == key.width && k.height == key.height
            && e.lastUsed >= (latest?.used ?? 0) {
            latest = (k, e.lastUsed)
        }
        return latest.map { ($0.key.phaseX, $0.key.phaseY) }
    }

    /// Whether this frame may fill `entry` for a placement at device `origin`: not when it
    /// was already filled this frame for another placement (the workers would write the
    /// same pixels from two bands).
    func mayFill(_ entry: Entry, at origin: (x: Int, y: Int)) -> Bool {
        entry.filledFrame != frame || entry.filledOrigin == origin
    }

    /// Notes that this frame fills `rect` of `entry`'s copy, placed at device `origin`.
    func noteFill(_ entry: Entry, _ rect: PixelRect, at origin: (x: Int, y: Int)) {
        entry.filled = entry.filled.isEmpty ? rect : entry.filled.union(rect)
        entry.filledFrame = frame
        entry.filledOrigin = origin
    }

    /// Drops every copy the current frame did not use (after a resize: they were made
    /// for sizes the layout left).
    func removeUnusedThisFrame() {
        for (key, entry) in entries where entry.lastUsed < frame {
            entries.removeValue(forKey: key)
            byteCount -= key.width * key.height * 4
        }
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }

    private func evict(toFit bytes: Int) {
        while byteCount + bytes > budget {
            var oldest: (key: Key, used: UInt64)?
            for (k, e) in entries where e.lastUsed < frame && e.lastUsed < (oldest?.used ?? .max) {
                oldest = (k, e.lastUsed)
            }
            guard let victim = oldest, let e = entries.removeValue(forKey: victim.key) else { return }
            byteCount -= e.copy.width * e.copy.height * 4
        }
    }
}
