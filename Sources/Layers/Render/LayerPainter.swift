import FoundationEssentials

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
    let pieces = PieceScratch()
    let scaledImages: ScaledImageCache
    /// The cells of pictures drawn in nine parts (``Layer/contentsCenter``).
    let ninePartCells = NinePartCells()
    /// Big masks made this frame whose rows the workers rasterize before playing.
    let rasters: RasterJob
    let tracker: DamageTracker
    /// The whole target, in device pixels: masks are cut to it, not to the damage, so
    /// they stay valid from frame to frame.
    var target = PixelRect.empty
    /// Big masks are drawn by their strips (``CoverageStrips``); false draws them whole,
    /// and so has them rasterized whole. Set before the first frame.
    var usesCoverageStrips = true {
        didSet { factory.writesEdgesOnly = usesCoverageStrips }
    }
    /// Opaque gradients constant along rows are drawn as solid rows (``GradientRamp``);
    /// false always evaluates pixman's gradient.
    var drawsGradientsByRows = true
    /// A piece of coverage drawn apart goes to a packed ``PieceScratch`` place; false
    /// uses the offscreens, in device pixels.
    var drawsPiecesInScratch = true

    init(tracker: DamageTracker, maskBudget: Int, imageBudget: Int, workers: Int) {
        self.tracker = tracker
        rasters = RasterJob(workers: workers)
        masks = MaskCache(budget: maskBudget)
        scaledImages = ScaledImageCache(budget: imageBudget)
    }

    /// Makes, for a `width` × `height` target drawn by `workers` threads, the memory a
    /// shape that starts to animate would otherwise make in its frames: spare masks with
    /// room to grow (``MaskCache/reserveSpares(workers:)``) and room for outlines as
    /// big as the target (``MaskFactory/reserve(width:height:job:)``). Call it in a frame
    /// at a new size, after the masks' `beginFrame`: that frame draws everything anyway.
    func reserveWorkingMemory(width: Int, height: Int, workers: Int) {
        masks.reserveSpares(workers: workers)
        factory.reserve(width: width, height: height, job: rasters)
    }

    /// Draws `layer` and its subtree into `dst` inside `clip`, faded by `alpha`.
    func paint(_ layer: Layer, into dst: Image, clip: PixelRect, alpha: Double) {
        guard let rec = tracker.record(for: layer) else { return }
        let region = rec.subtree.intersection(clip)
        guard !region.isEmpty else { return }
        let opacity = alpha * min(rec.state.opacity, 1)

        if let mask = layer.mask {
            // One opaque fill: its coverage mask is the mask, no offscreen for the mask needed.
            let plain = opacity >= 1 ? tracker.record(for: mask).flatMap { r in Self.plainShape(mask, r).map { (r, $0) } } : nil
            if let (maskRec, shape) = plain, let sole = soleImage(in: layer) {
                // A picture through a shape: one composite, no offscreen at all.
                let rect = sole.layer.contentsGravity.placement(ofImage: sole.image.size, scale: sole.layer.contentsScale,
                                                                in: sole.record.state.bounds)
                coverage(ofMask: shape, maskRec, clip: region) { drawImage(sole.image, in: rect, sole.record, through: $0, dst) }
                return
            }
            if let (maskRec, shape) = plain {
                coverage(ofMask: shape, maskRec, clip: region) { paint(layer, rec, through: $0, into: dst) }
                return
            }
            guard let content = offscreens.acquire() else { paintLayer(layer, rec, dst, region, opacity); return }
            defer { offscreens.release() }
            paintCovering(layer, into: content, clip: region, insideRootEffects: true)
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

    /// An opaque layer (its own mask left out) through one piece of its mask's coverage:
    /// straight into `dst` where the coverage is whole, through an offscreen elsewhere.
    private func paint(_ layer: Layer, _ rec: LayerRecord, through piece: CoveragePiece, into dst: Image) {
        if case let .constant(r, c) = piece, c >= 1 {
            paintLayer(layer, rec, dst, r, 1)
            return
        }
        let drawn = drawApart(through: piece, into: dst) { content in
            paintCovering(layer, into: content, clip: piece.rect, insideRootEffects: true)
        }
        if !drawn { paintLayer(layer, rec, dst, piece.rect, 1) }
    }

    /// Runs `draw` on an image in which `piece`'s pixels are drawn apart, then brings them
    /// into `dst` through the piece: a ``PieceScratch`` place when one is free (`draw`'s
    /// verbs land there shifted), else an offscreen. False, having drawn nothing, when
    /// neither is available.
    private func drawApart(through piece: CoveragePiece, into dst: Image, _ draw: (Image) -> Void) -> Bool {
        if drawsPiecesInScratch, !compositor.isDrawingApart, let place = pieces.place(piece.rect) {
            compositor.drawing(into: place) { draw(place.image) }
            composite(place.image, offset: place.offset, through: piece, into: dst)
            return true
        }
        guard let content = offscreens.acquire() else { return false }
        defer { offscreens.release() }
        draw(content)
        composite(content, through: piece, into: dst)
        return true
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
        let state = rec.state
        if let image = layer.contents {
            let rect = layer.contentsGravity.placement(ofImage: image.size, scale: layer.contentsScale, in: state.bounds)
            if let parts = NinePart(image: image, center: layer.contentsCenter, scale: layer.contentsScale, in: rect,
                                    world: rec.world) {
                drawNinePart(image, parts, rec, alpha: alpha, clip: clip, dst)
            } else {
                drawImage(image, in: rect, rec, alpha: alpha, clip: clip, dst)
            }
        }
        paintContent(layer, rec, dst, clip, alpha)
        for sub in layer.sublayersInDrawingOrder {
            paint(sub, into: dst, clip: clip, alpha: alpha)
        }
    }

    /// Straight, square-cornered bounds just narrow the clip; rounded or turned bounds
    /// draw the inside offscreen and bring it back through the bounds' coverage, except
    /// where that coverage is whole: there the inside is drawn straight into `dst`, so a
    /// rounded card pays the offscreen pass only in its corners and edges.
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
        coverage(of: .roundedRect(state.bounds, radius: state.cornerRadius), box: state.bounds, world: world,
                 clip: region, owner: (rec, .bounds)) { piece in
            let r = piece.rect
            if case let .constant(_, c) = piece, c >= 1 {
                paintInside(layer, rec, dst, r, alpha)
                return
            }
            let drawn = drawApart(through: piece, into: dst) { inside in
                compositor.clear(r, in: inside)
                paintInside(layer, rec, inside, r, alpha)
            }
            if !drawn { paintInside(layer, rec, dst, r, alpha) }
        }
    }

    /// Draws `source` (drawn apart: device pixel p at its pixel p − `offset`) over `dst`
    /// through one coverage piece.
    private func composite(_ source: Image, offset: (x: Int, y: Int) = (0, 0), through piece: CoveragePiece,
                           into dst: Image) {
        switch piece {
        case let .constant(r, c): compositor.draw(source, offset: offset, alpha: c, over: r, in: dst)
        case let .mask(r, m, origin): compositor.draw(source, offset: offset, through: m, at: origin, over: r, in: dst)
        case let .transformedMask(r, m, t):
            compositor.draw(source, offset: offset, through: m, deviceToMask: t, over: r, in: dst)
        }
    }

    /// Fills `shape` with `color` faded by `alpha`.
    func fill(_ shape: MaskKey.Shape, box: Rect, world: AffineTransform, blur: Double = 0, color: Color,
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

    /// The coverage of a plain mask shape (``plainShape(_:_:)``) inside `clip`.
    private func coverage(ofMask shape: ContentSummary.Shape, _ maskRec: LayerRecord, clip: PixelRect,
                          _ body: (CoveragePiece) -> Void) {
        coverage(of: shape.shape, box: shape.box, world: shape.transform.concatenating(maskRec.world),
                 clip: clip, owner: (maskRec, .content(0)), body)
    }

    /// A mask layer whose coverage is exactly one shape: a kind drawing one opaque fill
    /// and nothing else (no sublayers, background, border, shadow, contents or mask of
    /// its own).
    private static func plainShape(_ layer: Layer, _ rec: LayerRecord) -> ContentSummary.Shape? {
        let s = rec.state
        guard s.opacity >= 1, s.backgroundColor.alpha == 0, s.borderWidth <= 0 || s.borderColor.alpha == 0,
              s.shadowOpacity <= 0 || s.shadowColor.alpha == 0,
              layer.sublayers.isEmpty, layer.contents == nil, layer.mask == nil else { return nil }
        let content = ContentSummary(of: layer, s, scale: rec.coverageScale)
        return content.isOneOpaqueFill ? content.shadow : nil
    }
}
