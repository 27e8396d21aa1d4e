/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative: nothing to draw.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    public var isFinite: Bool { width.isFinite && height.isFinite }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    public var description: String { "\(width)×\(height)" }
}
