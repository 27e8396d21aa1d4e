extension Path {
    /// What the renderer asks of a path every frame, kept up to date as elements are
    /// added: its hash, its box, whether it is finite and whether it draws anything.
    ///
    /// A shape layer's path is part of its mask's cache key, so each frame hashes it and
    /// compares it; the splash's logo, turning and growing, is hashed, bounded and
    /// checked several times a frame. Walking its elements each time was about a
    /// quarter of the frames where its hole opens (1080p, one thread).
    struct Summary: Sendable {
        /// The elements' hashes, mixed in order.
        private(set) var hash = 0
        private(set) var isFinite = true
        /// True once an element other than a `move` is added.
        private(set) var hasSegments = false
        private var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity

        /// ``Path/boundingBox``: every point and control point added.
        var boundingBox: Rect { x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .null }

        mutating func add(_ e: Element) {
            // FNV-1a's prime over whole element hashes: the order counts, and each
            // element's own hash is already well mixed.
            hash = (hash ^ e.hashValue) &* 0x0000_0100_0000_01B3
            switch e {
            case let .move(p): add(p)
            case let .line(p): add(p); hasSegments = true
            case let .quadCurve(p, c): add(p); add(c); hasSegments = true
            case let .curve(p, c1, c2): add(p); add(c1); add(c2); hasSegments = true
            case .close: hasSegments = true
            }
        }

        private mutating func add(_ p: Point) {
            isFinite = isFinite && p.isFinite
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
    }

    /// Equal elements (and current point): the kept hashes first, then the elements,
    /// unless both paths share one copy of them.
    public static func == (a: Path, b: Path) -> Bool {
        guard a.summary.hash == b.summary.hash, a.elements.count == b.elements.count,
              a.currentPoint == b.currentPoint else { return false }
        let shared = a.elements.withUnsafeBufferPointer { pa in
            b.elements.withUnsafeBufferPointer { pb in pa.baseAddress == pb.baseAddress }
        }
        return shared || a.elements == b.elements
    }

    /// The kept hash: no walk over the elements.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(summary.hash)
        hasher.combine(elements.count)
    }
}
