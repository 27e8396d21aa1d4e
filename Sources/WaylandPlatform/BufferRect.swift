/// A rectangle in buffer pixels: the damage content reports and the window passes to
/// wl_surface.damage_buffer. Its own type, not a renderer's, so the platform needs no
/// drawing library.
public struct BufferRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "[\(x), \(y), \(width)×\(height)]" }

    /// The part inside `bounds` (empty when they do not overlap).
    public func clipped(to bounds: BufferRect) -> BufferRect {
        let x0 = max(x, bounds.x), y0 = max(y, bounds.y)
        let x1 = min(x + width, bounds.x + bounds.width), y1 = min(y + height, bounds.y + bounds.height)
        guard x1 > x0, y1 > y0 else { return BufferRect(x: 0, y: 0, width: 0, height: 0) }
        return BufferRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle covering both; an empty one adds nothing.
    public func union(_ other: BufferRect) -> BufferRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return BufferRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
