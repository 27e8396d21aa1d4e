import Foundation

/// Draws the recorded tree into one damaged rectangle, in Core Animation's order:
/// shadow, background, contents, shape or text, sublayers (clipped when
/// `masksToBounds`), border; then the layer's mask and group opacity apply to it all.
///
/// Opacity is folded into each draw unless a translucent layer's content overlaps,
/// which alone pays for an offscreen pass. Every shape goes through ``coverage(of:box:world:blur:clip:owner:_:)``,
/// which uses mask-free rectangle pieces and cached corner masks for straight rounded
/// rectangles, and cached masks for everything else.
@MainActor
final class LayerPainter {
    let compositor = Compositor()
    let masks: MaskCache
    let factory = MaskFactory()
    let offscreens = OffscreenPool()
    let tracker: DamageTracker
    /// The whole target, in device pixels: masks are cut to it, not to the damage, so
    /// they stay valid from frame to frame.
    var target = PixelRect.empty

    /// Device pixels above which a turned shape is rasterized in device space (see ``RasterPlan``).
    static let deviceSpaceArea = 512.0 * 512.0

    init(tracker: DamageTracker, maskBudget: Int) {
        self.tracker = tracker
        masks = MaskCache(budget: maskBudget)
    }

    /// Draws `layer` and its subtree into `dst` inside `clip`, faded by `alpha`.
    func paint(_ layer: Layer, into dst: Image, clip: PixelRect, alpha: Double) {
        guard let rec = tracker.record(for: layer) else { return }
        let region = rec.subtree.intersection(clip)
        guard !region.isEmpty else { return }
        let opacity = alpha * min(rec.state.opacity, 1)

        if let mask = layer.mask {
            guard let content = offscreens.acquire() else { paintLayer(layer, rec, dst, region, opacity); return }
            defer { offscreens.release() }
            paintCovering(layer, into: content, clip: region, insideRootEffects: true)
            if opacity >= 1, let maskRec = tracker.record(for: mask), let shape = Self.plainShape(mask, maskRec) {
                // One opaque fill: its coverage mask is the mask, no second offscreen needed.
                coverage(of: .fill(shape.path, shape.layer.fillRule, antialiased: shape.layer.isAntialiased),
                         box: shape.path.boundingBox,
                         world: shape.layer.pathTransform(in: maskRec.state).concatenating(maskRec.world),
                         clip: region, owner: (maskRec, .fill)) { composite(content, through: $0, into: dst) }
                return
            }
            guard let coverage = offscreens.acquire() else { compositor.draw(content, alpha: opacity, over: region, in: dst); return }
            defer { offscreens.release() }
            compositor.clear(region, in: coverage)
            paint(mask, into: coverage, clip: region, alpha: 1)
            compositor.multiply(content, byAlphaOf: coverage, over: region)
            compositor.draw(content, alpha: opacity, over: region, in: dst)
        } else if rec.needsGroup && opacity < 1, let group = offscreens.acquire() {
            defer { offscreens.release() }
            compositor.clear(region, in: group)
            paintLayer(layer, rec, group, region, 1)
            compositor.draw(group, alpha: opacity, over: region, in: dst)
        } else {
            paintLayer(layer, rec, dst, region, opacity)
        }
    }

    private func paintLayer(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state, world = rec.world
        paintShadow(layer, rec, dst, clip, alpha)
        if state.backgroundColor.alpha > 0 {
            fill(.roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 color: state.backgroundColor, alpha: alpha, clip: clip, dst, owner: (rec, .bounds))
        }
        if layer.masksToBounds {
            paintClipped(layer, rec, dst, clip, alpha)
        } else {
            paintInside(layer, rec, dst, clip, alpha)
        }
        paintBorder(rec, dst, clip, alpha)
    }

    /// The border, drawn over the sublayers.
    private func paintBorder(_ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state
        if state.borderWidth > 0, state.borderColor.alpha > 0 {
            fill(.ring(state.bounds, radius: state.cornerRadius, width: state.borderWidth), box: state.bounds,
                 world: rec.world, color: state.borderColor, alpha: alpha, clip: clip, dst, owner: (rec, .border))
        }
    }

    /// Draws what `root`'s subtree shows in `clip` over whatever `dst` holds there: from its
    /// opaque cover on (see ``OpaqueCover``) when it has one, else over a cleared `clip`.
    /// `insideRootEffects`: the caller applies `root`'s own mask and group opacity.
    func paintCovering(_ root: Layer, into dst: Image, clip: PixelRect, insideRootEffects: Bool) {
        guard let cover = OpaqueCover.find(in: root, covering: clip, tracker: tracker, insideRootEffects: insideRootEffects) else {
            compositor.clear(clip, in: dst)
            paintWhole(root, dst, clip, skippingEffects: insideRootEffects)
            return
        }
        // The cover in full, then, ancestor by ancestor up to `root`, what lies above it:
        // the sublayers after the branch holding the cover, and the ancestor's border. Along
        // the way every opacity is 1 and every clip holds `clip` (``OpaqueCover``'s conditions).
        paintWhole(cover, dst, clip, skippingEffects: cover === root && insideRootEffects)
        var branch = cover
        while branch !== root, let parent = branch.superlayer {
            var above = false
            for sub in parent.sublayersInDrawingOrder {
                if above { paint(sub, into: dst, clip: clip, alpha: 1) } else if sub === branch { above = true }
            }
            if let rec = tracker.record(for: parent) { paintBorder(rec, dst, clip, 1) }
            branch = parent
        }
    }

    /// `layer` and its subtree; `skippingEffects` leaves out its own mask and group
    /// opacity (the caller's offscreen pass applies them).
    private func paintWhole(_ layer: Layer, _ dst: Image, _ clip: PixelRect, skippingEffects: Bool) {
        if !skippingEffects {
            paint(layer, into: dst, clip: clip, alpha: 1)
        } else if let rec = tracker.record(for: layer) {
            paintLayer(layer, rec, dst, clip, 1)
        }
    }

    /// Contents, shape, text and sublayers: what `masksToBounds` clips.
    private func paintInside(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state, world = rec.world
        if let image = layer.contents {
            let rect = layer.contentsGravity.placement(ofImage: image.size, scale: layer.contentsScale, in: state.bounds)
            drawImage(image, in: rect, world: world, alpha: alpha, clip: clip, dst)
        }
        if let gradient = layer as? GradientLayer { paintGradient(gradient, rec, dst, clip, alpha) }
        if let shape = layer as? ShapeLayer { paintShape(shape, rec, dst, clip, alpha) }
        if let text = layer as? CoverageProviding { paintCoverage(text, state, world, rec.coverageScale, dst, clip, alpha) }
        for sub in layer.sublayersInDrawingOrder {
            paint(sub, into: dst, clip: clip, alpha: alpha)
        }
    }

    /// Straight, square-cornered bounds just narrow the clip; rounded or turned bounds
    /// draw the inside offscreen and bring it back through the bounds' coverage.
    private func paintClipped(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state, world = rec.world
        let device = world.apply(to: state.bounds)
        if world.isRectilinear && state.cornerRadius <= 0 {
            // Snapped to the nearest pixel edges: a sub-pixel clip is not worth an offscreen pass.
            let snapped = Rect(x: device.minX.rounded(), y: device.minY.rounded(),
                               width: device.maxX.rounded() - device.minX.rounded(),
                               height: device.maxY.rounded() - device.minY.rounded())
            paintInside(layer, rec, dst, clip.intersection(PixelRect(covering: snapped)), alpha)
            return
        }
        let region = clip.intersection(PixelRect(covering: device).insetBy(-1))
        guard !region.isEmpty else { return }
        guard let inside = offscreens.acquire() else { paintInside(layer, rec, dst, region, alpha); return }
        defer { offscreens.release() }
        compositor.clear(region, in: inside)
        paintInside(layer, rec, inside, region, alpha)
        coverage(of: .roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 clip: region, owner: (rec, .bounds)) { composite(inside, through: $0, into: dst) }
    }

    /// Draws `source` (an offscreen in device pixels) over `dst` through one coverage piece.
    private func composite(_ source: Image, through piece: CoveragePiece, into dst: Image) {
        switch piece {
        case let .constant(r, c): compositor.draw(source, alpha: c, over: r, in: dst)
        case let .mask(r, m, origin): compositor.draw(source, through: m, at: origin, over: r, in: dst)
        case let .transformedMask(r, m, t): compositor.draw(source, through: m, deviceToMask: t, over: r, in: dst)
        }
    }

    /// A mask layer whose coverage is exactly its path's fill: a shape layer filled with an
    /// opaque colour and drawing nothing else (no sublayers, stroke, background, border,
    /// shadow, contents or mask of its own).
    private static func plainShape(_ layer: Layer, _ rec: LayerRecord) -> (layer: ShapeLayer, path: Path)? {
        let s = rec.state
        guard let shape = layer as? ShapeLayer, let path = shape.path, path.isFinite, !path.isEmpty,
              s.opacity >= 1, s.fillColor.alpha >= 1, s.strokeColor.alpha == 0 || s.lineWidth <= 0,
              s.backgroundColor.alpha == 0, s.borderWidth <= 0 || s.borderColor.alpha == 0,
              s.shadowOpacity <= 0 || s.shadowColor.alpha == 0,
              layer.sublayers.isEmpty, layer.contents == nil, layer.mask == nil else { return nil }
        return (shape, path)
    }

    private func paintShadow(_ layer: Layer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        let state = rec.state
        guard state.shadowOpacity > 0, state.shadowColor.alpha > 0, state.shadowOffset.isFinite else { return }
        let world = AffineTransform(translationX: state.shadowOffset.width, y: state.shadowOffset.height)
            .concatenating(rec.world)
        let color = state.shadowColor.withAlpha(state.shadowColor.alpha * min(state.shadowOpacity, 1))
        let blur = state.shadowRadius.isFinite ? max(state.shadowRadius, 0) : 0
        if let shape = layer as? ShapeLayer, let path = shape.path, path.isFinite, !path.isEmpty, state.fillColor.alpha > 0 {
            fill(.fill(path, shape.fillRule, antialiased: shape.isAntialiased), box: path.boundingBox,
                 world: shape.pathTransform(in: state).concatenating(world),
                 blur: blur, color: color, alpha: alpha, clip: clip, dst, owner: (rec, .shadow))
        } else if state.backgroundColor.alpha > 0 || layer.contents != nil || layer is GradientLayer
                    || (state.borderWidth > 0 && state.borderColor.alpha > 0) {
            fill(.roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 blur: blur, color: color, alpha: alpha, clip: clip, dst, owner: (rec, .shadow))
        }
    }

    /// A gradient fills the bounds (rounded by the corner radius): opaque inside pieces
    /// replace what is underneath, edge pieces blend through their coverage.
    private func paintGradient(_ layer: GradientLayer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect,
                               _ alpha: Double) {
        let state = rec.state, world = rec.world
        guard let shader = GradientShader.shader(for: layer, state: state, opacity: alpha),
              let deviceToLayer = world.inverted() else { return }
        let source = shader.pixmanImage
        coverage(of: .roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 clip: clip, owner: (rec, .bounds)) { piece in
            switch piece {
            case let .constant(r, c):
                compositor.paint(source, deviceToSource: deviceToLayer, coverage: c, replace: shader.isOpaque,
                                 over: r, in: dst)
            case let .mask(r, m, origin):
                compositor.paint(source, deviceToSource: deviceToLayer, through: m, at: origin, over: r, in: dst)
            case let .transformedMask(r, m, t):
                compositor.paint(source, deviceToSource: deviceToLayer, through: m, deviceToMask: t, over: r, in: dst)
            }
        }
    }

    private func paintShape(_ shape: ShapeLayer, _ rec: LayerRecord, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        guard let path = shape.path, path.isFinite, !path.isEmpty else { return }
        let state = rec.state
        let box = path.boundingBox
        let world = shape.pathTransform(in: state).concatenating(rec.world)
        if state.fillColor.alpha > 0 {
            fill(.fill(path, shape.fillRule, antialiased: shape.isAntialiased), box: box, world: world,
                 color: state.fillColor, alpha: alpha, clip: clip, dst, owner: (rec, .fill))
        }
        if state.strokeColor.alpha > 0, state.lineWidth > 0, state.lineWidth.isFinite {
            let style = shape.strokeStyle(in: state)
            let o = style.outset
            fill(.stroke(path, style, start: state.strokeStart, end: state.strokeEnd, antialiased: shape.isAntialiased),
                 box: box.insetBy(dx: -o, dy: -o), world: world, color: state.strokeColor, alpha: alpha, clip: clip, dst,
                 owner: (rec, .stroke))
        }
    }

    /// Text and other coverage providers, rasterized at `scale` (the tracker's
    /// ``CoverageScale``): straight layers at their own scale place the mask on whole
    /// pixels (crisp glyphs), turned or moving ones resample it.
    private func paintCoverage(_ provider: CoverageProviding, _ state: LayerState, _ world: AffineTransform,
                               _ scale: Double, _ dst: Image, _ clip: PixelRect, _ alpha: Double) {
        guard state.foregroundColor.alpha > 0 else { return }
        guard let (mask, offset) = provider.coverageMask(scale: scale, size: state.bounds.size) else { return }
        let origin = state.bounds.origin + offset
        let color = state.foregroundColor.premultipliedARGB32(opacity: alpha)
        if world.isRectilinear && world.a > 0 && abs(world.a - world.d) <= 1e-9 * world.a && world.scaleFactor == scale {
            let p = world.apply(to: origin)
            compositor.fill(clip, color: color, through: mask, at: (Int(p.x.rounded()), Int(p.y.rounded())), in: dst)
        } else {
            let maskToDevice = AffineTransform(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: origin.x, ty: origin.y)
                .concatenating(world)
            guard let deviceToMask = maskToDevice.inverted() else { return }
            let area = PixelRect(covering: maskToDevice.apply(to: Rect(x: 0, y: 0, width: Double(mask.width),
                                                                       height: Double(mask.height)))).insetBy(-1)
            compositor.fill(area.intersection(clip), color: color, through: mask, deviceToMask: deviceToMask, in: dst)
        }
    }

    /// Draws an image into `rect` (layer coordinates): a plain copy when it lands 1:1 on
    /// whole pixels, bilinear otherwise; straight placements pad the edges (crisp, like
    /// Core Animation), turned ones fade them out (antialiased).
    private func drawImage(_ image: Image, in rect: Rect, world: AffineTransform, alpha: Double, clip: PixelRect, _ dst: Image) {
        guard !rect.isEmpty, rect.isFinite else { return }
        let toLayer = AffineTransform(a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                                      tx: rect.minX, ty: rect.minY)
        let t = toLayer.concatenating(world)
        let device = world.apply(to: rect)
        if t.isRectilinear && t.a > 0 && t.d > 0 {
            let snapped = PixelRect(x: Int(device.minX.rounded()), y: Int(device.minY.rounded()),
                                    width: Int(device.maxX.rounded() - device.minX.rounded()),
                                    height: Int(device.maxY.rounded() - device.minY.rounded())).intersection(clip)
            if abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9, t.tx == t.tx.rounded(), t.ty == t.ty.rounded() {
                compositor.draw(image, offset: (Int(t.tx), Int(t.ty)), alpha: alpha, over: snapped, in: dst)
            } else if let back = t.inverted() {
                compositor.draw(image, deviceToSource: back, padded: true, alpha: alpha, over: snapped, in: dst)
            }
        } else if let back = t.inverted() {
            compositor.draw(image, deviceToSource: back, alpha: alpha,
                            over: PixelRect(covering: device).insetBy(-1).intersection(clip), in: dst)
        }
    }

    // MARK: Coverage

    /// Fills `shape` with `color` faded by `alpha`.
    private func fill(_ shape: MaskKey.Shape, box: Rect, world: AffineTransform, blur: Double = 0, color: Color,
                      alpha: Double, clip: PixelRect, _ dst: Image, owner: MaskOwner) {
        coverage(of: shape, box: box, world: world, blur: blur, clip: clip, owner: owner) { piece in
            switch piece {
            case let .constant(r, c):
                compositor.fill(r, color: color.premultipliedARGB32(opacity: alpha * c), in: dst)
            case let .mask(r, m, origin):
                compositor.fill(r, color: color.premultipliedARGB32(opacity: alpha), through: m, at: origin, in: dst)
            case let .transformedMask(r, m, t):
                compositor.fill(r, color: color.premultipliedARGB32(opacity: alpha), through: m, deviceToMask: t, in: dst)
            }
        }
    }

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
        // A shape covering more than a quarter megapixel is rasterized where it lands.
        let deviceArea = abs(world.determinant) * box.width * box.height
        // A blur of a pixel or more hides where within a pixel the shape starts: such masks
        // are placed on whole pixels, so a shadow moving by fractions reuses its mask.
        let phaseSteps = blur * world.scaleFactor >= 1 ? 1 : RasterPlan.phaseSteps
        guard let plan = RasterPlan(world: world, inDeviceSpace: deviceArea > Self.deviceSpaceArea,
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
            body(.mask(device, mask, origin: (region.x + o.x, region.y + o.y)))
        } else {
            body(.transformedMask(device, mask, deviceToMask: plan.deviceToMask(region)))
        }
    }

    /// The cached mask for `key`, which `owner` now uses in its slot: the mask it used
    /// there before, if different, is released (its shape animated away from it).
    private func ownedMask(_ key: MaskKey, owner: MaskOwner) -> AlphaMask? {
        if let previous = owner.record.maskKeys[owner.slot], previous != key { masks.release(previous) }
        owner.record.maskKeys[owner.slot] = key
        return masks.mask(for: key, make: { factory.makeMask(for: key, reusing: $0) })
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
                masks.mask(for: key, make: { factory.makeMask(for: key, reusing: $0) })
            }
            guard let mask else { continue }
            body(.mask(visible, mask, origin: (bx, by)))
        }
        return true
    }
}
