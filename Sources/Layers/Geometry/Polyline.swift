/// A path flattened to straight segments: what the rasterizer and the stroker consume.
///
/// All points live in one array and each subpath is a range of it, so flattening a
/// path costs a couple of allocations however many subpaths it has.
public struct Polyline: Sendable, Equatable {
    /// One run of connected points.
    public struct Subpath: Sendable, Equatable {
        /// The indices of the subpath's points in ``Polyline/points``.
        public var range: Range<Int>
        /// True when the subpath was closed (a stroke joins its ends instead of capping them).
        public var isClosed: Bool
    }

    /// Every subpath's points, one after another.
    public var points: [Point] = []
    /// The runs of connected points, in order.
    public var subpaths: [Subpath] = []

    /// An empty polyline.
    public init() {}

    /// The points of one of this polyline's subpaths.
    public func points(of subpath: Subpath) -> ArraySlice<Point> { points[subpath.range] }

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true); subpaths.removeAll(keepingCapacity: true)
    }

    /// Starts a subpath; `append` adds to it and `finish` ends it.
    mutating func begin() { subpaths.append(Subpath(range: points.count..<points.count, isClosed: false)) }

    /// Adds a point to the open subpath, dropping exact repeats (zero-length segments).
    mutating func append(_ p: Point) {
        guard p.isFinite else { return }
        if let last = subpaths.last, !last.range.isEmpty, points[points.count - 1] == p { return }
        points.append(p)
        subpaths[subpaths.count - 1].range = subpaths[subpaths.count - 1].range.lowerBound..<points.count
    }

    /// Ends the open subpath; one with fewer than two points draws nothing and is dropped.
    mutating func finish(closed: Bool) {
        guard var last = subpaths.popLast() else { return }
        if closed, last.range.count > 2, points[last.range.lowerBound] == points[last.range.upperBound - 1] {
            points.removeLast(); last.range = last.range.lowerBound..<(last.range.upperBound - 1)
        }
        guard last.range.count >= 2 else { points.removeSubrange(last.range); return }
        last.isClosed = closed
        subpaths.append(last)
    }

    /// The bounding box of all points, or ``Rect/null``.
    public var boundingBox: Rect {
        guard let first = points.first else { return .null }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in points { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Path {
    /// The path as straight segments that stay within `tolerance` (in the path's units;
    /// pass device pixels after transforming to device space) of the curves.
    /// Non-finite points are skipped; subpaths shorter than one segment are dropped.
    public func flattened(tolerance: Double) -> Polyline {
        var out = Polyline()
        flatten(tolerance: tolerance, into: &out)
        return out
    }

    /// Flattens the path mapped through `t` into `out` (emptied first), reusing its
    /// storage: an affine map takes Bézier curves to Bézier curves, so this is the
    /// flattening of `transformed(by: t)` without making that path.
    func flatten(tolerance: Double, transform t: AffineTransform = .identity, into out: inout Polyline) {
        out.removeAll()
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        var current = Point.zero
        var open = false
        // Enough segments for the chord error bound |B''|·h²/8 ≤ tol, capped for huge coordinates.
        func segments(_ secondDifference: Double, _ factor: Double) -> Int {
            let n = (factor * secondDifference / tol).squareRoot().rounded(.up)
            return n.isFinite ? Int(min(max(n, 1), 4096)) : 1
        }
        let mapped = t != .identity
        for element in elements {
            let e = mapped ? element.transformed(by: t) : element
            switch e {
            case let .move(p):
                if open { out.finish(closed: false) }
                out.begin(); out.append(p); open = true; current = p
            case let .line(p):
                if !open { out.begin(); out.append(current); open = true }
                out.append(p); current = p
            case let .quadCurve(p, c):
                if !open { out.begin(); out.append(current); open = true }
                let d = (current - c * 2 + p).length
                let n = segments(d, 0.25)
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    out.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                current = p
            case let .curve(p, c1, c2):
                if !open { out.begin(); out.append(current); open = true }
                let d = max((current - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = segments(d, 0.75)
                let p0 = current
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    out.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
                }
                current = p
            case .close:
                if open {
                    if let first = out.subpaths.last.map({ out.points[$0.range.lowerBound] }) { current = first }
                    out.finish(closed: true)
                    open = false
                }
            }
        }
        if open { out.finish(closed: false) }
    }
}
