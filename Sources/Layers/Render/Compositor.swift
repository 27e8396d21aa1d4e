import CPixman

/// The painter's drawing verbs over ``Image`` and ``AlphaMask``, every one clipped to an
/// explicit pixel rectangle. They draw nothing yet: each records one pixman composite in
/// ``list``, which the render workers play when the frame is recorded (``DisplayList``).
///
/// Images and masks drawn through a transform are recorded as sampled: each worker
/// draws them through its own second pixman image whose transform stays set between
/// calls (setting pixman's transform back to identity frees it, and setting one again
/// allocates).
final class Compositor {
    /// What this frame's verbs recorded, played by the workers when the frame is done.
    let list = DisplayList()
    /// While a piece is drawn apart in a ``PieceScratch`` place: verbs drawing into its
    /// image land at device pixel p − `offset`.
    private var scratch: PieceScratch.Place?

    /// Runs `body` with the verbs drawing into `place`'s image at its offset. Pieces do
    /// not nest (a place inside a place would share an image with its outer one): while
    /// ``isDrawingApart``, the caller uses an offscreen instead.
    func drawing(into place: PieceScratch.Place, _ body: () -> Void) {
        precondition(scratch == nil, "pieces drawn apart do not nest")
        scratch = place
        defer { scratch = nil }
        body()
    }

    /// Whether a piece is being drawn apart now (``drawing(into:_:)``).
    var isDrawingApart: Bool { scratch != nil }

    /// Makes `rect` of `image` transparent.
    func clear(_ rect: PixelRect, in image: Image) {
        guard !rect.isEmpty else { return }
        record(PIXMAN_OP_SRC, .color(0), nil, image, rect)
    }

    /// Paints a premultiplied colour over `rect`: SRC when it is opaque (no read of the
    /// destination), OVER otherwise.
    func fill(_ rect: PixelRect, color: UInt32, in image: Image) {
        guard !rect.isEmpty, color >> 24 != 0 else { return }
        record(color >> 24 == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, .color(color), nil, image, rect)
    }

    /// Paints a colour through a coverage mask whose pixel (0, 0) sits at device `origin`.
    func fill(_ rect: PixelRect, color: UInt32, through mask: AlphaMask, at origin: (x: Int, y: Int), in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty, color >> 24 != 0 else { return }
        record(PIXMAN_OP_OVER, .color(color), .plain(mask.views), image, r,
               maskOrigin: (r.x - origin.x, r.y - origin.y), keeping: mask)
    }

    /// Paints a colour through a mask placed by `deviceToMask` (device → mask pixels),
    /// sampled bilinearly: for turned or sheared shapes.
    func fill(_ rect: PixelRect, color: UInt32, through mask: AlphaMask, deviceToMask: AffineTransform, in image: Image) {
        guard !rect.isEmpty, color >> 24 != 0, let sampling = Self.sampling(deviceToMask) else { return }
        record(PIXMAN_OP_OVER, .color(color), .sampled(mask.views, sampling), image, rect,
               maskOrigin: (rect.x, rect.y), keeping: mask)
    }

    /// Draws `source` over `rect` of `image`. With `deviceToSource` nil the two share
    /// pixel coordinates shifted by `offset`; otherwise the source is resampled bilinearly
    /// (`filtered`) or by nearest pixel; `padded` repeats its edge pixels outward instead
    /// of fading to transparent. `alpha` multiplies it; `replace` uses SRC.
    func draw(_ source: Image, offset: (x: Int, y: Int) = (0, 0), deviceToSource: AffineTransform? = nil,
              filtered: Bool = true, padded: Bool = false, alpha: Double = 1, replace: Bool = false,
              over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty, alpha > 0 else { return }
        let mask = Self.constantAlpha(alpha)
        let op = replace && mask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        if let t = deviceToSource {
            guard let sampling = Self.sampling(t, filtered: filtered,
                                               repeatMode: padded ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE) else { return }
            record(op, .sampled(source.views, sampling), mask, image, rect, sourceOrigin: (rect.x, rect.y), keeping: source)
        } else {
            record(op, .plain(source.views), mask, image, rect,
                   sourceOrigin: (rect.x - offset.x, rect.y - offset.y), keeping: source)
        }
    }

    /// Draws `source` through a mask at `origin`: in the same pixel coordinates as
    /// `image`, or resampled bilinearly through `deviceToSource` (edges `padded` or not).
    /// A plain source may sit `offset` from device pixels (a ``PieceScratch`` place's).
    func draw(_ source: Image, offset: (x: Int, y: Int) = (0, 0), deviceToSource: AffineTransform? = nil,
              padded: Bool = false, through mask: AlphaMask, at origin: (x: Int, y: Int), over rect: PixelRect,
              in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty, let picture = Self.picture(source, deviceToSource, padded: padded) else { return }
        record(PIXMAN_OP_OVER, picture, .plain(mask.views), image, r,
               sourceOrigin: Self.origin(of: r, offset, deviceToSource), maskOrigin: (r.x - origin.x, r.y - origin.y),
               keeping: source, mask)
    }

    /// Draws `source` (same coordinates as `image`, or resampled through
    /// `deviceToSource`) through a bilinearly placed mask.
    func draw(_ source: Image, offset: (x: Int, y: Int) = (0, 0), deviceToSource: AffineTransform? = nil,
              padded: Bool = false, through mask: AlphaMask, deviceToMask: AffineTransform, over rect: PixelRect,
              in image: Image) {
        guard !rect.isEmpty, let sampling = Self.sampling(deviceToMask),
              let picture = Self.picture(source, deviceToSource, padded: padded) else { return }
        record(PIXMAN_OP_OVER, picture, .sampled(mask.views, sampling), image, rect,
               sourceOrigin: Self.origin(of: rect, offset, deviceToSource), maskOrigin: (rect.x, rect.y),
               keeping: source, mask)
    }

    /// Where `rect`'s corner reads a source: at device pixels, less `offset` for a plain one.
    private static func origin(of rect: PixelRect, _ offset: (x: Int, y: Int),
                               _ deviceToSource: AffineTransform?) -> (x: Int, y: Int) {
        deviceToSource == nil ? (rect.x - offset.x, rect.y - offset.y) : (rect.x, rect.y)
    }

    /// `source` as drawn in device coordinates: plain, or resampled through `deviceToSource`.
    private static func picture(_ source: Image, _ deviceToSource: AffineTransform?, padded: Bool) -> DrawOperation.Picture? {
        guard let t = deviceToSource else { return .plain(source.views) }
        return sampling(t, repeatMode: padded ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE).map { .sampled(source.views, $0) }
    }

    /// Fills `rect` (device pixels) of `cache`, whose pixel (0, 0) sits at device
    /// `origin`, with `source` resampled bilinearly through `deviceToSource`, edges
    /// padded: the same pixels ``draw(_:offset:deviceToSource:filtered:padded:alpha:replace:over:in:)``
    /// would draw there.
    func resample(_ source: Image, deviceToSource: AffineTransform, over rect: PixelRect, into cache: Image,
                  at origin: (x: Int, y: Int)) {
        guard !rect.isEmpty, let sampling = Self.sampling(deviceToSource, repeatMode: PIXMAN_REPEAT_PAD) else { return }
        record(PIXMAN_OP_SRC, .sampled(source.views, sampling), nil, cache, rect, sourceOrigin: (rect.x, rect.y),
               destinationOrigin: origin, keeping: source)
    }

    /// Multiplies `image` by the alpha of `mask` (same coordinates) inside `rect`: a mask layer.
    func multiply(_ image: Image, byAlphaOf mask: Image, over rect: PixelRect) {
        guard !rect.isEmpty else { return }
        record(PIXMAN_OP_IN_REVERSE, .plain(mask.views), nil, image, rect, sourceOrigin: (rect.x, rect.y), keeping: mask)
    }

    /// Paints a gradient over `rect`, placed by `deviceToSource` and faded by `coverage`;
    /// `replace` (SRC) is for opaque gradients at full coverage.
    func paint(_ source: GradientShader, deviceToSource: AffineTransform, coverage: Double = 1, replace: Bool = false,
               over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty, coverage > 0, let sampling = Self.gradientSampling(deviceToSource) else { return }
        let mask = Self.constantAlpha(coverage)
        record(replace && mask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, .sampled(source.views, sampling), mask, image, rect,
               sourceOrigin: (rect.x, rect.y))
    }

    /// Paints `rect` with a colour per device row, row `ramp.top + i` taking
    /// `ramp.colors[i]`: an opaque gradient constant along rows, at full coverage.
    func paint(_ ramp: GradientRamp, over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty else { return }
        record(PIXMAN_OP_SRC, .rows(ramp.colors), nil, image, rect, sourceOrigin: (0, rect.y - ramp.top))
    }

    /// Paints a gradient through a coverage mask whose pixel (0, 0) sits at device `origin`.
    func paint(_ source: GradientShader, deviceToSource: AffineTransform, through mask: AlphaMask, at origin: (x: Int, y: Int),
               over rect: PixelRect, in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty, let sampling = Self.gradientSampling(deviceToSource) else { return }
        record(PIXMAN_OP_OVER, .sampled(source.views, sampling), .plain(mask.views), image, r,
               sourceOrigin: (r.x, r.y), maskOrigin: (r.x - origin.x, r.y - origin.y), keeping: mask)
    }

    /// Paints a gradient through a bilinearly placed coverage mask.
    func paint(_ source: GradientShader, deviceToSource: AffineTransform, through mask: AlphaMask,
               deviceToMask: AffineTransform, over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty, let sampling = Self.gradientSampling(deviceToSource),
              let maskSampling = Self.sampling(deviceToMask) else { return }
        record(PIXMAN_OP_OVER, .sampled(source.views, sampling), .sampled(mask.views, maskSampling), image, rect,
               sourceOrigin: (rect.x, rect.y), maskOrigin: (rect.x, rect.y), keeping: mask)
    }

    // MARK: recording

    private func record(_ op: pixman_op_t, _ source: DrawOperation.Picture, _ mask: DrawOperation.Picture?,
                        _ destination: Image, _ rect: PixelRect, sourceOrigin: (x: Int, y: Int) = (0, 0),
                        maskOrigin: (x: Int, y: Int) = (0, 0), destinationOrigin: (x: Int, y: Int) = (0, 0),
                        keeping sourceOwner: AnyObject? = nil, _ maskOwner: AnyObject? = nil) {
        let shifted = scratch.flatMap { $0.image === destination ? $0.offset : nil } ?? destinationOrigin
        list.append(DrawOperation(op: op, source: source, mask: mask, destination: destination.views, rect: rect,
                                  sourceOrigin: sourceOrigin, maskOrigin: maskOrigin, destinationOrigin: shifted),
                    keeping: destination, sourceOwner, maskOwner)
    }

    private static func constantAlpha(_ alpha: Double) -> DrawOperation.Picture? {
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        return a >= 255 ? nil : .alpha(a)
    }

    /// pixman maps destination pixel centres through the transform to find the sample.
    private static func sampling(_ t: AffineTransform, filtered: Bool = true,
                                 repeatMode: pixman_repeat_t = PIXMAN_REPEAT_NONE) -> DrawOperation.Sampling? {
        guard t.isFinite else { return nil }
        var f = pixman_f_transform()
        f.m = ((t.a, t.c, t.tx), (t.b, t.d, t.ty), (0, 0, 1))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &f) != 0 else { return nil }
        return DrawOperation.Sampling(transform: fixed, filter: filtered ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST,
                                      repeatMode: repeatMode)
    }

    /// Gradients pad beyond their ends (``GradientShader``).
    static func gradientSampling(_ t: AffineTransform) -> DrawOperation.Sampling? {
        sampling(t, repeatMode: PIXMAN_REPEAT_PAD)
    }
}
