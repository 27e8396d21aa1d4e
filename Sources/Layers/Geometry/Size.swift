/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size from its width and height.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size from its width and height, unlabelled for brevity.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    /// No width, no height.
    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative: nothing to draw.
    public var isEmpty: Bool { !(width > 0 && height > 0) }
    /// True when neither side is infinite or NaN.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// Scales both sides by `s`.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }

    public var description: String { "\(width)×\(height)" }
}
