import CPixman

/// A pixman linear gradient in a layer's coordinates, with the layer's opacity folded
/// into its stops (pixman takes one mask per composite, and the coverage of the
/// rounded bounds needs it).
@MainActor
final class GradientShader {
    struct Key: Equatable {
        var gradient: LinearGradient
        var opacity: Double
    }

    let key: Key
    /// The workers' pixman gradients (``PixmanViews``).
    let views: PixmanViews
    /// True when every stop is opaque: the inside can replace what is underneath.
    let isOpaque: Bool
    /// Where the gradient runs from and to, in pixman's fixed point.
    private let points: (start: pixman_point_fixed_t, end: pixman_point_fixed_t)
    /// The colours per row last worked out (``ramp(transform:rows:)``).
    private var lastRamp: GradientRamp?
    /// The one-pixel-wide image pixman works the colours out in, kept for the next ramp.
    private var column: Image?

    /// Nil when pixman cannot make the gradient (no stops, a point too far away for its fixed point).
    init?(key: Key) {
        let g = key.gradient
        guard !g.stops.isEmpty, g.start.isFinite, g.end.isFinite,
              [g.start.x, g.start.y, g.end.x, g.end.y].allSatisfy({ abs($0) < 30000 }) else { return nil }
        let fixed = Self.fixed
        let p1 = pixman_point_fixed_t(x: fixed(g.start.x), y: fixed(g.start.y))
        var p2 = pixman_point_fixed_t(x: fixed(g.end.x), y: fixed(g.end.y))
        // pixman needs the two points apart: a zero-length gradient shows its last colour.
        if p1.x == p2.x && p1.y == p2.y { p2.y += 1 }
        let opacity = min(max(key.opacity, 0), 1)
        let stops = g.stops.map { stop -> pixman_gradient_stop_t in
            func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
            let c = stop.color
            return pixman_gradient_stop_t(x: fixed(stop.location),
                                          color: pixman_color_t(red: channel(c.red), green: channel(c.green),
                                                                blue: channel(c.blue), alpha: channel(c.alpha * opacity)))
        }
        let views = PixmanViews(.linearGradient(start: p1, end: p2, stops: stops))
        // The caller's thread is worker 0: making its gradient now tells whether pixman can.
        guard views.view(worker: 0, sampled: true) != nil else { return nil }
        self.views = views
        self.key = key
        points = (p1, p2)
        isOpaque = opacity >= 1 && g.isOpaque
    }

    /// This opaque gradient as a colour per device row over `rows`, placed by
    /// `transform` (device → layer), when it is constant along rows; reused while the
    /// placement and rows hold (a still layer's gradient is worked out once).
    func ramp(transform: pixman_transform, rows: Range<Int>) -> GradientRamp? {
        guard isOpaque, GradientRamp.isConstantAlongRows(start: points.start, end: points.end, transform: transform)
        else { return nil }
        if let lastRamp, lastRamp.matches(transform, rows: rows) { return lastRamp }
        guard rows.count <= GradientRamp.maximumRows else { return nil }
        if (column?.height ?? 0) < rows.count { column = try? Image(width: 1, height: rows.count) }
        guard let column else { return nil }
        // Taken out of the last ramp, its colours' storage is reused once the frames
        // that drew it let go of it.
        let storage = lastRamp.take()?.colors ?? []
        lastRamp = GradientRamp(of: views, transform: transform, rows: rows, column: column, reusing: storage)
        return lastRamp
    }

    /// pixman's 16.16 fixed point.
    private static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }

    /// The shader for `gradient` drawn at `opacity`, reusing `cached` (the one last made
    /// for the same layer) when neither changed.
    static func shader(for gradient: LinearGradient, opacity: Double, reusing cached: inout GradientShader?) -> GradientShader? {
        let key = Key(gradient: gradient, opacity: opacity)
        if let cached, cached.key == key { return cached }
        cached = GradientShader(key: key)
        return cached
    }
}
