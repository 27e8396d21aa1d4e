/// A position in a layer's coordinate space, in points (logical pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing rightwards.
    public var x: Double
    /// The vertical coordinate, growing downwards, as in UIKit.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// A point from its coordinates, unlabelled for brevity.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The distance to `other`.
    public func distance(to other: Point) -> Double { (self - other).length }
    /// The length of the vector from the origin to this point.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// True when both coordinates are finite (not NaN or infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// Adds the coordinates: a point moved by an offset.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts the coordinates: the offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// Negates both coordinates.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    public var description: String { "(\(x), \(y))" }
}
