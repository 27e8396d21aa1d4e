import CPixman

/// A rectangle of a premultiplied ARGB32 picture as one worker's pixel loop reads or
/// writes it: its first pixel, the row stride, and how big the whole picture is.
struct ARGBPixels {
    /// The rectangle's top-left pixel.
    let first: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    let stride: Int32
    /// The whole picture's pixels, stride times height: how much memory writing it moves.
    let pixelCount: Int

    /// The pixel at (`x`, `y`) of `views` as worker `worker` sees them, when they are an
    /// ARGB32 picture holding the size of `r` from there; nil otherwise.
    init?(_ views: PixmanViews, worker: Int, x: Int, y: Int, _ r: PixelRect) {
        guard let image = views.view(worker: worker, sampled: false),
              pixman_image_get_format(image) == PIXMAN_a8r8g8b8, let data = pixman_image_get_data(image) else { return nil }
        let stride = Int(pixman_image_get_stride(image) / 4), height = Int(pixman_image_get_height(image))
        guard x >= 0, y >= 0, x + r.width <= Int(pixman_image_get_width(image)), y + r.height <= height else { return nil }
        first = data + y * stride + x
        self.stride = Int32(stride)
        pixelCount = stride * height
    }

    /// The destination of `op` clipped to `r` (a band's part of its rectangle).
    init?(destinationOf op: DrawOperation, worker: Int, _ r: PixelRect) {
        self.init(op.destination, worker: worker, x: r.x - op.destinationOrigin.x, y: r.y - op.destinationOrigin.y, r)
    }
}
