import CPixman

/// An opaque gradient that is constant along device rows, as a colour per row: a
/// vertical gradient on a layer that is not turned (`GradientLayer`'s default, the
/// splash's dusk). Drawn as solid spans, a frame of it costs a memset, not pixman's
/// per-pixel gradient, which works out every pixel's colour anew.
///
/// pixman itself works the colours out, over a one-pixel-wide column, with the same
/// placement and sample points the gradient would have had: it evaluates such a
/// gradient once per row and repeats it along the row, so the spans are those very
/// pixels.
struct GradientRamp {
    /// The device row of the first colour.
    let top: Int
    /// Premultiplied ARGB32, one per device row from ``top`` on.
    let colors: [UInt32]
    /// The device → gradient placement the colours are for.
    let transform: pixman_transform

    /// The colours of `views`' gradient over the device `rows`, sampled through
    /// `transform` into `column` (a one-pixel-wide image at least `rows.count` tall) and
    /// kept in the storage of `colors`: a gradient moving every frame allocates nothing.
    /// Nil when pixman cannot draw them.
    init?(of views: PixmanViews, transform: pixman_transform, rows: Range<Int>, column: Image,
          reusing colors: consuming [UInt32]) {
        guard !rows.isEmpty, rows.count <= column.height, let source = views.view(worker: 0, sampled: true)
        else { return nil }
        var t = transform
        pixman_image_set_transform(source, &t)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, column.pixmanImage, 0, Int32(rows.lowerBound), 0, 0, 0, 0,
                                 1, Int32(rows.count))
        colors.removeAll(keepingCapacity: true)
        colors.append(contentsOf: UnsafeBufferPointer(start: column.pixels, count: rows.count))
        top = rows.lowerBound
        self.colors = colors
        self.transform = transform
    }

    /// Rows a ramp covers at most: a 16-bit screen's worth.
    static let maximumRows = 1 << 16

    /// True when this ramp is the one for `transform` over `rows`.
    func matches(_ transform: pixman_transform, rows: Range<Int>) -> Bool {
        top == rows.lowerBound && colors.count == rows.count && Self.same(self.transform, transform)
    }

    /// True when a gradient from `start` to `end`, placed by `transform`, is constant
    /// along device rows: its direction is vertical and the placement does not turn rows
    /// into it (pixman then evaluates it once per row).
    static func isConstantAlongRows(start: pixman_point_fixed_t, end: pixman_point_fixed_t,
                                    transform: pixman_transform) -> Bool {
        start.x == end.x && transform.matrix.1.0 == 0 && transform.matrix.2.0 == 0
            && transform.matrix.2.1 == 0
    }

    private static func same(_ a: pixman_transform, _ b: pixman_transform) -> Bool {
        a.matrix.0 == b.matrix.0 && a.matrix.1 == b.matrix.1 && a.matrix.2 == b.matrix.2
    }
}
