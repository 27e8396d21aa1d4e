import FoundationEssentials

/// Walks the visible tree once per frame, records each layer's presentation and device
/// geometry in a ``LayerRecord``, and collects what changed since the last frame.
///
/// A changed layer damages where it was and where it is (shadow included); a layer that
/// appeared damages where it is; one that disappeared (removed, hidden, faded out)
/// damages where it was. Hidden and fully transparent layers stop the walk: their
/// subtrees are never visited.
@MainActor
final class DamageTracker {
    private(set) var records: [ObjectIdentifier: LayerRecord] = [:]
    private(set) var frame: UInt64 = 0
    var damage = DamageRegion(capacity: DamageRegion.reservedCount)
    /// Coverage layers (text) drawn at a ladder scale this frame because they moved: see ``CoverageScale``.
    private(set) var provisionalCoverage = 0
    /// Layers that began to show since the tracker was made: each new record counts, and
    /// each layer whose drawn pixels were all clipped away (scrolled out of its clip, or
    /// under a window still closed) and now show.
    private(set) var layersAppeared = 0
    /// Layers that stopped showing since the tracker was made: removed from the tree,
    /// hidden or faded out (their records go).
    private(set) var layersDisappeared = 0

    /// The records of layers gone this frame, kept between frames for its storage.
    private var stale: [ObjectIdentifier] = []
    private let spareRecords = LayerRecordPool()
    private var time: MediaTime = 0
    private var target = PixelRect.empty
    /// The root drawn in its own coordinate space: its transform and position are left out.
    private var rootInOwnSpace = false
    /// False redraws a masked layer wherever its mask's box changed (tests compare the two).
    var usesMaskInteriors = true
    /// Text that an animation is scaling, to draw ahead at the scales it will show at.
    var ahead = RasterAhead()
    private var deviceScale = 1.0
    private var root: ObjectIdentifier?

    /// Visits the tree at `time` and fills ``damage`` with what changed.
    /// `rootInOwnSpace`: the root as ``Renderer/render(_:at:into:scale:inOwnSpace:)`` draws it.
    func update(root: Layer, time: MediaTime, scale: Double, target: PixelRect, rootInOwnSpace: Bool = false) {
        frame &+= 1
        self.time = time
        self.target = target
        self.rootInOwnSpace = rootInOwnSpace
        deviceScale = scale
        self.root = ObjectIdentifier(root)
        ahead.removeAll()
        damage.removeAll()
        provisionalCoverage = 0
        _ = visit(root, parentWorld: AffineTransform(scale: scale), parentOpacity: 1, clip: target,
                  context: 0, parent: nil, order: 0, unchanged: nil)
        // Removed after the walk over them: removing while iterating would copy the table.
        stale.removeAll(keepingCapacity: true)
        for (id, record) in records where record.frame != frame {
            damage.add(record.bounds)
            stale.append(id)
        }
        for id in stale { records.removeValue(forKey: id).map(spareRecords.recycle) }
        layersDisappeared += stale.count
        damage.finish(within: target)
    }

    /// The scale `layer` will show at once its animations and its ancestors' end: the
    /// device scale times the scale of every model transform up to the root.
    private func restingScale(of layer: Layer) -> Double {
        var scale = deviceScale
        var next: Layer? = layer
        while let current = next {
            let isRoot = ObjectIdentifier(current) == root
            if !(isRoot && rootInOwnSpace) { scale *= current.model.transform.scaleFactor }
            next = isRoot ? nil : current.superlayer
        }
        return scale
    }

    /// Notes a layer whose scale is on its way to another (``RasterAhead``), once per
    /// destination; not when that is more than three octaves away, where an animation
    /// held off its model for good (filling forwards) would have a scale never shown
    /// drawn ahead.
    private func noteAhead(_ layer: Layer, _ record: LayerRecord, showingAt exact: Double, restingAt resting: Double) {
        guard abs(resting - exact) > exact * 1e-9 else {
            record.restingScaleNoted = 0
            return
        }
        guard record.restingScaleNoted != resting, resting.isFinite, resting >= exact / 8, resting <= exact * 8 else { return }
        record.restingScaleNoted = resting
        ahead.note(layer, showingAt: exact, restingAt: resting)
    }

    /// The record of `layer` if it was visited (is visible) this frame.
    func record(for layer: Layer) -> LayerRecord? {
        guard let r = records[ObjectIdentifier(layer)], r.frame == frame, r.layer === layer else { return nil }
        return r
    }

    func removeAll() { records.removeAll(); spareRecords.removeAll(); ahead.removeAll() }

    /// Returns the device pixels the layer's subtree draws. `unchanged`: what its
    /// ancestors' masks passed whole in this frame and the last (``MaskInterior``).
    private func visit(_ layer: Layer, parentWorld: AffineTransform, parentOpacity: Double, clip outerClip: PixelRect,
                       context: Int, parent: ObjectIdentifier?, order: Int, unchanged inherited: MaskInterior?) -> PixelRect {
        var state = layer.presentationState(at: time.seconds)
        let placement = parent == nil && rootInOwnSpace
            ? AffineTransform(translationX: -state.bounds.minX, y: -state.bounds.minY) : state.superlayerTransform
        if parent == nil && rootInOwnSpace {
            // Left to whoever shows the picture: no change of them changes a pixel.
            state.transform = .identity
            state.position = .zero
        }
        let world = placement.concatenating(parentWorld)
        // Hidden, invisible or collapsed (a zero scale, NaN geometry): nothing to draw or visit.
        guard !state.isHidden, state.opacity > 0, world.isFinite, world.isInvertible else { return .empty }
        let opacity = parentOpacity * min(state.opacity, 1)
        let id = ObjectIdentifier(layer)
        let childContext = Self.context(of: layer, inside: context)
        // A masked layer shows nothing outside what its mask draws: visited first, the mask
        // clips the layer and its sublayers, so a window scaling behind a small hole
        // damages the hole, not the window (the mask's own changes damage where it moved).
        var unchanged = inherited
        let clip = layer.mask.map { mask in
            let (passed, inside) = visitMask(mask, of: id, world: world, clip: outerClip, context: childContext,
                                             unchanged: inherited)
            if inherited?.hidesAnyChange != true {
                unchanged = MaskInterior(pixels: inherited.map { $0.pixels.intersection(inside) } ?? inside,
                                         hidesAnyChange: false)
            }
            return outerClip.intersection(passed)
        } ?? outerClip
        let existing = records[id].flatMap { $0.layer === layer ? $0 : nil }
        let exact = world.scaleFactor
        var coverageScale = exact
        var resting = exact
        if layer.rasterizesContent {
            coverageScale = CoverageScale.raster(exact: exact, moving: existing.map { $0.world.scaleFactor != exact } ?? false)
            if coverageScale != exact { provisionalCoverage += 1 }
            resting = restingScale(of: layer)
        }
        // What a layer draws follows from its presentation, its content revision (what
        // kinds bump for everything else: ``Layer/drawContent(_:scale:into:)``), its place
        // and its clip: when none moved, neither did its pixels, and its kind is not asked.
        let drawsTheSame = existing?.drawsTheSame(state: state, revision: layer.contentRevision, world: world,
                                                  clip: clip, coverageScale: coverageScale) ?? false
        let bounds = existing.flatMap { drawsTheSame ? $0.bounds : nil }
            ?? Self.drawnBounds(of: layer, state: state, world: world, coverageScale: coverageScale).intersection(clip)
        // Moving contents draw on whole pixels; the frame after they stop draws them exact.
        let contentsInMotion = layer.contents != nil && (existing.map { $0.world != world } ?? false)
        if contentsInMotion { provisionalCoverage += 1 }

        let record: LayerRecord
        // Inside a mask's subtree any change is hidden where the mask passes all; inside
        // the masked layer's, only a change of clip is (what a moving mask makes).
        var hidden = unchanged.map { $0.hidesAnyChange ? $0.pixels : .empty } ?? .empty
        if let existing {
            record = existing
            if record.bounds.isEmpty, !bounds.isEmpty { layersAppeared += 1 }
            if !drawsTheSame || record.showsDifferently(opacity: opacity, context: context, parent: parent, order: order,
                                                         bounds: bounds, contentsInMotion: contentsInMotion) {
                // The same as last time but for the clip, and the drawn bounds the clip cuts.
                let onlyClip = record.drawsTheSame(state: state, revision: layer.contentRevision, world: world,
                                                   clip: record.clip, coverageScale: coverageScale)
                    && !record.showsDifferently(opacity: opacity, context: context, parent: parent, order: order,
                                                bounds: record.bounds, contentsInMotion: contentsInMotion)
                if onlyClip, let unchanged { hidden = unchanged.pixels } else if !(unchanged?.hidesAnyChange ?? false) {
                    // Anything else that changed here may show through what masks below pass.
                    unchanged = MaskInterior.none
                }
                if onlyClip, hidden.isEmpty {
                    // It draws the same where both clips let it: only what one clip lets
                    // through and the other not changes (a window revealed a band a frame
                    // redraws the band, not all it showed). Under a mask's interior the
                    // ring around it is redrawn as before: cut twice, the pieces would
                    // outnumber the damage's rectangles and merge into more.
                    let kept = record.bounds.intersection(bounds)
                    record.bounds.forEachPart(outside: kept) { damage.add($0) }
                    bounds.forEachPart(outside: kept) { damage.add($0) }
                } else {
                    damage.add(record.bounds, outside: hidden)
                    damage.add(bounds, outside: hidden)
                }
            }
        } else {
            if let stale = records[id] { damage.add(stale.bounds) }
            record = spareRecords.take(for: layer)
            layersAppeared += 1
            records[id] = record
            damage.add(bounds, outside: hidden)
            if !(unchanged?.hidesAnyChange ?? false) { unchanged = MaskInterior.none }
        }
        record.state = state
        record.revision = layer.contentRevision
        record.world = world
        record.opacity = opacity
        record.clip = clip
        record.context = context
        record.parent = parent
        record.order = order
        record.bounds = bounds
        record.coverageScale = coverageScale
        record.contentsInMotion = contentsInMotion
        record.frame = frame
        if layer.rasterizesContent { noteAhead(layer, record, showingAt: exact, restingAt: resting) }
        // Only a layer drawn as a mask keeps what it passed whole (set by `visitMask`).
        if order != -1 { record.interior = .empty }

        var childClip = clip
        if layer.masksToBounds { childClip = clip.intersection(PixelRect(covering: world.apply(to: state.bounds))) }

        // Union of what is drawn so far, to tell whether children overlap (group opacity).
        var drawn = bounds
        var overlaps = false
        var index = 0
        for sub in layer.sublayersInDrawingOrder {
            let s = visit(sub, parentWorld: world, parentOpacity: opacity, clip: childClip,
                          context: childContext, parent: id, order: index, unchanged: unchanged)
            if s.intersects(drawn) { overlaps = true }
            drawn = drawn.union(s)
            index += 1
        }
        record.subtree = drawn
        record.needsGroup = state.opacity < 1 && overlaps
        return drawn
    }

    /// Visits `mask`, the mask of the layer `owner` drawn through `world`: returns the
    /// pixels it draws (which clip the masked layer) and those it passed whole in this
    /// frame and the last, under which its own changes are hidden too.
    private func visitMask(_ mask: Layer, of owner: ObjectIdentifier, world: AffineTransform, clip: PixelRect, context: Int,
                           unchanged inherited: MaskInterior?) -> (drawn: PixelRect, unchanged: PixelRect) {
        let maskID = ObjectIdentifier(mask)
        let before = records[maskID].flatMap { $0.layer === mask ? $0.interior : nil } ?? .empty
        let state = mask.presentationState(at: time.seconds)
        let now = usesMaskInteriors
            ? MaskInterior.pixels(of: mask, state: state, world: state.superlayerTransform.concatenating(world)) : .empty
        let inside = before.intersection(now)
        let hidden = inherited.flatMap { $0.hidesAnyChange ? $0 : nil } ?? MaskInterior(pixels: inside, hidesAnyChange: true)
        let drawn = visit(mask, parentWorld: world, parentOpacity: 1, clip: clip, context: context, parent: owner,
                          order: -1, unchanged: hidden)
        records[maskID]?.interior = now
        return (drawn, inside)
    }

    /// What a layer's sublayers inherit of its ancestors' clipping and masking and its own.
    private static func context(of layer: Layer, inside context: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(context)
        hasher.combine(layer.masksToBounds)
        if let mask = layer.mask { hasher.combine(ObjectIdentifier(mask)) }
        return hasher.finalize()
    }

    /// Device pixels the layer draws itself, shadow included, one pixel wider where
    /// bilinear sampling or antialiasing can spill. Its kind's own drawing is what its
    /// ``ContentItem``s cover, asked at `coverageScale` device pixels per point.
    static func drawnBounds(of layer: Layer, state: LayerState, world: AffineTransform, coverageScale: Double) -> PixelRect {
        let content = ContentSummary(of: layer, state, scale: coverageScale)
        var local = content.box
        let frameVisible = state.backgroundColor.alpha > 0 || (state.borderWidth > 0 && state.borderColor.alpha > 0)
        if frameVisible { local = local.union(state.bounds) }
        if let image = layer.contents {
            local = local.union(layer.contentsGravity.placement(ofImage: image.size, scale: layer.contentsScale, in: state.bounds))
        }
        var shadowShape = frameVisible || layer.contents != nil ? state.bounds : Rect.null
        if let shadow = content.shadow { shadowShape = shadowShape.union(shadow.transform.apply(to: shadow.box)) }
        if state.shadowOpacity > 0, state.shadowColor.alpha > 0, !shadowShape.isNull, state.shadowOffset.isFinite {
            let spread = state.shadowRadius.isFinite ? 3 * max(state.shadowRadius, 0) : 0
            local = local.union(shadowShape.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
                .insetBy(dx: -spread, dy: -spread))
        }
        guard !local.isNull, local.isFinite else { return .empty }
        let device = PixelRect(covering: world.apply(to: local))
        return world.isRectilinear ? device : device.insetBy(-1)
    }
}
