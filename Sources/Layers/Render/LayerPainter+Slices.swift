/// Straight rounded rectangles and their borders in slices: small cached corner masks
/// and exact constant-coverage rectangles for the rest, instead of a mask as big as the
/// shape. A window's outline (a 1-pixel ring around the whole window) rasterized whole
/// is a window-sized mask for a few pixels of ring; its slices are four corners of a few
/// pixels.
extension LayerPainter {
    /// A straight rounded rectangle as nine parts: four small cached corner masks (keyed
    /// by radius and sub-pixel phase only, so resizing a card reuses them) and exact
    /// constant-coverage rectangles for the rest. False when the layer is turned, scaled
    /// unevenly or too small for the corners to stay apart.
    func roundedRectSlices(_ rect: Rect, radius: Double, world w: AffineTransform, clip: PixelRect,
                           owner: MaskOwner, _ body: (CoveragePiece) -> Void) -> Bool {
        guard let edges = SliceEdges(rect, world: w, radius: radius) else { return false }
        guard let exact = edges.exact else { return true }
        if edges.radius <= 0 {
            exact.forEachPiece(in: clip) { body(.constant($0, $1)) }
            return true
        }
        guard let grid = edges.grid(corner: edges.radius) else { return false }
        for i in 0..<3 {
            exact.forEachPiece(in: grid.band(i).intersection(clip)) { body(.constant($0, $1)) }
        }
        let r = edges.radius
        corners(grid, exact, clip: clip, owner: owner, body) { .roundedRect($0, radius: r) }
        return true
    }

    /// A straight rounded rectangle's border (a ring `width` wide inside its edge) in
    /// slices: corner masks of a canonical ring (as deep as the radius or the border,
    /// whichever is more), and along each side the exact coverage between the outer and
    /// the inner edge. False where the parts would not be exact (turned or unevenly
    /// scaled layers, corners that meet, a border that fills the rectangle): the caller
    /// rasterizes the ring whole.
    func ringSlices(_ rect: Rect, radius: Double, width: Double, world w: AffineTransform, clip: PixelRect,
                    owner: MaskOwner, _ body: (CoveragePiece) -> Void) -> Bool {
        guard width.isFinite, width > 0, let edges = SliceEdges(rect, world: w, radius: radius) else { return false }
        guard let e = edges.exact else { return true }
        // The inner edges are placed as the outer ones are, each on its own 1/16 pixel.
        let border = RasterPlan.quantize(width * w.a), r = edges.radius
        guard border > 0, let inner = SliceEdges(rect.insetBy(dx: width, dy: width), world: w, radius: 0)?.exact,
              let grid = edges.grid(corner: max(r, border)) else { return false }
        // The ring's own mask, if it had one, is not drawn again.
        if let previous = owner.record.maskKeys[owner.slot] {
            masks.release(previous)
            owner.record.maskKeys[owner.slot] = nil
        }
        for i in 0..<4 {
            // Top, left, bottom, right: the border's strip along that edge.
            let strip = RectCoverage(x0: i == 3 ? inner.x1 : e.x0, y0: i == 2 ? inner.y1 : e.y0,
                                     x1: i == 1 ? inner.x0 : e.x1, y1: i == 0 ? inner.y0 : e.y1)
            strip.forEachPiece(in: grid.side(i).intersection(clip)) { body(.constant($0, $1)) }
        }
        corners(grid, e, clip: clip, owner: owner, body) { .ring($0, radius: r, width: border) }
        return true
    }

    /// Each corner box's coverage through a cached mask: the corner of a canonical
    /// (2c + 4)² square of `shape`, placed at the corner's sub-pixel phase; only the
    /// corner box is rasterized.
    private func corners(_ grid: SliceGrid, _ e: RectCoverage, clip: PixelRect, owner: MaskOwner,
                         _ body: (CoveragePiece) -> Void, shape: (Rect) -> MaskKey.Shape) {
        let side = 2 * grid.corner + 4
        for corner in 0..<4 {
            let isRight = corner & 1 == 1, isBottom = corner & 2 == 2
            let box = grid.cornerBox(corner)
            let visible = box.intersection(clip)
            guard !visible.isEmpty else { continue }
            let sx = isRight ? e.x1 - Double(box.x) - side : e.x0 - Double(box.x)
            let sy = isBottom ? e.y1 - Double(box.y) - side : e.y0 - Double(box.y)
            let key = MaskKey(shape: shape(Rect(x: sx, y: sy, width: side, height: side)),
                              raster: .identity, region: PixelRect(x: 0, y: 0, width: box.width, height: box.height))
            // Corners of other layers with the same radius share these masks; bounds whose
            // radius animates release each corner they leave (if no layer drew it this frame).
            let mask = if case .bounds = owner.slot {
                ownedMask(key, owner: (owner.record, .corner(corner)))
            } else {
                masks.mask(for: key, make: { factory.makeMask(for: key, reusing: $0, sharing: rasters) })
            }
            guard let mask else { continue }
            body(.mask(visible, mask, origin: (box.x, box.y)))
        }
    }
}

/// A straight rectangle's device edges, quantized as ``RasterPlan`` places shapes, and
/// its corner radius in device pixels (at most half a side).
struct SliceEdges {
    /// Nil when the rectangle covers nothing.
    let exact: RectCoverage?
    let radius: Double

    /// Nil when the layer is turned or scaled unevenly (slices would not be exact).
    init?(_ rect: Rect, world w: AffineTransform, radius: Double) {
        guard w.isRectilinear, w.a > 0, w.d > 0, abs(w.a - w.d) <= 1e-9 * w.a, w.isFinite, radius.isFinite else { return nil }
        let q = { RasterPlan.quantize($0) }
        let x0 = q(w.a * rect.minX + w.tx), x1 = q(w.a * rect.maxX + w.tx)
        let y0 = q(w.d * rect.minY + w.ty), y1 = q(w.d * rect.maxY + w.ty)
        guard x1 > x0, y1 > y0, abs(x0) < 1e8, abs(x1) < 1e8, abs(y0) < 1e8, abs(y1) < 1e8 else {
            exact = nil
            self.radius = 0
            return
        }
        exact = RectCoverage(x0: x0, y0: y0, x1: x1, y1: y1)
        self.radius = q(min(max(radius, 0) * w.a, (x1 - x0) / 2, (y1 - y0) / 2))
    }

    /// The pixel grid around corner boxes `corner` device pixels deep; nil when the
    /// corners would meet or are too big to cache whole (huge ones go through the general
    /// path, which rasterizes only what is on screen).
    func grid(corner c: Double) -> SliceGrid? {
        guard let e = exact else { return nil }
        let grid = SliceGrid(corner: c, left: Int(e.x0.rounded(.down)), right: Int(e.x1.rounded(.up)),
                             top: Int(e.y0.rounded(.down)), bottom: Int(e.y1.rounded(.up)),
                             leftEnd: Int((e.x0 + c).rounded(.up)), rightStart: Int((e.x1 - c).rounded(.down)),
                             topEnd: Int((e.y0 + c).rounded(.up)), bottomStart: Int((e.y1 - c).rounded(.down)))
        return grid.leftEnd <= grid.rightStart && grid.topEnd <= grid.bottomStart && c <= 512 ? grid : nil
    }
}

/// Where a sliced rectangle's corner boxes end, in whole device pixels.
struct SliceGrid {
    let corner: Double
    let left, right, top, bottom: Int
    let leftEnd, rightStart, topEnd, bottomStart: Int

    /// Everything but the corner boxes, band `i`: the top band (0), the middle rows (1),
    /// the bottom band (2).
    func band(_ i: Int) -> PixelRect {
        i == 1 ? PixelRect(x: left, y: topEnd, width: right - left, height: bottomStart - topEnd) : side(i)
    }

    /// Side `i` between the corner boxes: top (0), left (1), bottom (2), right (3).
    func side(_ i: Int) -> PixelRect {
        switch i {
        case 0: PixelRect(x: leftEnd, y: top, width: rightStart - leftEnd, height: topEnd - top)
        case 1: PixelRect(x: left, y: topEnd, width: leftEnd - left, height: bottomStart - topEnd)
        case 2: PixelRect(x: leftEnd, y: bottomStart, width: rightStart - leftEnd, height: bottom - bottomStart)
        default: PixelRect(x: rightStart, y: topEnd, width: right - rightStart, height: bottomStart - topEnd)
        }
    }

    /// Corner box 0 (top left), 1 (top right), 2 (bottom left) or 3 (bottom right).
    func cornerBox(_ corner: Int) -> PixelRect {
        let isRight = corner & 1 == 1, isBottom = corner & 2 == 2
        let bx = isRight ? rightStart : left, by = isBottom ? bottomStart : top
        return PixelRect(x: bx, y: by, width: (isRight ? right : leftEnd) - bx, height: (isBottom ? bottom : topEnd) - by)
    }
}
