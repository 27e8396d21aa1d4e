/// Which points a self-intersecting or nested path covers.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    /// Inside when the path winds around the point any non-zero number of times
    /// (a star's centre is filled; nested contours of the same direction stay filled).
    case nonZero
    /// Inside when a ray from the point crosses the path an odd number of times
    /// (a star's centre and nested contours become holes).
    case evenOdd

    /// Whether a winding number counts as inside.
    @inline(__always) func isInside(_ winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding & 1 != 0
        }
    }
}
