import CPixman

/// One pixman composite, prepared on the main actor and executed by the render workers:
/// the unit of a ``DisplayList``.
///
/// Everything in it is a value or a ``PixmanViews``, never a pixman image: each worker
/// draws through its own views, clipped to its band of rows.
struct DrawOperation: Sendable {
    /// What a composite reads, as source or as mask.
    enum Picture: Sendable {
        /// A solid premultiplied ARGB32 colour.
        case color(UInt32)
        /// A constant coverage, 0…254 (255 is no mask at all).
        case alpha(UInt32)
        /// A picture sharing the destination's pixel grid, shifted by the operation's origin.
        case plain(PixmanViews)
        /// A picture placed by a transform from destination to picture pixels.
        case sampled(PixmanViews, Sampling)
        /// One opaque colour per row, the row's index being its y plus the operation's
        /// source origin's (padded beyond either end): a gradient constant along rows,
        /// drawn as solid spans (``GradientRamp``). Only ever the source of a maskless `SRC`.
        case rows([UInt32])
    }

    /// How a sampled picture is read: pixman maps destination pixel centres through
    /// `transform` (16.16 fixed point) and samples there.
    struct Sampling: Sendable {
        var transform: pixman_transform
        var filter: pixman_filter_t
        var repeatMode: pixman_repeat_t
    }

    var op: pixman_op_t
    var source: Picture
    var mask: Picture?
    var destination: PixmanViews
    /// Destination pixels written, before a worker's band clips them.
    var rect: PixelRect
    var sourceOrigin: (x: Int, y: Int)
    var maskOrigin: (x: Int, y: Int)
    /// Where the destination's pixel (0, 0) is in the frame's device pixels: not zero
    /// for a cache picture filled in step with the frame (``ScaledImageCache``), so that
    /// bands of device rows fill the rows they then copy.
    var destinationOrigin: (x: Int, y: Int) = (0, 0)

    /// A relative measure of the work per pixel, for splitting a frame into bands of
    /// equal cost: resampling and masks cost more than a plain copy or fill.
    var costPerPixel: Int {
        2 + Self.cost(of: source) + Self.cost(of: mask)
    }

    private static func cost(of picture: Picture?) -> Int {
        switch picture {
        case .sampled(_, let s): s.filter == PIXMAN_FILTER_BILINEAR ? 6 : 2
        case .plain: 1
        case .color, .alpha, .rows, nil: 0
        }
    }
}
