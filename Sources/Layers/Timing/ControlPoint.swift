/// A control point of a cubic Bézier timing curve: `x` is the fraction of time, `y` the
/// fraction of progress.
///
/// The timing code is pure math and must not depend on the geometry types, so it carries
/// its own two-number point (UIKit uses `CGPoint` here).
public struct ControlPoint: Equatable, Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
