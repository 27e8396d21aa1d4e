import CPixman

/// A 1×1 pixman image repeated over the plane, whose one pixel is rewritten before each
/// composite: a solid colour or a constant alpha that costs no allocation. pixman treats
/// it as solid (the same fast paths as `pixman_image_create_solid_fill`, which would
/// allocate an image per colour).
///
/// Whoever composites with it owns it alone (one per render worker, one per blur): the
/// pixel is plain memory, written and read on that owner's thread only.
final class RepeatedPixel {
    private let pixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    /// The pixman image; valid as long as this object lives.
    let image: OpaquePointer

    /// A repeating pixel of `format` (`PIXMAN_a8r8g8b8` for colours, `PIXMAN_a8` for alphas).
    init(_ format: pixman_format_code_t) {
        pixel.initialize(to: 0)
        image = pixman_image_create_bits(format, 1, 1, pixel, 4)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL)
    }

    deinit {
        pixman_image_unref(image)
        pixel.deallocate()
    }

    /// Sets the pixel (premultiplied ARGB, or the alpha in the low byte for `PIXMAN_a8`)
    /// and returns the image to composite with.
    func image(showing value: UInt32) -> OpaquePointer {
        pixel.pointee = value
        return image
    }
}
