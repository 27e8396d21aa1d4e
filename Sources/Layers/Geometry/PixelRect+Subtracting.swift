extension PixelRect {
    /// Calls `body` with the parts of this rectangle outside `hole`: up to four
    /// rectangles (above, below, left and right of it), none when `hole` covers it all,
    /// this rectangle whole when they do not meet. Allocates nothing.
    public func forEachPart(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let cut = intersection(hole)
        guard !cut.isEmpty else {
            if !isEmpty { body(self) }
            return
        }
        if cut.y > y { body(PixelRect(x: x, y: y, width: width, height: cut.y - y)) }
        if cut.maxY < maxY { body(PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.x > x { body(PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height)) }
        if cut.maxX < maxX { body(PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height)) }
    }
}
