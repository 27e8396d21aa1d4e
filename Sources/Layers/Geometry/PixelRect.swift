/// An axis-aligned rectangle of whole device pixels: what the renderer damages,
/// clips to and reports (a window hands these to `wl_surface.damage_buffer`).
///
/// Integer rather than ``Rect`` so that unions and intersections are exact and a
/// damaged area never grows by rounding.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels.
    public var x: Int
    /// The top edge, in pixels.
    public var y: Int
    /// The width, in pixels; 0 or less is empty.
    public var width: Int
    /// The height, in pixels; 0 or less is empty.
    public var height: Int

    /// A rectangle from its top-left corner and size, in pixels.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle with no pixels: the identity of ``union(_:)``.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest pixel rectangle covering `rect`; empty for empty or non-finite rectangles,
    /// and clamped to ±2²⁸ so that huge geometry never overflows.
    public init(covering rect: Rect) {
        guard rect.isFinite, !rect.isEmpty else { self = .empty; return }
        let limit = Double(1 << 28)
        func clamp(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
        let x0 = clamp(rect.minX.rounded(.down)), y0 = clamp(rect.minY.rounded(.down))
        let x1 = clamp(rect.maxX.rounded(.up)), y1 = clamp(rect.maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The left edge.
    public var minX: Int { x }
    /// The top edge.
    public var minY: Int { y }
    /// The right edge, one past the last column.
    public var maxX: Int { x + width }
    /// The bottom edge, one past the last row.
    public var maxY: Int { y + height }
    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered.
    public var area: Int { isEmpty ? 0 : width * height }
    /// The same rectangle in floating point.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// The pixels both rectangles cover; ``empty`` when they do not overlap.
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    /// True when the rectangles share at least one pixel.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// The bounding box of both; empty rectangles contribute nothing.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// True when every pixel of `o` is inside this rectangle.
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (!isEmpty && o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    /// The rectangle grown by `d` pixels on every side (shrunk for negative `d`).
    public func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// The rectangle moved by `dx`, `dy` pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "[\(x), \(y), \(width)×\(height)]" }
}
