/// How the ends of an open stroked subpath look.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Square ends exactly at the end points.
    case butt
    /// Half circles of the line width around the end points.
    case round
    /// Square ends extended by half the line width.
    case square
}

/// How the corners of a stroked path look.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    /// Sharp corners, cut to a bevel when longer than the miter limit.
    case miter
    /// Rounded corners.
    case round
    /// Corners cut flat.
    case bevel
}

/// Everything that shapes a stroke, besides the path: one value so masks can be cached by it.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width, centred on the path, in the path's units (points).
    public var lineWidth: Double
    /// How open subpaths end.
    public var lineCap: LineCap
    /// How segments meet at corners.
    public var lineJoin: LineJoin
    /// Miter joins longer than `miterLimit × lineWidth / 2` become bevels (Core Animation's default is 10).
    public var miterLimit: Double

    /// A stroke style; the defaults are Core Graphics' (1 point, butt caps, miter joins, limit 10).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
    }

    /// How far outside the path the stroke can reach, for bounding boxes.
    public var outset: Double {
        let half = max(lineWidth, 0) / 2
        switch lineJoin {
        case .miter: return half * max(miterLimit, lineCap == .square ? 2.0.squareRoot() : 1)
        case .round, .bevel: return half * (lineCap == .square ? 2.0.squareRoot() : 1)
        }
    }
}
