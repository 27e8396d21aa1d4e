/// The pixels to redraw this frame: a short list of disjoint pixel rectangles.
///
/// Overlapping or edge-sharing rectangles are merged (each is redrawn on its own, so overlap would be
/// drawn twice); beyond ``maximumCount`` the pair whose merge adds the least area is
/// merged, so a moving layer damages its old and new places, not the span between.
struct DamageRegion {
    static let maximumCount = 8
    /// Rectangles a frame adds before they are merged, that the tracker's list has room
    /// for from the start: each changed layer adds its old and new places, and a list
    /// that outgrew its storage in the middle of an animation (a card collapsing as the
    /// feed scrolls, the splash's hole opening) allocated in that frame.
    static let reservedCount = 64

    private(set) var rects: [PixelRect] = []

    /// An empty region with room for `capacity` rectangles before it allocates.
    init(capacity: Int = 0) { rects.reserveCapacity(capacity) }

    var isEmpty: Bool { rects.isEmpty }
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    mutating func add(_ r: PixelRect) {
        guard !r.isEmpty else { return }
        for existing in rects where existing.contains(r) { return }
        rects.append(r)
    }

    /// Adds the parts of `r` outside `hole` (up to four rectangles).
    mutating func add(_ r: PixelRect, outside hole: PixelRect) {
        guard !hole.isEmpty else { add(r); return }
        r.forEachPart(outside: hole) { add($0) }
    }

    /// Clips to `bounds`, then merges until the rectangles are disjoint and few.
    mutating func finish(within bounds: PixelRect) {
        var i = 0
        while i < rects.count {
            rects[i] = rects[i].intersection(bounds)
            if rects[i].isEmpty { rects.swapAt(i, rects.count - 1); rects.removeLast() } else { i += 1 }
        }
        var merged = true
        while merged {
            merged = false
            outer: for a in 0..<rects.count {
                for b in (a + 1)..<rects.count where rects[a].intersects(rects[b]) || abuts(rects[a], rects[b]) {
                    merge(a, b); merged = true; break outer
                }
            }
            if !merged && rects.count > Self.maximumCount {
                var best = (a: 0, b: 1, cost: Int.max)
                for a in 0..<rects.count {
                    for b in (a + 1)..<rects.count {
                        let cost = rects[a].union(rects[b]).area - rects[a].area - rects[b].area
                        if cost < best.cost { best = (a, b, cost) }
                    }
                }
                merge(best.a, best.b); merged = true
            }
        }
    }

    /// Side by side with a shared full edge: their union is exactly both.
    private func abuts(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.union(b).area == a.area + b.area
    }

    private mutating func merge(_ a: Int, _ b: Int) {
        rects[a] = rects[a].union(rects[b])
        rects.swapAt(b, rects.count - 1)
        rects.removeLast()
    }
}
