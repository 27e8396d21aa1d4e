import FoundationEssentials

/// Turns the numbers a transform animation interpolates into a transform
/// (`CAValueFunction`), so `"transform"` can animate from 0 to an angle and turn
/// past π without the matrix taking the short way round.
public enum ValueFunction: String, Sendable, CaseIterable {
    /// The transform built from the animated number(s): a rotation about z in radians, a
    /// uniform or per-axis scale, or a translation in points (`CAValueFunction`'s names).
    case rotateZ, scale, scaleX, scaleY, translate, translateX, translateY

    /// The kind of value the animation's from/to/values must be.
    public var inputKind: AnimatableValue.Kind { self == .translate ? .point : .scalar }

    /// The transform for an interpolated input value.
    public func transform(for value: AnimatableValue) -> AffineTransform {
        switch (self, value) {
        case let (.rotateZ, .scalar(a)): AffineTransform(rotationAngle: a)
        case let (.scale, .scalar(s)): AffineTransform(scale: s)
        case let (.scaleX, .scalar(s)): AffineTransform(scaleX: s, y: 1)
        case let (.scaleY, .scalar(s)): AffineTransform(scaleX: 1, y: s)
        case let (.translate, .point(p)): AffineTransform(translationX: p.x, y: p.y)
        case let (.translateX, .scalar(x)): AffineTransform(translationX: x, y: 0)
        case let (.translateY, .scalar(y)): AffineTransform(translationX: 0, y: y)
        default: .identity
        }
    }

    /// The input value that gives the identity transform (the start when a value is missing).
    var identityInput: AnimatableValue {
        switch self {
        case .rotateZ, .translateX, .translateY: .scalar(0)
        case .scale, .scaleX, .scaleY: .scalar(1)
        case .translate: .point(.zero)
        }
    }
}
