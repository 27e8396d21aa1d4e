import CPixman

/// The only place that calls pixman's compositing: small verbs over ``Image`` and
/// ``AlphaMask``, every one clipped to an explicit pixel rectangle.
///
/// Images and masks drawn through a transform use their `resamplingImage`, whose
/// transform stays set between calls: setting pixman's transform back to identity
/// frees it, and setting one again allocates.
///
/// Solid colours and constant alphas come from two reusable 1×1 repeating images
/// whose single pixel is rewritten before each call. pixman treats such images as
/// solid (same fast paths as `pixman_image_create_solid_fill`), and reusing them means
/// drawing a colour allocates nothing.
final class Compositor {
    private let colorPixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private let colorImage: OpaquePointer
    private let alphaPixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private let alphaImage: OpaquePointer

    init() {
        colorPixel.initialize(to: 0)
        alphaPixel.initialize(to: 0)
        colorImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, colorPixel, 4)
        alphaImage = pixman_image_create_bits(PIXMAN_a8, 1, 1, alphaPixel, 4)
        pixman_image_set_repeat(colorImage, PIXMAN_REPEAT_NORMAL)
        pixman_image_set_repeat(alphaImage, PIXMAN_REPEAT_NORMAL)
    }

    deinit {
        pixman_image_unref(colorImage)
        pixman_image_unref(alphaImage)
        colorPixel.deallocate()
        alphaPixel.deallocate()
    }

    /// Makes `rect` of `image` transparent.
    func clear(_ rect: PixelRect, in image: Image) {
        guard !rect.isEmpty else { return }
        colorPixel.pointee = 0
        composite(PIXMAN_OP_SRC, colorImage, nil, image.pixmanImage, rect, srcOrigin: (0, 0), maskOrigin: (0, 0))
    }

    /// Paints a premultiplied colour over `rect`: SRC when it is opaque (no read of the
    /// destination), OVER otherwise.
    func fill(_ rect: PixelRect, color: UInt32, in image: Image) {
        guard !rect.isEmpty, color >> 24 != 0 else { return }
        colorPixel.pointee = color
        composite(color >> 24 == 255 ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, colorImage, nil, image.pixmanImage,
                  rect, srcOrigin: (0, 0), maskOrigin: (0, 0))
    }

    /// Paints a colour through a coverage mask whose pixel (0, 0) sits at device `origin`.
    func fill(_ rect: PixelRect, color: UInt32, through mask: AlphaMask, at origin: (x: Int, y: Int), in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty, color >> 24 != 0 else { return }
        colorPixel.pointee = color
        composite(PIXMAN_OP_OVER, colorImage, mask.pixmanImage, image.pixmanImage, r,
                  srcOrigin: (0, 0), maskOrigin: (r.x - origin.x, r.y - origin.y))
    }

    /// Paints a colour through a mask placed by `deviceToMask` (device → mask pixels),
    /// sampled bilinearly: for turned or sheared shapes.
    func fill(_ rect: PixelRect, color: UInt32, through mask: AlphaMask, deviceToMask: AffineTransform, in image: Image) {
        let sampled = mask.resamplingImage
        guard !rect.isEmpty, color >> 24 != 0, setTransform(sampled, deviceToMask) else { return }
        colorPixel.pointee = color
        composite(PIXMAN_OP_OVER, colorImage, sampled, image.pixmanImage, rect,
                  srcOrigin: (0, 0), maskOrigin: (rect.x, rect.y))
    }

    /// Draws `source` over `rect` of `image`. With `deviceToSource` nil the two share
    /// pixel coordinates shifted by `offset`; otherwise the source is resampled bilinearly
    /// (`filtered`) or by nearest pixel; `padded` repeats its edge pixels outward instead
    /// of fading to transparent. `alpha` multiplies it; `replace` uses SRC.
    func draw(_ source: Image, offset: (x: Int, y: Int) = (0, 0), deviceToSource: AffineTransform? = nil,
              filtered: Bool = true, padded: Bool = false, alpha: Double = 1, replace: Bool = false,
              over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty, alpha > 0 else { return }
        let mask = constantAlpha(alpha)
        let op = replace && mask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER
        if let t = deviceToSource {
            let sampled = source.resamplingImage
            guard setTransform(sampled, t, filtered: filtered) else { return }
            pixman_image_set_repeat(sampled, padded ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
            composite(op, sampled, mask, image.pixmanImage, rect, srcOrigin: (rect.x, rect.y), maskOrigin: (0, 0))
        } else {
            composite(op, source.pixmanImage, mask, image.pixmanImage, rect,
                      srcOrigin: (rect.x - offset.x, rect.y - offset.y), maskOrigin: (0, 0))
        }
    }

    /// Draws `source` (same pixel coordinates as `image`) through a mask at `origin`.
    func draw(_ source: Image, through mask: AlphaMask, at origin: (x: Int, y: Int), over rect: PixelRect, in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty else { return }
        composite(PIXMAN_OP_OVER, source.pixmanImage, mask.pixmanImage, image.pixmanImage, r,
                  srcOrigin: (r.x, r.y), maskOrigin: (r.x - origin.x, r.y - origin.y))
    }

    /// Draws `source` (same coordinates as `image`) through a bilinearly placed mask.
    func draw(_ source: Image, through mask: AlphaMask, deviceToMask: AffineTransform, over rect: PixelRect, in image: Image) {
        let sampled = mask.resamplingImage
        guard !rect.isEmpty, setTransform(sampled, deviceToMask) else { return }
        composite(PIXMAN_OP_OVER, source.pixmanImage, sampled, image.pixmanImage, rect,
                  srcOrigin: (rect.x, rect.y), maskOrigin: (rect.x, rect.y))
    }

    /// Multiplies `image` by the alpha of `mask` (same coordinates) inside `rect`: a mask layer.
    func multiply(_ image: Image, byAlphaOf mask: Image, over rect: PixelRect) {
        guard !rect.isEmpty else { return }
        composite(PIXMAN_OP_IN_REVERSE, mask.pixmanImage, nil, image.pixmanImage, rect,
                  srcOrigin: (rect.x, rect.y), maskOrigin: (0, 0))
    }

    /// Paints a pixman source picture (a gradient) over `rect`, placed by `deviceToSource`
    /// and faded by `coverage`; `replace` (SRC) is for opaque sources at full coverage.
    /// Such pictures are only ever drawn through a transform: it stays set between uses.
    func paint(_ source: OpaquePointer, deviceToSource: AffineTransform, coverage: Double = 1, replace: Bool = false,
               over rect: PixelRect, in image: Image) {
        guard !rect.isEmpty, coverage > 0, setTransform(source, deviceToSource) else { return }
        let mask = constantAlpha(coverage)
        composite(replace && mask == nil ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, source, mask, image.pixmanImage, rect,
                  srcOrigin: (rect.x, rect.y), maskOrigin: (0, 0))
    }

    /// Paints a pixman source picture through a coverage mask whose pixel (0, 0) sits at device `origin`.
    func paint(_ source: OpaquePointer, deviceToSource: AffineTransform, through mask: AlphaMask, at origin: (x: Int, y: Int),
               over rect: PixelRect, in image: Image) {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height))
        guard !r.isEmpty, setTransform(source, deviceToSource) else { return }
        composite(PIXMAN_OP_OVER, source, mask.pixmanImage, image.pixmanImage, r,
                  srcOrigin: (r.x, r.y), maskOrigin: (r.x - origin.x, r.y - origin.y))
    }

    /// Paints a pixman source picture through a bilinearly placed coverage mask.
    func paint(_ source: OpaquePointer, deviceToSource: AffineTransform, through mask: AlphaMask,
               deviceToMask: AffineTransform, over rect: PixelRect, in image: Image) {
        let sampled = mask.resamplingImage
        guard !rect.isEmpty, setTransform(source, deviceToSource), setTransform(sampled, deviceToMask) else { return }
        composite(PIXMAN_OP_OVER, source, sampled, image.pixmanImage, rect,
                  srcOrigin: (rect.x, rect.y), maskOrigin: (rect.x, rect.y))
    }

    // MARK: pixman plumbing

    private func constantAlpha(_ alpha: Double) -> OpaquePointer? {
        let a = UInt32((min(max(alpha, 0), 1) * 255).rounded())
        if a >= 255 { return nil }
        alphaPixel.pointee = a
        return alphaImage
    }

    private func composite(_ op: pixman_op_t, _ src: OpaquePointer, _ mask: OpaquePointer?, _ dst: OpaquePointer,
                           _ r: PixelRect, srcOrigin: (Int, Int), maskOrigin: (Int, Int)) {
        pixman_image_composite32(op, src, mask, dst, Int32(srcOrigin.0), Int32(srcOrigin.1),
                                 Int32(maskOrigin.0), Int32(maskOrigin.1),
                                 Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// pixman maps destination pixel centres through the transform to find the sample.
    private func setTransform(_ image: OpaquePointer, _ t: AffineTransform, filtered: Bool = true) -> Bool {
        guard t.isFinite else { return false }
        var f = pixman_f_transform()
        f.m = ((t.a, t.c, t.tx), (t.b, t.d, t.ty), (0, 0, 1))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &f) != 0 else { return false }
        pixman_image_set_transform(image, &fixed)
        pixman_image_set_filter(image, filtered ? PIXMAN_FILTER_BILINEAR : PIXMAN_FILTER_NEAREST, nil, 0)
        return true
    }
}
