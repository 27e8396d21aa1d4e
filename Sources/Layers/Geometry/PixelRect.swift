/// An axis-aligned rectangle of whole device pixels: what the renderer damages,
/// clips to and reports (a window hands these to `wl_surface.damage_buffer`).
///
/// Integer rather than ``Rect`` so that unions and intersections are exact and a
/// damaged area never grows by rounding.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

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

    public var minX: Int { x }
    public var minY: Int { y }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels covered.
    public var area: Int { isEmpty ? 0 : width * height }
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// The bounding box of both; empty rectangles contribute nothing.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (!isEmpty && o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    public func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    public func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "[\(x), \(y), \(width)×\(height)]" }
}
