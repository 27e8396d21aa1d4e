import CPixman
#if canImport(Glibc)
import Glibc
#endif

/// A Gaussian blur of a whole image: the frosted backdrop behind a preview or a sheet.
///
/// ```swift
/// let blur = try GaussianBlur(radius: 24)
/// let frosted = try blur.apply(to: screenCopy)          // same size as the copy
/// layer.contents = try blur.reducedImage(blurring: screenCopy)  // or smaller, drawn scaled up
/// ```
///
/// Big radii cost about as little as small ones: the image is first halved
/// ``reduction`` times over (each halving an exact 2×2 average through pixman's bilinear
/// filter), blurred there by two one-dimensional passes of pixman's separable convolution
/// filter, and scaled back up bilinearly. Halving and upscaling blur a little by
/// themselves, so the convolution leaves their variance out and the whole stays a
/// Gaussian of the asked radius. Edges extend outward (pixman's pad repeat), so a blurred
/// screen does not darken at its borders; they extend at the working resolution, so
/// detail finer than ``reduction`` pixels right at an edge is averaged before it spreads.
public struct GaussianBlur: Hashable, Sendable {
    /// The standard deviation in pixels, as CSS `blur()` and Core Image's
    /// `CIGaussianBlur` count it. 0 leaves the image as it is.
    public let radius: Double

    /// The working image is this many times smaller on each side (1, 2, 4 or 8):
    /// the largest that still leaves at least ``minimumWorkingRadius`` pixels of blur
    /// to do there.
    public let reduction: Int

    /// The smallest blur, in working pixels, that a sampled Gaussian shows smoothly.
    public static let minimumWorkingRadius = 2.0

    /// - Throws: ``BlurError/invalidRadius(_:)`` when `radius` is negative, NaN, infinite
    ///   or above 1000 pixels.
    public init(radius: Double) throws(BlurError) {
        guard radius.isFinite, radius >= 0, radius <= 1000 else { throw BlurError.invalidRadius(radius) }
        self.radius = radius
        var f = 1
        while f < 8, radius / Double(2 * f) >= Self.minimumWorkingRadius { f *= 2 }
        reduction = f
    }

    /// The standard deviation of the convolution in working pixels: the asked variance
    /// less what the halvings (a box of `f` pixels, (f² − 1)/12) and the bilinear upscale
    /// (a triangle of half-width `f`, f²/6) add, in units of the working image.
    var workingRadius: Double {
        let f = Double(reduction)
        let extra = reduction > 1 ? (f * f - 1) / 12 + f * f / 6 : 0
        return (max(radius * radius - extra, 0)).squareRoot() / f
    }

    /// The blurred image at 1/``reduction`` of the source's size (rounded up): its pixel
    /// (i, j) is centred on the source's point (f·(i + ½), f·(j + ½)). Drawn scaled up by
    /// exactly ``reduction`` with bilinear filtering, it is ``apply(to:)``'s result.
    ///
    /// - Throws: ``ImageError`` when the working images cannot be made.
    public func reducedImage(blurring source: Image) throws -> Image {
        var image = source
        var f = 1
        while f < reduction {
            image = try Self.halve(image)
            f *= 2
        }
        let sigma = workingRadius
        guard sigma > 0.2 else { return image === source ? try Self.copy(source) : image }
        let weights = Self.kernel(sigma: sigma)
        let across = try Image(width: image.width, height: image.height)
        Self.convolve(image, into: across, horizontal: weights)
        let blurred = image === source ? try Image(width: image.width, height: image.height) : image
        Self.convolve(across, into: blurred, vertical: weights)
        return blurred
    }

    /// The blurred image at the source's size.
    ///
    /// - Throws: ``ImageError`` when the working images cannot be made.
    public func apply(to source: Image) throws -> Image {
        let reduced = try reducedImage(blurring: source)
        guard reduction > 1 else { return reduced }
        let full = try Image(width: source.width, height: source.height)
        var t = pixman_transform()
        let inverse = pixman_fixed_t(65536 / reduction)
        pixman_transform_init_scale(&t, inverse, inverse)
        Self.composite(reduced, into: full, transform: &t, filter: PIXMAN_FILTER_BILINEAR, params: [])
        return full
    }

    // MARK: Steps

    /// The image at half the size, each pixel the average of the 2×2 block it covers:
    /// bilinear sampling exactly between four pixels weighs them equally.
    private static func halve(_ image: Image) throws -> Image {
        let half = try Image(width: (image.width + 1) / 2, height: (image.height + 1) / 2)
        var t = pixman_transform()
        pixman_transform_init_scale(&t, 2 << 16, 2 << 16)
        composite(image, into: half, transform: &t, filter: PIXMAN_FILTER_BILINEAR, params: [])
        return half
    }

    private static func copy(_ image: Image) throws -> Image {
        let copy = try Image(width: image.width, height: image.height)
        composite(image, into: copy, transform: nil, filter: PIXMAN_FILTER_NEAREST, params: [])
        return copy
    }

    /// Normalized weights of a sampled Gaussian from −3σ to +3σ, in 16.16 fixed point
    /// summing to exactly 1 (the centre tap takes the rounding).
    static func kernel(sigma: Double) -> [pixman_fixed_t] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var fixed = raw.map { pixman_fixed_t(($0 / total * 65536).rounded()) }
        fixed[r] += 65536 - fixed.reduce(0, +)
        return fixed
    }

    /// One pass of pixman's separable convolution with a 1-tap other axis: the cost per
    /// pixel is the kernel's length, not its square.
    private static func convolve(_ source: Image, into target: Image, horizontal weights: [pixman_fixed_t]) {
        let params = [pixman_fixed_t(weights.count << 16), 1 << 16, 0, 0] + weights + [1 << 16]
        composite(source, into: target, transform: nil, filter: PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params: params)
    }

    private static func convolve(_ source: Image, into target: Image, vertical weights: [pixman_fixed_t]) {
        let params = [1 << 16, pixman_fixed_t(weights.count << 16), 0, 0, 1 << 16] + weights
        composite(source, into: target, transform: nil, filter: PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params: params)
    }

    /// Replaces `target` with `source` sampled through `transform` and `filter`, edges
    /// padded; leaves `source`'s pixman settings as they were.
    private static func composite(_ source: Image, into target: Image, transform: UnsafeMutablePointer<pixman_transform>?,
                                  filter: pixman_filter_t, params: [pixman_fixed_t]) {
        let src = source.pixmanImage
        if let transform { pixman_image_set_transform(src, transform) }
        params.withUnsafeBufferPointer { p in
            _ = pixman_image_set_filter(src, filter, p.baseAddress, Int32(p.count))
        }
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, target.pixmanImage, 0, 0, 0, 0, 0, 0,
                                 Int32(target.width), Int32(target.height))
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        _ = pixman_image_set_filter(src, PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_transform(src, nil)
    }
}
