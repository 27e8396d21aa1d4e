import FoundationEssentials
import Glibc

/// A value an animation can carry: one case per kind of animatable property.
///
/// An enum rather than `Any` so that evaluating animations every frame never boxes
/// or allocates, and so a wrong value type is caught when the animation is added.
public enum AnimatableValue: Hashable, Sendable, CustomStringConvertible {
    /// A number: opacity, a radius, one coordinate, an angle in radians.
    case scalar(Double)
    /// A point, in points: a position or an anchor point.
    case point(Point)
    /// A size, in points.
    case size(Size)
    /// A rectangle, in points: bounds.
    case rect(Rect)
    /// A colour, interpolated per straight-alpha component.
    case color(Color)
    /// A transform, interpolated through its ``AffineTransform/Decomposition``.
    case transform(AffineTransform)

    /// The kind of value, for type checks and messages.
    public enum Kind: String, Sendable {
        /// A ``AnimatableValue/scalar(_:)``.
        case scalar
        /// A ``AnimatableValue/point(_:)``.
        case point
        /// A ``AnimatableValue/size(_:)``.
        case size
        /// A ``AnimatableValue/rect(_:)``.
        case rect
        /// A ``AnimatableValue/color(_:)``.
        case color
        /// A ``AnimatableValue/transform(_:)``.
        case transform
    }

    /// Which case the value is, without its payload.
    public var kind: Kind {
        switch self {
        case .scalar: .scalar
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        }
    }

    /// The value that adds nothing (for `by` and additive animations).
    public static func zero(of kind: Kind) -> AnimatableValue {
        switch kind {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
        case .transform: .transform(.identity)
        }
    }

    /// Linear interpolation from `self` (t = 0) to `other` (t = 1); t may leave 0…1 (overshoot).
    /// Transforms interpolate by decomposition so rotations stay rotations.
    /// Mismatched kinds (prevented when animations are added) give `other`.
    public func interpolated(to other: AnimatableValue, fraction t: Double) -> AnimatableValue {
        @inline(__always) func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.point(a), .point(b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                              width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.color(a), .color(b)):
            return .color(Color(red: mix(a.red, b.red), green: mix(a.green, b.green),
                                blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha)))
        case let (.transform(a), .transform(b)):
            if a == b { return self }
            let p = a.decomposition, q = b.decomposition
            // Turn the short way round.
            var dr = q.rotation - p.rotation
            if dr > .pi { dr -= 2 * .pi } else if dr < -.pi { dr += 2 * .pi }
            let d = AffineTransform.Decomposition(
                translation: Point(x: mix(p.translation.x, q.translation.x), y: mix(p.translation.y, q.translation.y)),
                rotation: p.rotation + dr * t,
                scale: Size(width: mix(p.scale.width, q.scale.width), height: mix(p.scale.height, q.scale.height)),
                shear: mix(p.shear, q.shear))
            return .transform(AffineTransform(d))
        default: return other
        }
    }

    /// `self + other`: what additive and cumulative animations use. Transforms concatenate
    /// (`self` applied first, then `other`), as Core Animation composes additive transforms.
    public func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(a + b)
        case let (.size(a), .size(b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.minX + b.minX, y: a.minY + b.minY,
                              width: a.width + b.width, height: a.height + b.height))
        case let (.color(a), .color(b)):
            return .color(Color(red: a.red + b.red, green: a.green + b.green,
                                blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        default: return other
        }
    }

    /// `self − other`, the inverse of ``adding(_:)``: `other.adding(self.subtracting(other)) == self`.
    public func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a - b)
        case let (.point(a), .point(b)): return .point(a - b)
        case let (.size(a), .size(b)): return .size(Size(width: a.width - b.width, height: a.height - b.height))
        case let (.rect(a), .rect(b)):
            return .rect(Rect(x: a.minX - b.minX, y: a.minY - b.minY,
                              width: a.width - b.width, height: a.height - b.height))
        case let (.color(a), .color(b)):
            return .color(Color(red: a.red - b.red, green: a.green - b.green,
                                blue: a.blue - b.blue, alpha: a.alpha - b.alpha))
        case let (.transform(a), .transform(b)):
            return .transform((b.inverted() ?? .identity).concatenating(a))
        default: return self
        }
    }

    /// A scalar measure of the distance between two values, for paced keyframes.
    public func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return a.distance(to: b)
        case let (.size(a), .size(b)): return hypot(b.width - a.width, b.height - a.height)
        case let (.rect(a), .rect(b)):
            return hypot(hypot(b.minX - a.minX, b.minY - a.minY), hypot(b.width - a.width, b.height - a.height))
        case let (.color(a), .color(b)):
            return hypot(hypot(b.red - a.red, b.green - a.green), hypot(b.blue - a.blue, b.alpha - a.alpha))
        case let (.transform(a), .transform(b)):
            let p = a.decomposition, q = b.decomposition
            return hypot(hypot(q.translation.x - p.translation.x, q.translation.y - p.translation.y),
                         hypot(q.rotation - p.rotation, hypot(q.scale.width - p.scale.width, q.scale.height - p.scale.height)))
        default: return 0
        }
    }

    /// True when every number in the value is finite.
    public var isFinite: Bool {
        switch self {
        case let .scalar(v): v.isFinite
        case let .point(p): p.isFinite
        case let .size(s): s.isFinite
        case let .rect(r): r.isFinite
        case let .color(c): c.isFinite
        case let .transform(t): t.isFinite
        }
    }

    public var description: String {
        switch self {
        case let .scalar(v): "\(v)"
        case let .point(p): "\(p)"
        case let .size(s): "\(s)"
        case let .rect(r): "\(r)"
        case let .color(c): "\(c)"
        case let .transform(t): "\(t)"
        }
    }
}

extension AnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .scalar(value) }
    public init(integerLiteral value: Int) { self = .scalar(Double(value)) }
}

/// A Swift type that an animation can carry (`Double`, `Point`, `Size`, `Rect`, `Color`,
/// `AffineTransform`): lets typed APIs take plain values.
public protocol Animatable {
    /// The value wrapped in its ``AnimatableValue`` case.
    var animatableValue: AnimatableValue { get }
    /// Unwraps `value`; nil when it is another kind.
    init?(_ value: AnimatableValue)
}

extension Double: Animatable {
    /// The number as ``AnimatableValue/scalar(_:)``.
    public var animatableValue: AnimatableValue { .scalar(self) }
    /// The number inside a ``AnimatableValue/scalar(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .scalar(v) = value else { return nil }; self = v }
}
extension Point: Animatable {
    /// The point as ``AnimatableValue/point(_:)``.
    public var animatableValue: AnimatableValue { .point(self) }
    /// The point inside a ``AnimatableValue/point(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .point(v) = value else { return nil }; self = v }
}
extension Size: Animatable {
    /// The size as ``AnimatableValue/size(_:)``.
    public var animatableValue: AnimatableValue { .size(self) }
    /// The size inside a ``AnimatableValue/size(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .size(v) = value else { return nil }; self = v }
}
extension Rect: Animatable {
    /// The rectangle as ``AnimatableValue/rect(_:)``.
    public var animatableValue: AnimatableValue { .rect(self) }
    /// The rectangle inside a ``AnimatableValue/rect(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .rect(v) = value else { return nil }; self = v }
}
extension Color: Animatable {
    /// The colour as ``AnimatableValue/color(_:)``.
    public var animatableValue: AnimatableValue { .color(self) }
    /// The colour inside a ``AnimatableValue/color(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .color(v) = value else { return nil }; self = v }
}
extension AffineTransform: Animatable {
    /// The transform as ``AnimatableValue/transform(_:)``.
    public var animatableValue: AnimatableValue { .transform(self) }
    /// The transform inside a ``AnimatableValue/transform(_:)``; nil for any other kind.
    public init?(_ value: AnimatableValue) { guard case let .transform(v) = value else { return nil }; self = v }
}
