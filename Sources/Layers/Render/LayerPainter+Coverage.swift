/// How a ``LayerPainter`` plans a shape's coverage inside a clip: as exact constant
/// rectangles and small cached corner masks for a straight rounded rectangle, else as
/// one cached mask rasterized by a ``RasterPlan``; and which masks each layer owns, so
/// a shape that animates away releases the mask it left.
extension LayerPainter {
    /// Device pixels above which a turned shape is rasterized in device space (see
    /// ``RasterPlan``). A mask resampled to a turned placement sends every composite
    /// through it down pixman's general path, per pixel (the splash's logo while it
    /// turns: the background and the window each through it); rasterized where it
    /// lands, the shape costs its rasterizing once per frame that it turns and fast
    /// composites, which is less from this size up.
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
        if blur <= 0, case let .ring(rect, radius, width) = shape,
           ringSlices(rect, radius: radius, width: width, world: world, clip: clip, owner: owner, body) {
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
    func ownedMask(_ key: MaskKey, owner: MaskOwner) -> AlphaMask? {
        let previous = owner.record.maskKeys[owner.slot]
        owner.record.maskKeys[owner.slot] = key
        return masks.mask(for: key, replacing: previous, make: { factory.makeMask(for: key, reusing: $0, sharing: rasters) })
    }
}
