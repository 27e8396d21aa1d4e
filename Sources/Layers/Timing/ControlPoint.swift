/// A control point of a cubic Bézier timing curve: `x` is the fraction of time, `y` the
/// fraction of progress.
///
/// The timing code is pure math and must not depend on the geometry types, so it carries
/// its own two-number point (UIKit uses `CGPoint` here).
public struct ControlPoint: Equatable, Hashable, Sendable {
    /// The fraction of time, 0…1.
    public var x: Double
    /// The fraction of progress; may leave 0…1 for curves that overshoot.
    public var y: Double

    /// A control point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
