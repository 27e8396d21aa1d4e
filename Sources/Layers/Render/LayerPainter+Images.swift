/// How a ``LayerPainter`` draws a layer's `contents`: a plain copy when it lands 1:1 on
/// whole pixels; from a copy resampled to its size (``ScaledImageCache``) when its scale
/// held since the last frame, or when a new picture shows faded or translucent; bilinear
/// from the original while its scale animates or when it is turned.
extension LayerPainter {
    /// Draws an image into `rect` (layer coordinates). Straight placements pad the edges
    /// (crisp, like Core Animation), turned ones fade them out (antialiased). An image
    /// whose layer moves is placed on whole pixels, as text is; the frame after it
    /// stops draws it at its exact sub-pixel place (the tracker's settling frame).
    /// `cached: false` always resamples the original (a text layer's colour glyphs,
    /// which move without the settling frame).
    func drawImage(_ image: Image, in rect: Rect, _ rec: LayerRecord, alpha: Double, clip: PixelRect, _ dst: Image,
                   cached: Bool = true) {
        guard let (t, placed, straight) = Self.placement(of: image, in: rect, world: rec.world) else { return }
        guard straight else {
            if let back = t.inverted() {
                compositor.draw(image, deviceToSource: back, alpha: alpha, over: placed.intersection(clip), in: dst)
            }
            return
        }
        let snapped = placed.intersection(clip)
        let replace = image.isOpaque && alpha >= 1
        if abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9, t.tx == t.tx.rounded(), t.ty == t.ty.rounded() {
            compositor.draw(image, offset: (Int(t.tx), Int(t.ty)), alpha: alpha, replace: replace, over: snapped, in: dst)
            return
        }
        if cached {
            let history = rec.noteImageScale(t.a, t.d, of: image, frame: tracker.frame)
            if Self.resamplesOnce(history, replace: replace, needing: snapped.area),
               drawResampled(image, t, placed: placed, rec, alpha: alpha, clip: clip, dst,
                             firstSight: history == .new && replace) {
                return
            }
        }
        if let back = t.inverted() {
            compositor.draw(image, deviceToSource: back, padded: true, alpha: alpha, replace: replace, over: snapped, in: dst)
        }
    }

    /// Whether to draw contents from a resampled copy: when their scale held since the
    /// frame before (the copy serves again), when a new or just stopped picture blends
    /// (`replace` false), and when a new picture needs at most ``firstSightPixels`` of it.
    ///
    /// - A new picture that needs only a part of its copy (a card coming in from an edge of
    ///   the feed) is resampled into the copy at once: the rest of it follows into the
    ///   same copy frame by frame, and the copy is made in the frame that shows the
    ///   picture anew, not in a steady frame of the scroll after it. Drawn directly, its
    ///   visible part was resampled twice more before the copy was made.
    /// - A new opaque picture needing more is drawn directly once: a copy's pages fault in
    ///   as they are first written, and a frame-sized one (the preview's first blurred
    ///   backdrop, 33 MB at 4K) costs more than the frame's drawing. It may also be about
    ///   to change scale.
    /// - An opaque picture that just stopped is drawn directly once: a card grown to fill
    ///   a 4K window and left there is drawn once and not again, and its copy would be
    ///   16 MB of new memory, whose page faults cost that frame more than drawing it.
    /// - Resampling through a fade costs pixman about what resampling into a copy and
    ///   fading that does, and more than a ×4 magnification into a copy and the fade;
    ///   the copy then serves every frame the picture holds.
    static func resamplesOnce(_ history: LayerRecord.ImageHistory, replace: Bool, needing pixels: Int) -> Bool {
        switch history {
        case .held: true
        case .new: !replace || pixels <= firstSightPixels
        case .stopped: !replace
        case .changing: false
        }
    }

    /// The most pixels of a new opaque picture's copy that the frame showing it first
    /// fills (4 MB): about a card of the feed at 1080p, half of one at 4K.
    static let firstSightPixels = 1 << 20

    /// Draws the image a layer shows straight through one piece of a mask's coverage:
    /// what a masked layer whose only drawing is this image looks like, without drawing it
    /// offscreen first (the splash's window opening through the logo).
    func drawImage(_ image: Image, in rect: Rect, _ rec: LayerRecord, through piece: CoveragePiece, _ dst: Image) {
        guard let (t, area, straight) = Self.placement(of: image, in: rect, world: rec.world),
              let back = t.inverted() else { return }
        switch piece {
        case let .constant(r, c):
            compositor.draw(image, deviceToSource: back, padded: straight, alpha: c, replace: image.isOpaque && straight,
                            over: r.intersection(area), in: dst)
        case let .mask(r, m, origin):
            compositor.draw(image, deviceToSource: back, padded: straight, through: m, at: origin,
                            over: r.intersection(area), in: dst)
        case let .transformedMask(r, m, toMask):
            compositor.draw(image, deviceToSource: back, padded: straight, through: m, deviceToMask: toMask,
                            over: r.intersection(area), in: dst)
        }
    }

    /// Where `image`, shown in `rect` (layer coordinates), lands: image pixels → device
    /// (`t`), and the device pixels it covers: the placement snapped to whole pixels when
    /// it is `straight` (unturned, unflipped), else every pixel it touches plus one.
    private static func placement(of image: Image, in rect: Rect, world: AffineTransform)
        -> (t: AffineTransform, area: PixelRect, straight: Bool)? {
        guard !rect.isEmpty, rect.isFinite else { return nil }
        let toLayer = AffineTransform(a: rect.width / Double(image.width), b: 0, c: 0, d: rect.height / Double(image.height),
                                      tx: rect.minX, ty: rect.minY)
        let t = toLayer.concatenating(world)
        let device = world.apply(to: rect)
        guard t.isRectilinear && t.a > 0 && t.d > 0 else { return (t, PixelRect(covering: device).insetBy(-1), false) }
        let placed = PixelRect(x: Int(device.minX.rounded()), y: Int(device.minY.rounded()),
                               width: Int(device.maxX.rounded() - device.minX.rounded()),
                               height: Int(device.maxY.rounded() - device.minY.rounded()))
        return (t, placed, true)
    }

    /// The one layer drawing in `layer`'s subtree when all it draws is its contents, with
    /// nothing on the way that changes how they show (opacity, clip, mask, background).
    /// `layer`'s own mask is the caller's to apply.
    func soleImage(in layer: Layer, isRoot: Bool = true) -> (layer: Layer, image: Image, record: LayerRecord)? {
        guard let rec = tracker.record(for: layer), rec.state.opacity >= 1, !layer.masksToBounds,
              isRoot || layer.mask == nil, Self.drawsOnlyContents(layer, rec) else { return nil }
        var shown: Layer?
        for sub in layer.sublayers {
            guard let r = tracker.record(for: sub), !r.subtree.isEmpty else { continue }
            if shown != nil { return nil }
            shown = sub
        }
        if let image = layer.contents {
            // Stretched in nine parts, the contents are nine draws, not one.
            return shown == nil && layer.contentsCenter == NinePart.whole ? (layer, image, rec) : nil
        }
        return shown.flatMap { soleImage(in: $0, isRoot: false) }
    }

    private static func drawsOnlyContents(_ layer: Layer, _ rec: LayerRecord) -> Bool {
        let s = rec.state
        return s.backgroundColor.alpha == 0 && (s.borderWidth <= 0 || s.borderColor.alpha == 0)
            && (s.shadowOpacity <= 0 || s.shadowColor.alpha == 0)
            && ContentSummary(of: layer, s, scale: rec.coverageScale).count == 0
    }

    /// Draws from the cached copy of `image` at this scale and phase, filling what the
    /// frame needs of it first. False when it cannot (no room, or the copy is being
    /// filled this frame for another placement): then the caller draws directly.
    /// `firstSight`: an opaque picture shown anew, whose copy stays provisional until it
    /// is drawn at rest (``ScaledImageCache/Entry/isProvisional``).
    private func drawResampled(_ image: Image, _ exact: AffineTransform, placed: PixelRect, _ rec: LayerRecord,
                               alpha: Double, clip: PixelRect, _ dst: Image, firstSight: Bool) -> Bool {
        var t = exact, placed = placed
        let size = (width: t.a * Double(image.width), height: t.d * Double(image.height))
        // The copy is as big as any placement at this scale can be (snapped edges add at
        // most one pixel to the floor of its exact size), so that a picture's copy at one
        // sub-pixel place serves it at another.
        var key = ScaledImageCache.Key(image: ObjectIdentifier(image), revision: image.revision, scaleX: t.a, scaleY: t.d,
                                       phaseX: 0, phaseY: 0, width: Int(size.width.rounded(.down)) + 1,
                                       height: Int(size.height.rounded(.down)) + 1)
        if rec.contentsInMotion {
            // Moving: whole pixels away from the sub-pixel place of its latest copy (where
            // it rested, most often), within half a pixel of its exact place, as snapping
            // would put it. That copy serves every frame of the motion: a card that starts
            // to move is copied, not resampled again into a copy of its own.
            let phase = scaledImages.latestPhase(for: key) ?? (0, 0)
            let shift = (x: Double(phase.x) / 65536, y: Double(phase.y) / 65536)
            let origin = (x: (exact.tx - shift.x).rounded(), y: (exact.ty - shift.y).rounded())
            t.tx = origin.x + shift.x
            t.ty = origin.y + shift.y
            placed = PixelRect(x: Int(origin.x), y: Int(origin.y), width: Int((shift.x + size.width).rounded()),
                               height: Int((shift.y + size.height).rounded()))
        }
        guard placed.width > 0, placed.height > 0 else { return true }
        let origin = (x: placed.x, y: placed.y)
        key.phaseX = Int(((t.tx - Double(placed.x)) * 65536).rounded())
        key.phaseY = Int(((t.ty - Double(placed.y)) * 65536).rounded())
        guard let back = t.inverted(), let entry = scaledImages.entry(for: key, source: image, at: origin),
              scaledImages.mayFill(entry, at: origin) else { return false }
        if firstSight, entry.filled.isEmpty {
            entry.isProvisional = true
        } else if !rec.contentsInMotion, !firstSight {
            entry.isProvisional = false
        }
        let needed = placed.intersection(clip)
        guard !needed.isEmpty else { return true }
        if !entry.filled.contains(needed.offsetBy(dx: -origin.x, dy: -origin.y)) {
            let before = entry.filled.offsetBy(dx: origin.x, dy: origin.y)
            let fill = (entry.filled.isEmpty ? needed : before.union(needed)).intersection(target)
            // What the copy holds already is not resampled again: a picture scrolling
            // into view costs the rows it brings, not its whole visible part each frame.
            fill.forEachPart(outside: entry.filled.isEmpty ? .empty : before) {
                compositor.resample(image, deviceToSource: back, over: $0, into: entry.copy, at: origin)
            }
            scaledImages.noteFill(entry, fill.offsetBy(dx: -origin.x, dy: -origin.y), at: origin)
        }
        compositor.draw(entry.copy, offset: origin, alpha: alpha, replace: image.isOpaque && alpha >= 1,
                        over: needed, in: dst)
        return true
    }
}
