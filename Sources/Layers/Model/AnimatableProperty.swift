import FoundationEssentials

/// A property animations can drive, named by Core Animation's key path string
/// (`"position"`, `"bounds.size"`, `"transform.rotation.z"`, …).
///
/// Each one knows how to read and write its value in a ``LayerState``; animations look
/// their key path up once, when they are added, so a frame never parses strings.
public struct AnimatableProperty: Sendable, CustomStringConvertible {
    /// The key path, as Core Animation spells it.
    public let keyPath: String
    /// The kind of value the property holds; an animation's values must be of it.
    public let kind: AnimatableValue.Kind
    let get: @Sendable (LayerState) -> AnimatableValue
    let set: @Sendable (inout LayerState, AnimatableValue) -> Void

    init(_ keyPath: String, _ kind: AnimatableValue.Kind,
         get: @escaping @Sendable (LayerState) -> AnimatableValue,
         set: @escaping @Sendable (inout LayerState, AnimatableValue) -> Void) {
        self.keyPath = keyPath; self.kind = kind; self.get = get; self.set = set
    }

    /// Reads the property's value from a state.
    public func value(in state: LayerState) -> AnimatableValue { get(state) }
    /// Writes a value of the property's kind into a state (other kinds are ignored).
    public func setValue(_ value: AnimatableValue, in state: inout LayerState) {
        if value.kind == kind { set(&state, value) }
    }

    /// The property for a Core Animation key path, or nil if no such property animates.
    public static func named(_ keyPath: String) -> AnimatableProperty? { registry[keyPath] }

    /// All key paths that can be animated.
    public static var allKeyPaths: [String] { registry.keys.sorted() }

    public var description: String { keyPath }
}

private func scalar(_ name: String, _ kp: WritableKeyPath<LayerState, Double> & Sendable) -> AnimatableProperty {
    AnimatableProperty(name, .scalar, get: { .scalar($0[keyPath: kp]) },
                       set: { s, v in if case let .scalar(x) = v { s[keyPath: kp] = x } })
}
private func color(_ name: String, _ kp: WritableKeyPath<LayerState, Color> & Sendable) -> AnimatableProperty {
    AnimatableProperty(name, .color, get: { .color($0[keyPath: kp]) },
                       set: { s, v in if case let .color(x) = v { s[keyPath: kp] = x } })
}
private func point(_ name: String, _ kp: WritableKeyPath<LayerState, Point> & Sendable) -> AnimatableProperty {
    AnimatableProperty(name, .point, get: { .point($0[keyPath: kp]) },
                       set: { s, v in if case let .point(x) = v { s[keyPath: kp] = x } })
}
private func size(_ name: String, _ kp: WritableKeyPath<LayerState, Size> & Sendable) -> AnimatableProperty {
    AnimatableProperty(name, .size, get: { .size($0[keyPath: kp]) },
                       set: { s, v in if case let .size(x) = v { s[keyPath: kp] = x } })
}
/// A part of the transform, changed with the other parts kept (`transform.scale` etc.).
private func transformPart(_ name: String,
                           get: @escaping @Sendable (AffineTransform.Decomposition) -> Double,
                           set: @escaping @Sendable (inout AffineTransform.Decomposition, Double) -> Void) -> AnimatableProperty {
    AnimatableProperty(name, .scalar, get: { .scalar(get($0.transform.decomposition)) },
                       set: { s, v in
                           guard case let .scalar(x) = v else { return }
                           var d = s.transform.decomposition
                           set(&d, x)
                           s.transform = AffineTransform(d)
                       })
}

private let registry: [String: AnimatableProperty] = {
    let all: [AnimatableProperty] = [
        AnimatableProperty("bounds", .rect, get: { .rect($0.bounds) },
                           set: { s, v in if case let .rect(x) = v { s.bounds = x } }),
        point("bounds.origin", \.bounds.origin),
        size("bounds.size", \.bounds.size),
        scalar("bounds.size.width", \.bounds.size.width),
        scalar("bounds.size.height", \.bounds.size.height),
        point("position", \.position),
        scalar("position.x", \.position.x),
        scalar("position.y", \.position.y),
        point("anchorPoint", \.anchorPoint),
        scalar("zPosition", \.zPosition),
        AnimatableProperty("transform", .transform, get: { .transform($0.transform) },
                           set: { s, v in if case let .transform(x) = v { s.transform = x } }),
        transformPart("transform.rotation", get: { $0.rotation }, set: { $0.rotation = $1 }),
        transformPart("transform.rotation.z", get: { $0.rotation }, set: { $0.rotation = $1 }),
        transformPart("transform.scale", get: { ($0.scale.width + $0.scale.height) / 2 },
                      set: { $0.scale = Size(width: $1, height: $1) }),
        transformPart("transform.scale.x", get: { $0.scale.width }, set: { $0.scale.width = $1 }),
        transformPart("transform.scale.y", get: { $0.scale.height }, set: { $0.scale.height = $1 }),
        transformPart("transform.translation.x", get: { $0.translation.x }, set: { $0.translation.x = $1 }),
        transformPart("transform.translation.y", get: { $0.translation.y }, set: { $0.translation.y = $1 }),
        AnimatableProperty("transform.translation", .point, get: { .point($0.transform.decomposition.translation) },
                           set: { s, v in if case let .point(p) = v { s.transform.tx = p.x; s.transform.ty = p.y } }),
        scalar("opacity", \.opacity),
        color("backgroundColor", \.backgroundColor),
        scalar("cornerRadius", \.cornerRadius),
        scalar("borderWidth", \.borderWidth),
        color("borderColor", \.borderColor),
        color("shadowColor", \.shadowColor),
        scalar("shadowOpacity", \.shadowOpacity),
        scalar("shadowRadius", \.shadowRadius),
        size("shadowOffset", \.shadowOffset),
        color("fillColor", \.fillColor),
        color("strokeColor", \.strokeColor),
        scalar("lineWidth", \.lineWidth),
        scalar("strokeStart", \.strokeStart),
        scalar("strokeEnd", \.strokeEnd),
        color("foregroundColor", \.foregroundColor),
    ]
    return Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })
}()
