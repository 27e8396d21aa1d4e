/// An animation of one layer property, named by its Core Animation key path
/// (`CAPropertyAnimation`).
open class PropertyAnimation: Animation {
    /// The property, e.g. `"position"`, `"bounds"`, `"transform.rotation.z"`.
    public var keyPath: String {
        didSet { property = AnimatableProperty.named(keyPath) }
    }
    /// Adds the animated value to the value underneath instead of replacing it, so
    /// animations on one property blend.
    public var isAdditive = false
    /// Each repeat starts where the previous one ended.
    public var isCumulative = false
    /// Makes the animation interpolate numbers and turn them into a transform.
    public var valueFunction: ValueFunction?

    /// The property the key path names, looked up once.
    public private(set) var property: AnimatableProperty?

    /// An animation of the property `keyPath` names; an unknown key path is reported by
    /// ``Layer/add(_:forKey:)`` as an ``AnimationError``.
    public init(keyPath: String) {
        self.keyPath = keyPath
        property = AnimatableProperty.named(keyPath)
        super.init()
    }

    /// Copies timing, additivity, cumulativeness and value function from `other`: what a
    /// subclass's copy starts from.
    public func copyProperty(from other: PropertyAnimation) {
        copyTiming(from: other)
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// The kind of value this animation's own values must have.
    public var valueKind: AnimatableValue.Kind? {
        if let valueFunction { return valueFunction.inputKind }
        return property?.kind
    }

    override open var debugName: String { "\(type(of: self)) \"\(keyPath)\"" }

    override open func validate() throws(AnimationError) {
        try super.validate()
        guard let property else {
            throw AnimationError(animation: self, problem: "unknown key path \"\(keyPath)\"; animatable key paths are \(AnimatableProperty.allKeyPaths.joined(separator: ", "))")
        }
        if valueFunction != nil && property.kind != .transform {
            throw AnimationError(animation: self, problem: "a value function needs a transform key path, not \"\(keyPath)\" (\(property.kind.rawValue))")
        }
    }

    /// Checks one of the animation's values has the property's kind and is finite.
    func check(_ value: AnimatableValue?, named name: String) throws(AnimationError) {
        guard let value, let kind = valueKind else { return }
        if value.kind != kind {
            throw AnimationError(animation: self, problem: "\(name) is a \(value.kind.rawValue) but \"\(keyPath)\" needs a \(kind.rawValue)")
        }
        if !value.isFinite {
            throw AnimationError(animation: self, problem: "\(name) \(value) is not finite")
        }
    }

    /// The animated value at eased progress `p` of iteration `iteration`. `underlying`
    /// is the property's value before this animation applies (in the value function's
    /// input kind when there is one). Subclasses implement it.
    open func value(at p: Double, iteration: Int, underlying: AnimatableValue, model: LayerState) -> AnimatableValue? { nil }

    /// The change one whole pass makes, for cumulative repeats.
    open func passDelta(underlying: AnimatableValue, model: LayerState) -> AnimatableValue? { nil }

    override open func apply(to state: inout LayerState, model: LayerState, at time: Double) {
        guard let property else { return }
        let s = timing.state(atParentTime: time)
        guard let linear = s.progress else { return }
        let eased = eased(linear)
        let current = property.value(in: state)
        let underlying = valueFunction?.identityInput ?? (isAdditive ? .zero(of: property.kind) : current)
        guard var v = value(at: eased, iteration: s.iteration, underlying: underlying, model: model) else { return }
        if isCumulative, s.iteration > 0, let delta = passDelta(underlying: underlying, model: model) {
            for _ in 0..<min(s.iteration, 10_000) { v = v.adding(delta) }
        }
        if let valueFunction { v = .transform(valueFunction.transform(for: v)) }
        property.setValue(isAdditive ? current.adding(v) : v, in: &state)
    }
}
