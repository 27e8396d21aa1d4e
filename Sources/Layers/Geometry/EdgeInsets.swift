/// Distances in from the four edges of a rectangle, in points, as UIKit's `UIEdgeInsets`:
/// positive values shrink the rectangle, negative ones grow it.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double

    /// Insets of the given sizes.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// Left plus right.
    public var horizontal: Double { left + right }
    /// Top plus bottom.
    public var vertical: Double { top + bottom }

    /// The insets with every value that is not finite read as 0.
    public var finite: EdgeInsets {
        func f(_ v: Double) -> Double { v.isFinite ? v : 0 }
        return EdgeInsets(top: f(top), left: f(left), bottom: f(bottom), right: f(right))
    }

    /// "(top, left, bottom, right)", for logs.
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

extension Rect {
    /// The rectangle shrunk by `insets` (grown where they are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
             width: width - insets.horizontal, height: height - insets.vertical)
    }
}
