import CPixman

/// One render worker's hands: plays a ``DisplayList`` into a band of rows with the
/// worker's own pixman images (``PixmanViews``) and its own solid-colour pictures.
///
/// Solid colours and constant alphas come from two ``RepeatedPixel``s, so drawing a
/// colour allocates nothing.
///
/// Playing one band gives the same pixels as playing the whole target: every composite
/// is computed scanline by scanline from the transform and origins, which a band does
/// not change, so the frame is bit-identical for any number of workers.
final class DisplayListPlayer {
    let worker: Int
    private let color = RepeatedPixel(PIXMAN_a8r8g8b8)
    private let alpha = RepeatedPixel(PIXMAN_a8)
    /// Nanoseconds and composites per kind of operation, when profiling.
    var profile: RenderProfile?
    /// Pictures scaled up by exactly 4 drawn without pixman (``QuarterUpscale``); tests
    /// turn it off to compare with pixman's pixels.
    var usesQuarterUpscale = true
    /// Internal for tests, which try each of its paths.
    var quarter = QuarterUpscale()
    /// Other pictures scaled up drawn without pixman (``BilinearScale``); tests turn it
    /// off to compare with pixman's pixels.
    var usesBilinearScale = true
    /// Internal for tests, which try each of its paths.
    var scaled = BilinearScale()
    /// A copy and a picture faded over it drawn in one pass (``CrossFade``); tests turn
    /// it off to compare with pixman's pixels.
    var usesCrossFade = true
    /// Internal for tests, which try each of its paths.
    var crossFade = CrossFade()
    /// Copies and fills into frame-sized pictures written past the caches
    /// (``StreamedWrite``); tests turn it off to compare with pixman's pixels.
    var usesStreamedWrites = true
    /// Internal for tests, which try each of its paths or lower its threshold.
    var streamed = StreamedWrite()

    /// Makes the room the hand-written loops need to draw into pictures up to `width`
    /// pixels wide, so that no steady frame is the first to ask for it.
    func reserveScratch(width: Int) {
        quarter.reserve(width: width)
        scaled.reserve(destinationWidth: width)
    }

    init(worker: Int) {
        self.worker = worker
    }

    /// Plays every operation of `list`, clipped to `band`.
    func play(_ list: DisplayList, in band: PixelRect) {
        let operations = list.operations
        var k = 0
        while k < operations.count {
            let op = operations[k]
            k += 1
            let r = op.rect.intersection(band)
            guard !r.isEmpty else { continue }
            let start = profile != nil ? RenderProfile.now() : 0
            var drawn = op, drawing = RenderProfile.Drawing.pixman
            if usesCrossFade, k < operations.count, crossFade.draw(op, operations[k], r, worker: worker) {
                drawn = operations[k]
                drawing = .crossFade
                k += 1
            } else {
                drawing = composite(op, r)
            }
            if profile != nil {
                profile?.add(drawn, pixels: r.area, nanoseconds: RenderProfile.now() - start, drawing: drawing)
            }
        }
    }

    /// Draws `op` clipped to `r`; says whether ``QuarterUpscale``, ``BilinearScale``,
    /// ``StreamedWrite`` or pixman drew it.
    @discardableResult
    private func composite(_ op: DrawOperation, _ r: PixelRect) -> RenderProfile.Drawing {
        if case let .rows(colors) = op.source {
            return fillRows(colors, op, r)
        }
        if usesStreamedWrites, streamed.draw(op, r, worker: worker) { return .streamed }
        if usesQuarterUpscale, quarter.draw(op, r, worker: worker) { return .quarterUpscale }
        if usesBilinearScale, scaled.draw(op, r, worker: worker) { return .bilinearScale }
        guard let src = picture(op.source),
              let dst = op.destination.view(worker: worker, sampled: false) else { return .pixman }
        var mask: OpaquePointer?
        if let m = op.mask {
            guard let made = picture(m) else { return .pixman }
            mask = made
        }
        // The band moves the rectangle's corner; the origins move with it.
        let dx = r.x - op.rect.x, dy = r.y - op.rect.y
        pixman_image_composite32(op.op, src, mask, dst,
                                 Int32(op.sourceOrigin.x + dx), Int32(op.sourceOrigin.y + dy),
                                 Int32(op.maskOrigin.x + dx), Int32(op.maskOrigin.y + dy),
                                 Int32(r.x - op.destinationOrigin.x), Int32(r.y - op.destinationOrigin.y),
                                 Int32(r.width), Int32(r.height))
        return .pixman
    }

    /// Fills each row of `r` with its colour, rows of one colour in one fill (memset
    /// speed: no gradient is evaluated per pixel), streamed when the composite is
    /// frame-sized (``StreamedWrite``), with `pixman_fill` otherwise; says which drew it.
    private func fillRows(_ colors: [UInt32], _ op: DrawOperation, _ r: PixelRect) -> RenderProfile.Drawing {
        guard !colors.isEmpty, let dst = op.destination.view(worker: worker, sampled: false),
              let bits = pixman_image_get_data(dst) else { return .pixman }
        let stride = pixman_image_get_stride(dst) / 4
        let x = Int32(r.x - op.destinationOrigin.x), top = r.y - op.destinationOrigin.y
        let first = op.sourceOrigin.y + (r.y - op.rect.y)
        func color(_ row: Int) -> UInt32 { colors[min(max(first + row, 0), colors.count - 1)] }
        let streams = usesStreamedWrites && streamed.streams(op)
        var start = 0
        while start < r.height {
            let c = color(start)
            var end = start + 1
            while end < r.height, color(end) == c { end += 1 }
            if streams {
                streamed.fill(bits + (top + start) * Int(stride) + Int(x), stride: stride, width: r.width,
                              rows: end - start, with: c)
            } else {
                pixman_fill(bits, stride, 32, x, Int32(top + start), Int32(r.width), Int32(end - start), c)
            }
            start = end
        }
        return streams ? .streamed : .pixman
    }

    private func picture(_ picture: DrawOperation.Picture) -> OpaquePointer? {
        switch picture {
        case let .color(argb):
            return color.image(showing: argb)
        case let .alpha(a):
            return alpha.image(showing: a)
        case let .plain(views):
            return views.view(worker: worker, sampled: false)
        case .rows:
            return nil
        case let .sampled(views, sampling):
            guard let image = views.view(worker: worker, sampled: true) else { return nil }
            var transform = sampling.transform
            pixman_image_set_transform(image, &transform)
            pixman_image_set_filter(image, sampling.filter, nil, 0)
            pixman_image_set_repeat(image, sampling.repeatMode)
            return image
        }
    }
}
