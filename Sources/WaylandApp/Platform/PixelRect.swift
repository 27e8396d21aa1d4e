/// A rectangle in buffer pixels, used for damage.
struct PixelRect: Equatable, Hashable {
    var x, y, width, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The part of this rectangle inside `bounds` (empty when they do not overlap).
    func clipped(to bounds: PixelRect) -> PixelRect {
        let left = max(x, bounds.x), top = max(y, bounds.y)
        let right = min(x + width, bounds.x + bounds.width)
        let bottom = min(y + height, bounds.y + bounds.height)
        return PixelRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// The smallest rectangle holding both (an empty rectangle counts as nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
