extension Path {
    /// The rectangle this path outlines when it is exactly one closed, axis-aligned
    /// rectangle (as ``addRect(_:)`` makes, drawn either way round); nil otherwise.
    /// Filled opaquely, such a path hides what lies under it.
    public var rectangle: Rect? {
        let e = elements
        // move, three lines, an optional line back to the start, close.
        guard e.count == 5 || e.count == 6, e.last == .close, case let .move(a) = e[0], case let .line(b) = e[1],
              case let .line(c) = e[2], case let .line(d) = e[3] else { return nil }
        if e.count == 6 { guard case let .line(back) = e[4], back == a else { return nil } }
        // Each side horizontal or vertical, alternating, closing up at the start.
        let startsHorizontal = a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x
        let startsVertical = a.x == b.x && b.y == c.y && c.x == d.x && d.y == a.y
        guard startsHorizontal || startsVertical else { return nil }
        let minX = min(a.x, c.x), minY = min(a.y, c.y)
        let rect = Rect(x: minX, y: minY, width: max(a.x, c.x) - minX, height: max(a.y, c.y) - minY)
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }
}
