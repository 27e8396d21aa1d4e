/// Finds, for one damaged rectangle, the topmost layer whose own drawing fills the
/// whole rectangle with opaque colour: everything drawn before it (under it) cannot show,
/// so painting starts there, without clearing. The splash's gradient hides the black
/// screen under it, and the main window's snapshot hides the cleared offscreen.
///
/// Only plain covers count: a straight (unturned) square-cornered background, or an
/// item its kind reports opaque (a gradient, a rectangle's fill), of a fully opaque layer
/// inside every ancestor's clip, under no ancestor with a mask, group opacity or rounded
/// clip, any of which would change how it shows.
@MainActor
enum OpaqueCover {
    /// The cover of `rect` in `root`'s subtree, or nil. `insideRootEffects`: the caller
    /// applies `root`'s own mask and group opacity (an offscreen pass), so they do not stop
    /// the search. The cover's ancestors up to `root` are its superlayers.
    static func find(in root: Layer, covering rect: PixelRect, tracker: DamageTracker, insideRootEffects: Bool) -> Layer? {
        search(root, rect, tracker, isRoot: insideRootEffects)
    }

    private static func search(_ layer: Layer, _ rect: PixelRect, _ tracker: DamageTracker, isRoot: Bool) -> Layer? {
        guard let rec = tracker.record(for: layer), rec.subtree.contains(rect) else { return nil }
        let state = rec.state
        if !isRoot {
            // Effects that change how the subtree shows: no cover inside them counts.
            guard layer.mask == nil, state.opacity >= 1 || !rec.needsGroup else { return nil }
        }
        // A rounded or turned clip lets what is under its corners show: neither the layer
        // nor anything it clips can cover the rectangle.
        if layer.masksToBounds && (state.cornerRadius > 0 || !rec.world.isRectilinear) { return nil }
        for sub in layer.sublayersInDrawingOrder.reversed() {
            if let cover = search(sub, rect, tracker, isRoot: false) { return cover }
        }
        return isOpaqueCover(layer, rec, rect) ? layer : nil
    }

    /// The layer's background, or one of its kind's items (``ContentItem/opaqueRect``),
    /// alone paints every pixel of `rect` opaquely.
    private static func isOpaqueCover(_ layer: Layer, _ rec: LayerRecord, _ rect: PixelRect) -> Bool {
        let state = rec.state, world = rec.world
        guard layer.mask == nil, rec.opacity >= 1, world.isRectilinear, rec.clip.contains(rect) else { return false }
        func covers(_ r: Rect) -> Bool {
            let device = world.apply(to: r)
            return device.minX <= Double(rect.x) && device.minY <= Double(rect.y)
                && device.maxX >= Double(rect.x + rect.width) && device.maxY >= Double(rect.y + rect.height)
        }
        if state.backgroundColor.alpha >= 1, state.cornerRadius <= 0, covers(state.bounds) { return true }
        var covered = false
        layer.drawContent(state, scale: rec.coverageScale) { item in
            if !covered, item.isDrawable, let r = item.opaqueRect, covers(r) { covered = true }
        }
        return covered
    }
}
