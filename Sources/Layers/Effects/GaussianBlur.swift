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
/// filter), blurred there by a separable convolution (a row pass and a column pass of a
/// sampled Gaussian, on all four channels at once), and scaled back up bilinearly.
/// Halving and upscaling blur a little by themselves, so the convolution leaves their
/// variance out and the whole stays a Gaussian of the asked radius. Edges extend outward,
/// so a blurred screen does not darken at its borders; they extend at the working
/// resolution, so detail finer than ``reduction`` pixels right at an edge is averaged
/// before it spreads.
///
/// pixman's own `PIXMAN_FILTER_SEPARABLE_CONVOLUTION` gives the same pixels, but it
/// fetches every tap of every pixel through its general path, at full resolution: far
/// too slow for a screen-sized blur inside a frame.
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

    /// Plans a blur and picks the working size for it.
    ///
    /// - Parameters:
    ///   - radius: the blur's standard deviation, in pixels of the full-size image.
    ///   - minimumReduction: work at least this many times smaller (1, 2, 4 or
    ///   8). Faster for small radii, which then come out at least about 0.6 ×
    ///   `minimumReduction` pixels soft: what an animated backdrop wants, whose small
    ///   radii only show for a frame or two.
    ///   - minimumWorkingRadius: the least blur, in working pixels, to leave to the
    ///   convolution when picking the working size (``minimumWorkingRadius`` by default,
    ///   at least 1). 1.5 halves the working size sooner: a quarter of the pixels and
    ///   fewer taps, the spread still within 1 % of the radius on average and within 5 %
    ///   at any one place (3.5 % by default).
    /// - Throws: ``BlurError/invalidRadius(_:)`` when `radius` is negative, NaN, infinite
    ///   or above 1000 pixels; ``BlurError/invalidReduction(_:)`` when
    ///   `minimumReduction` is not 1, 2, 4 or 8.
    public init(radius: Double, minimumReduction: Int = 1,
                minimumWorkingRadius: Double = GaussianBlur.minimumWorkingRadius) throws(BlurError) {
        guard radius.isFinite, radius >= 0, radius <= 1000 else { throw BlurError.invalidRadius(radius) }
        guard [1, 2, 4, 8].contains(minimumReduction) else { throw BlurError.invalidReduction(minimumReduction) }
        self.radius = radius
        var f = minimumReduction
        let least = minimumWorkingRadius.isFinite ? max(minimumWorkingRadius, 1) : Self.minimumWorkingRadius
        while f < 8, radius / Double(2 * f) >= least { f *= 2 }
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
        try reducedImage(blurringReduced: source, by: 1)
    }

    /// ``reducedImage(blurring:)`` from a source already reduced `by` times (1, 2, 4 or
    /// 8, at most ``reduction``), as ``reduce(_:by:)`` makes it: blurs of several radii
    /// of one picture then share its first halvings. `reduced` is left as it is.
    ///
    /// - Throws: ``BlurError/invalidReduction(_:)`` when `by` is not a power of two up
    ///   to ``reduction``; ``ImageError`` when the working images cannot be made.
    public func reducedImage(blurringReduced reduced: Image, by factor: Int) throws -> Image {
        guard [1, 2, 4, 8].contains(factor), factor <= reduction else { throw BlurError.invalidReduction(factor) }
        let image = try Self.reduce(reduced, by: reduction / factor)
        let sigma = workingRadius
        guard sigma > 0.2 else { return image === reduced ? try Self.copy(reduced) : image }
        let blurred = image === reduced ? try Image(width: image.width, height: image.height) : image
        Self.convolve(image, into: blurred, weights: Self.kernel(sigma: sigma))
        return blurred
    }

    /// `image` halved until it is `factor` (1, 2, 4 or 8) times smaller on each side
    /// (rounded up), each pixel the average of the block it covers; `image` itself for 1.
    public static func reduce(_ image: Image, by factor: Int) throws -> Image {
        var image = image
        var f = 1
        while f < factor {
            image = try halve(image)
            f *= 2
        }
        return image
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
        Self.composite(reduced, into: full, transform: &t, filter: PIXMAN_FILTER_BILINEAR)
        return full
    }

    // MARK: Steps

    /// The image at half the size, each pixel the average of the 2×2 block it covers:
    /// bilinear sampling exactly between four pixels weighs them equally.
    private static func halve(_ image: Image) throws -> Image {
        let half = try Image(width: (image.width + 1) / 2, height: (image.height + 1) / 2)
        var t = pixman_transform()
        pixman_transform_init_scale(&t, 2 << 16, 2 << 16)
        composite(image, into: half, transform: &t, filter: PIXMAN_FILTER_BILINEAR)
        return half
    }

    private static func copy(_ image: Image) throws -> Image {
        let copy = try Image(width: image.width, height: image.height)
        composite(image, into: copy, transform: nil, filter: PIXMAN_FILTER_NEAREST)
        return copy
    }

    /// Normalized weights of a sampled Gaussian from −4σ to +4σ, in 16.16 fixed point
    /// summing to exactly 1 (the centre tap takes the rounding). Cut at 3σ, the tails'
    /// missing 0.3 % of the weight made the blur about 1 % narrower than asked.
    /// Symmetric about its centre, which ``convolve(_:into:weights:)`` relies on.
    static func kernel(sigma: Double) -> [Int32] {
        let r = max(1, Int((4 * sigma).rounded(.up)))
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        var fixed = raw.map { Int32(($0 / total * 65536).rounded()) }
        fixed[r] += 65536 - fixed.reduce(0, +)
        return fixed
    }

    /// The two passes of the separable convolution, edges extended; `source` and
    /// `target` may be the same image. Channels are convolved together as four lanes;
    /// the row pass keeps its sums unrounded for the column pass, which rounds once.
    private static func convolve(_ source: Image, into target: Image, weights: [Int32]) {
        let w = source.width, h = source.height, r = weights.count / 2
        let rowPixels = source.stride / 4
        var padded = [SIMD4<Int32>](repeating: .zero, count: w + 2 * r)
        var across = [SIMD4<Int32>](repeating: .zero, count: w * h)
        var sums = [SIMD4<Int32>](repeating: .zero, count: w)
        weights.withUnsafeBufferPointer { k in
            padded.withUnsafeMutableBufferPointer { line in
                across.withUnsafeMutableBufferPointer { out in
                    for y in 0..<h {
                        let row = source.pixels + y * rowPixels
                        for i in 0..<(w + 2 * r) { line[i] = unpack(row[min(max(i - r, 0), w - 1)]) }
                        for x in 0..<w {
                            // The kernel is symmetric: taps at equal distances share a multiply.
                            var acc = line[x + r] &* k[r]
                            for t in 0..<r { acc &+= (line[x + t] &+ line[x + 2 * r - t]) &* k[t] }
                            // 4 fraction bits kept for the column pass: ≤ 255·2⁴, so its
                            // sums stay below 2³¹.
                            out[y * w + x] = (acc &+ (1 << 11)) &>> 12
                        }
                    }
                }
            }
            across.withUnsafeBufferPointer { rows in
                sums.withUnsafeMutableBufferPointer { acc in
                    for y in 0..<h {
                        let centre = y * w, middle = k[r]
                        for x in 0..<w { acc[x] = rows[centre + x] &* middle }
                        for t in 0..<r {
                            let above = min(max(y + t - r, 0), h - 1) * w, below = min(max(y + r - t, 0), h - 1) * w
                            let weight = k[t]
                            for x in 0..<w { acc[x] &+= (rows[above + x] &+ rows[below + x]) &* weight }
                        }
                        let row = target.pixels + y * (target.stride / 4)
                        // 16 + 4 fraction bits: round once.
                        for x in 0..<w { row[x] = pack((acc[x] &+ (1 << 19)) &>> 20) }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func unpack(_ p: UInt32) -> SIMD4<Int32> {
        SIMD4(Int32(p >> 24), Int32((p >> 16) & 0xFF), Int32((p >> 8) & 0xFF), Int32(p & 0xFF))
    }

    @inline(__always)
    private static func pack(_ c: SIMD4<Int32>) -> UInt32 {
        let v = c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
        return UInt32(v[0]) << 24 | UInt32(v[1]) << 16 | UInt32(v[2]) << 8 | UInt32(v[3])
    }

    /// Replaces `target` with `source` sampled through `transform` (identity when nil)
    /// and `filter`, edges padded, using the source's resampling image (see ``Image``).
    private static func composite(_ source: Image, into target: Image, transform: UnsafeMutablePointer<pixman_transform>?,
                                  filter: pixman_filter_t) {
        let src = source.resamplingImage
        pixman_image_set_transform(src, transform)
        _ = pixman_image_set_filter(src, filter, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, src, nil, target.pixmanImage, 0, 0, 0, 0, 0, 0,
                                 Int32(target.width), Int32(target.height))
    }
}
