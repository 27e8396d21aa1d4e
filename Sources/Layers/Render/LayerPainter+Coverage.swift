/// How a ``LayerPainter`` plans a shape's coverage inside a clip: as exact constant
/// rectangles and small cached corner masks for a straight rounded rectangle, else as
/// one cached mask rasterized by a ``RasterPlan``; and which masks each layer owns, so
/// a shape that animates away releases the mask it left.
extension LayerPainter {
    /// Device pixels above which a turned shape is rasterized in device space (see
    /// ``RasterPlan``). A mask resampled to a turned placement costs pixman's general
    /// path about 13 ns a pixel for each composite through it (the splash's logo while it
    /// turns: the background and the window each through it, 8 ms a frame at 1080p);
    /// rasterized where it lands, the shape costs its rasterizing once per frame that it
    /// turns and fast composites.
    static let deviceSpaceArea = 128.0 * 128.0
    /// The same for a blurred shape (a turned layer's shadow), whose blur would be made
    /// again every frame it turns.
    static let blurredDeviceSpaceArea = 512.0 * 512.0

    /// The layer a mask is drawn for, and what for.
    typealias MaskOwner = (record: LayerRecord, slot: MaskSlot)

    /// The coverage of `shape` (whose layer-space box is `box`) inside `clip`, in pieces.
    /// The owner's previous mask in that slot is released when the shape changed.
    func coverage(of shape: MaskKey.Shape, box: Rect, world: AffineTransform, blur: Double = 0, clip: PixelRect,
                  owner: MaskOwner, _ body: (CoveragePiece) -> Void) {
        guard !clip.isEmpty else { return }
        if blur <= 0, case let .roundedRect(rect, radius) = shape,
           roundedRectSlices(rect, radius: radius, world: world, clip: clip, owner: owner, body) {
            return
        }
        // A turned shape covering more than the threshold is rasterized where it lands.
        let deviceArea = abs(world.determinant) * box.width * box.height
        // A blur of a pixel or more hides where within a pixel the shape starts: such masks
        // are placed on whole pixels, so a shadow moving by fractions reuses its mask.
        let phaseSteps = blur * world.scaleFactor >= 1 ? 1 : RasterPlan.phaseSteps
        let threshold = blur > 0 ? Self.blurredDeviceSpaceArea : Self.deviceSpaceArea
        guard let plan = RasterPlan(world: world, inDeviceSpace: deviceArea > threshold,
                                    phaseSteps: phaseSteps) else { return }
        // Blurs wider than 128 device pixels look the same and would cost huge masks.
        let sigma = min(blur * plan.raster.scaleFactor, 128)
        let margin = sigma > 0 ? (3 * sigma).rounded(.up) + 1 : 1
        let region = plan.region(for: box, margin: margin, visible: target)
        let device = plan.deviceRect(of: region).intersection(clip)
        guard !region.isEmpty, !device.isEmpty else { return }
        let key = MaskKey(shape: shape, raster: plan.raster, region: region, blur: (sigma * 8).rounded() / 8)
        guard let mask = ownedMask(key, owner: owner) else { return }
        if let o = plan.offset {
            let origin = (x: region.x + o.x, y: region.y + o.y)
            guard usesCoverageStrips, let strips = mask.strips else { body(.mask(device, mask, origin: origin)); return }
            strips.forEachSpan(in: device.offsetBy(dx: -origin.x, dy: -origin.y)) { span, isSolid in
                let r = span.offsetBy(dx: origin.x, dy: origin.y)
                body(isSolid ? .constant(r, 1) : .mask(r, mask, origin: origin))
            }
        } else {
            body(.transformedMask(device, mask, deviceToMask: plan.deviceToMask(region)))
        }
    }

    /// The cached mask for `key`, which `owner` now uses in its slot: the mask it used
    /// there before, if different, is released (its shape animated away from it).
    private func ownedMask(_ key: MaskKey, owner: MaskOwner) -> AlphaMask? {
        if let previous = owner.record.maskKeys[owner.slot], previous != key { masks.release(previous) }
        owner.record.maskKeys[owner.slot] = key
        return masks.mask(for: key, make: { factory.makeMask(for: key, reusing: $0, sharing: rasters) })
    }

    /// A straight rounded rectangle as nine parts: four small cached corner masks (keyed
    /// by radius and sub-pixel phase only, so resizing a card reuses them) and exact
    /// constant-coverage rectangles for the rest. False when the layer is turned, scaled
    /// unevenly or too small for the corners to stay apart.
    private func roundedRectSlices(_ rect: Rect, radius: Double, world w: AffineTransform, clip: PixelRect,
                                   owner: MaskOwner, _ body: (CoveragePiece) -> Void) -> Bool {
        guard w.isRectilinear, w.a > 0, w.d > 0, abs(w.a - w.d) <= 1e-9 * w.a, w.isFinite, radius.isFinite else { return false }
        let q = { RasterPlan.quantize($0) }
        let x0 = q(w.a * rect.minX + w.tx), x1 = q(w.a * rect.maxX + w.tx)
        let y0 = q(w.d * rect.minY + w.ty), y1 = q(w.d * rect.maxY + w.ty)
        guard x1 > x0, y1 > y0, abs(x0) < 1e8, abs(x1) < 1e8, abs(y0) < 1e8, abs(y1) < 1e8 else { return true }
        let exact = RectCoverage(x0: x0, y0: y0, x1: x1, y1: y1)
        let r = q(min(max(radius, 0) * w.a, (x1 - x0) / 2, (y1 - y0) / 2))
        if r <= 0 {
            exact.forEachPiece(in: clip) { body(.constant($0, $1)) }
            return true
        }
        let left = Int(x0.rounded(.down)), right = Int(x1.rounded(.up))
        let top = Int(y0.rounded(.down)), bottom = Int(y1.rounded(.up))
        let leftEnd = Int((x0 + r).rounded(.up)), rightStart = Int((x1 - r).rounded(.down))
        let topEnd = Int((y0 + r).rounded(.up)), bottomStart = Int((y1 - r).rounded(.down))
        // Corners must stay apart, and be small enough to cache whole (huge ones go
        // through the general path, which rasterizes only what is on screen).
        guard leftEnd <= rightStart, topEnd <= bottomStart, r <= 512 else { return false }

        for i in 0..<3 {
            let band = i == 0 ? PixelRect(x: leftEnd, y: top, width: rightStart - leftEnd, height: topEnd - top)
                : i == 1 ? PixelRect(x: left, y: topEnd, width: right - left, height: bottomStart - topEnd)
                : PixelRect(x: leftEnd, y: bottomStart, width: rightStart - leftEnd, height: bottom - bottomStart)
            exact.forEachPiece(in: band.intersection(clip)) { body(.constant($0, $1)) }
        }
        // Each corner: the corner of a canonical (2r + 4)² rounded square, placed at the
        // corner's sub-pixel phase; only the corner box is rasterized.
        let side = 2 * r + 4
        for corner in 0..<4 {
            let isRight = corner & 1 == 1, isBottom = corner & 2 == 2
            let bx = isRight ? rightStart : left, by = isBottom ? bottomStart : top
            let box = PixelRect(x: bx, y: by, width: (isRight ? right : leftEnd) - bx, height: (isBottom ? bottom : topEnd) - by)
            let visible = box.intersection(clip)
            guard !visible.isEmpty else { continue }
            let sx = isRight ? x1 - Double(bx) - side : x0 - Double(bx)
            let sy = isBottom ? y1 - Double(by) - side : y0 - Double(by)
            let key = MaskKey(shape: .roundedRect(Rect(x: sx, y: sy, width: side, height: side), radius: r),
                              raster: .identity, region: PixelRect(x: 0, y: 0, width: box.width, height: box.height))
            // Corners of other layers with the same radius share these masks; bounds whose
            // radius animates release each corner they leave (if no layer drew it this frame).
            let mask = if case .bounds = owner.slot {
                ownedMask(key, owner: (owner.record, .corner(corner)))
            } else {
                masks.mask(for: key, make: { factory.makeMask(for: key, reusing: $0, sharing: rasters) })
            }
            guard let mask else { continue }
            body(.mask(visible, mask, origin: (bx, by)))
        }
        return true
    }
}
