import CPixman

/// A band of a maskless `SRC` of a premultiplied ARGB picture into one, filtered
/// bilinearly and padded or not beyond its edges: the composite the renderer's own
/// resamplers (``QuarterUpscale``, ``BilinearScale``) take over from pixman, with the
/// pixels and sizes they need and the transform that decides whether they can.
struct BilinearCopy {
    let source: UnsafeMutablePointer<UInt32>
    /// In pixels, as are the destination's.
    let sourceStride: Int32, sourceWidth: Int32, sourceHeight: Int32
    /// Nonzero repeats the edge pixels beyond the source (`PIXMAN_REPEAT_PAD`).
    let pad: Int32
    let destination: UnsafeMutablePointer<UInt32>
    let destinationStride: Int32, destinationWidth: Int32, destinationHeight: Int32
    /// The band's rectangle in the destination's pixels.
    let x: Int32, y: Int32, width: Int32, height: Int32
    /// Destination → source, as pixman has it.
    let transform: pixman_transform
    /// The source-space corner pixman starts the band's samples from.
    let corner: (x: Int, y: Int)

    /// Whether to write past the caches: the destination is bigger than they are (a 4K
    /// frame, a 4K card photo's copy), so what a frame writes there will not be in them
    /// when it is read, and reading each line in before writing it over is wasted.
    var streams: Bool { Int(destinationStride) * Int(destinationHeight) >= Self.streamingPixels }

    /// Destinations of at least this many pixels (4 MB) are written past the caches.
    static let streamingPixels = 1 << 20

    /// `op` clipped to `r` (a band's part of its rectangle) as seen by worker `worker`;
    /// nil when it is not such a composite, or its band leaves the destination.
    init?(_ op: DrawOperation, _ r: PixelRect, worker: Int) {
        guard op.op == PIXMAN_OP_SRC, op.mask == nil, case let .sampled(views, s) = op.source,
              s.filter == PIXMAN_FILTER_BILINEAR, s.repeatMode == PIXMAN_REPEAT_NONE || s.repeatMode == PIXMAN_REPEAT_PAD,
              let src = views.view(worker: worker, sampled: true),
              let dst = op.destination.view(worker: worker, sampled: false),
              pixman_image_get_format(src) == PIXMAN_a8r8g8b8, pixman_image_get_format(dst) == PIXMAN_a8r8g8b8,
              let source = pixman_image_get_data(src), let destination = pixman_image_get_data(dst)
        else { return nil }
        let x = r.x - op.destinationOrigin.x, y = r.y - op.destinationOrigin.y
        guard x >= 0, y >= 0, x + r.width <= Int(pixman_image_get_width(dst)),
              y + r.height <= Int(pixman_image_get_height(dst)) else { return nil }
        self.source = source
        sourceStride = pixman_image_get_stride(src) / 4
        sourceWidth = pixman_image_get_width(src)
        sourceHeight = pixman_image_get_height(src)
        pad = s.repeatMode == PIXMAN_REPEAT_PAD ? 1 : 0
        self.destination = destination
        destinationStride = pixman_image_get_stride(dst) / 4
        destinationWidth = pixman_image_get_width(dst)
        destinationHeight = pixman_image_get_height(dst)
        (self.x, self.y, width, height) = (Int32(x), Int32(y), Int32(r.width), Int32(r.height))
        transform = s.transform
        corner = (op.sourceOrigin.x + r.x - op.rect.x, op.sourceOrigin.y + r.y - op.rect.y)
    }
}
