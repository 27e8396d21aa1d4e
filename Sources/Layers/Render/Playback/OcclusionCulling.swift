import CPixman

/// Takes out of a recorded frame the pixels that a later composite replaces anyway:
/// occlusion culling on the display list, after the painter has recorded it in Core
/// Animation's back-to-front order.
///
/// A `SRC` composite without a mask writes every pixel of its rectangle whatever was
/// there, so anything the frame drew into those pixels before it is wasted work: the
/// splash's gradient under the app showing through the logo-shaped hole, a card's
/// background under its picture. Walking the list from the last composite to the first,
/// each one on the frame's target loses what the `SRC` composites after it cover: it
/// is dropped when covered whole, cut into the uncovered rectangles otherwise.
///
/// The pixels do not change: only composites whose results are overwritten go, and a
/// cut one draws the same pixels in what is left (its origins move with its corner, as
/// they do for a worker's band). Nothing is culled in a frame that reads its own
/// target, and composites into offscreens and caches are left alone: what is drawn
/// there is read later. Small composites and occluders are not worth the bookkeeping.
final class OcclusionCulling {
    /// Composites smaller than this (in pixels) are only dropped when covered whole, and
    /// occluders smaller than this are not kept.
    static let minimumArea = 48 * 48
    /// Occluders kept per frame: bounds the work per composite.
    static let maximumOccluders = 512
    /// A composite overlapping more occluders than this is kept whole.
    static let maximumOverlaps = 320

    /// Pixels taken out of the last frame's composites.
    private(set) var culledPixels = 0

    private var occluders: [PixelRect] = []
    /// The last few occluders too small to keep, which others may stack onto.
    private var stacking: [PixelRect] = []
    private static let maximumStacking = 4
    private var kept: [DrawOperation] = []
    private var overlapping: [PixelRect] = []
    private var cuts: [Int] = []
    private var spans: [(x0: Int, x1: Int)] = []
    private var pieces: [PixelRect] = []
    /// Indices of the pieces that end where the current band starts, and of those that
    /// end where it ends.
    private var open: [Int] = []
    private var nextOpen: [Int] = []

    init() {
        // `kept` trades storage with the display list every frame: as much room as it has.
        kept.reserveCapacity(DisplayList.reservedOperations)
        occluders.reserveCapacity(Self.maximumOccluders)
        stacking.reserveCapacity(Self.maximumStacking + 1)
        // Every occluder a composite overlaps is listed before their count is checked.
        overlapping.reserveCapacity(Self.maximumOccluders)
        // Cutting a composite by up to `maximumOverlaps` covers: two cuts each, a span
        // each per band; a frame's pieces are usually far fewer than that bound.
        cuts.reserveCapacity(2 * Self.maximumOverlaps + 2)
        spans.reserveCapacity(Self.maximumOverlaps)
        open.reserveCapacity(Self.maximumOverlaps + 1)
        nextOpen.reserveCapacity(Self.maximumOverlaps + 1)
        pieces.reserveCapacity(4 * Self.maximumOverlaps)
    }

    /// Culls `list`, whose composites draw into the frame's `target`.
    func cull(_ list: DisplayList, target: PixmanViews) {
        culledPixels = 0
        guard list.operations.count > 1, !list.operations.contains(where: { $0.reads(target) }) else { return }
        occluders.removeAll(keepingCapacity: true)
        stacking.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
        for op in list.operations.reversed() {
            guard op.destination === target, op.destinationOrigin == (0, 0) else { kept.append(op); continue }
            keepVisibleParts(of: op)
            if op.isOccluder { addOccluder(op.rect) }
        }
        kept.reverse()
        list.replaceOperations(with: &kept)
    }

    /// Keeps `rect` as an occluder, grown into the one above or below it when they share
    /// their sides: a shape's solid strips (``CoverageStrips``), one per band of rows,
    /// stack into one tall occluder wherever its outline runs straight up and down. Strips
    /// too small to keep wait in ``stacking`` (the last few) for others to grow them.
    private func addOccluder(_ rect: PixelRect) {
        if let i = occluders.lastIndex(where: { Self.stack($0, rect) }) {
            occluders[i] = occluders[i].union(rect)
            return
        }
        var grown = rect
        if let i = stacking.lastIndex(where: { Self.stack($0, rect) }) { grown = stacking.remove(at: i).union(rect) }
        if grown.area >= Self.minimumArea {
            if occluders.count < Self.maximumOccluders { occluders.append(grown) }
        } else {
            if stacking.count == Self.maximumStacking { stacking.removeFirst() }
            stacking.append(grown)
        }
    }

    /// True when `a` and `b` share their sides and one sits right on the other.
    private static func stack(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.x == b.x && a.maxX == b.maxX && (a.maxY == b.y || a.y == b.maxY)
    }

    /// Appends to `kept` what of `op` no occluder covers (nothing, all of it, or pieces).
    private func keepVisibleParts(of op: DrawOperation) {
        let rect = op.rect
        overlapping.removeAll(keepingCapacity: true)
        for o in occluders where o.intersects(rect) {
            if o.contains(rect) { culledPixels += rect.area; return }
            overlapping.append(o.intersection(rect))
        }
        guard !overlapping.isEmpty, rect.area >= Self.minimumArea, overlapping.count <= Self.maximumOverlaps else {
            kept.append(op)
            return
        }
        subtract(overlapping, from: rect)
        var left = 0
        for piece in pieces {
            left += piece.area
            kept.append(op.clipped(to: piece))
        }
        culledPixels += rect.area - left
    }

    /// Fills `pieces` with `rect` less the union of `covers` (each inside `rect`): cut
    /// into bands at every cover's top and bottom, each band's uncovered spans become
    /// pieces, and a piece continuing one of the band above with the same span grows
    /// instead.
    private func subtract(_ covers: [PixelRect], from rect: PixelRect) {
        pieces.removeAll(keepingCapacity: true)
        open.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        cuts.append(rect.y)
        cuts.append(rect.maxY)
        for c in covers { cuts.append(c.y); cuts.append(c.maxY) }
        cuts.sortWithoutAllocating(by: <)
        for (top, bottom) in zip(cuts, cuts.dropFirst()) where bottom > top {
            spans.removeAll(keepingCapacity: true)
            for c in covers where c.y <= top && c.maxY >= bottom { spans.append((c.x, c.maxX)) }
            spans.sortWithoutAllocating { $0.x0 < $1.x0 }
            nextOpen.removeAll(keepingCapacity: true)
            var x = rect.x
            for s in spans {
                if s.x0 > x { addPiece(x, s.x0, top, bottom) }
                x = max(x, s.x1)
            }
            if x < rect.maxX { addPiece(x, rect.maxX, top, bottom) }
            swap(&open, &nextOpen)
        }
    }

    /// Adds the span [x0, x1) × [top, bottom): grows the band above's piece with the
    /// same span (in `open`), or starts a piece.
    private func addPiece(_ x0: Int, _ x1: Int, _ top: Int, _ bottom: Int) {
        var index = pieces.count
        for i in open where pieces[i].x == x0 && pieces[i].maxX == x1 && pieces[i].maxY == top {
            index = i
            break
        }
        if index < pieces.count {
            pieces[index].height += bottom - top
        } else {
            pieces.append(PixelRect(x: x0, y: top, width: x1 - x0, height: bottom - top))
        }
        nextOpen.append(index)
    }
}

extension DrawOperation {
    /// A `SRC` composite without a mask replaces every pixel of its rectangle.
    var isOccluder: Bool { op == PIXMAN_OP_SRC && mask == nil }

    /// True when the composite reads `views` as its source or mask.
    func reads(_ views: PixmanViews) -> Bool {
        Self.views(of: source) === views || mask.map { Self.views(of: $0) === views } ?? false
    }

    private static func views(of picture: Picture) -> PixmanViews? {
        switch picture {
        case let .plain(v), let .sampled(v, _): v
        case .color, .alpha, .rows: nil
        }
    }

    /// The same composite over `part` of its rectangle: the origins move with the corner.
    func clipped(to part: PixelRect) -> DrawOperation {
        var op = self
        let dx = part.x - rect.x, dy = part.y - rect.y
        op.rect = part
        op.sourceOrigin = (sourceOrigin.x + dx, sourceOrigin.y + dy)
        op.maskOrigin = (maskOrigin.x + dx, maskOrigin.y + dy)
        return op
    }
}
