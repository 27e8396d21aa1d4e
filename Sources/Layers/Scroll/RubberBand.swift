/// How far content follows a pull past its edge: UIScrollView's rubber band.
///
/// A pull of p points past the edge of a view d points long (along the axis) shows the
/// content moved by
///
///     b(p) = (1 − 1 / (p·c/d + 1)) · d,   c = 0.55
///
/// It follows the finger almost 1:1 at first (b′(0) = c) and never reaches d, however far
/// the pull goes. ``pull(forOffset:dimension:)`` is its inverse, for a drag that starts on
/// content already past its edge.
public enum RubberBand {
    /// The c of the rubber band: how stiff it is.
    public static let coefficient = 0.55

    /// How far the content moves for a pull of `pull` points past the edge of a view
    /// `dimension` points long; the sign follows `pull`. A dimension under a point is
    /// taken as one point; a pull that is not a number moves nothing.
    public static func offset(forPull pull: Double, dimension: Double) -> Double {
        guard !pull.isNaN else { return 0 }
        let d = max(dimension.isFinite ? dimension : 1, 1)
        let p = abs(pull)
        let band = p.isInfinite ? d : (1 - 1 / (p * coefficient / d + 1)) * d
        return pull < 0 ? -band : band
    }

    /// The pull that shows the content `offset` points past the edge: the inverse of
    /// ``offset(forPull:dimension:)``. Offsets at or beyond the view's length (which no
    /// pull reaches) give an infinite pull.
    public static func pull(forOffset offset: Double, dimension: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        let d = max(dimension.isFinite ? dimension : 1, 1)
        let o = abs(offset)
        let pull = o >= d ? Double.infinity : o * d / ((d - o) * coefficient)
        return offset < 0 ? -pull : pull
    }
}
