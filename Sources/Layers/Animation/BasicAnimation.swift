/// Animates one property between two values (`CABasicAnimation`).
///
/// Which values it goes between follows Core Animation: `from`→`to`; `from`→`from+by`;
/// `to−by`→`to`; `from`→the value underneath; the value underneath→`to`; and
/// underneath→underneath+`by`. Implicit animations set only `fromValue` and so end on
/// the model value.
open class BasicAnimation: PropertyAnimation {
    /// The value at the start; when nil, `toValue − byValue`, or else the value underneath
    /// (the model value, or what earlier animations made of it).
    public var fromValue: AnimatableValue?
    /// The value at the end; when nil, `fromValue + byValue`, or else the value underneath.
    public var toValue: AnimatableValue?
    /// A change relative to the start (or, with only ``toValue``, to the end); ignored when
    /// both ``fromValue`` and ``toValue`` are set.
    public var byValue: AnimatableValue?

    /// An animation of the property `keyPath` names, e.g. `"opacity"` or `"position.x"`.
    override public init(keyPath: String) { super.init(keyPath: keyPath) }

    /// A typed animation: `BasicAnimation("opacity", from: 0.0, to: 1.0, duration: 0.3)`.
    public convenience init<V: Animatable>(_ keyPath: String, from: V? = nil, to: V? = nil,
                                           duration: Double = 0, timingFunction: TimingFunction? = nil) {
        self.init(keyPath: keyPath)
        fromValue = from?.animatableValue
        toValue = to?.animatableValue
        self.duration = duration
        self.timingFunction = timingFunction
    }

    override open func copy() -> Animation {
        let a = BasicAnimation(keyPath: keyPath)
        a.copyProperty(from: self)
        a.fromValue = fromValue; a.toValue = toValue; a.byValue = byValue
        return a
    }

    override open func validate() throws(AnimationError) {
        try super.validate()
        try check(fromValue, named: "fromValue")
        try check(toValue, named: "toValue")
        try check(byValue, named: "byValue")
    }

    /// The start and end values for a pass, given the value underneath.
    func endpoints(underlying: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (fromValue, toValue, byValue) {
        case let (f?, t?, _): (f, t)
        case let (f?, nil, b?): (f, f.adding(b))
        case let (nil, t?, b?): (t.subtracting(b), t)
        case let (f?, nil, nil): (f, underlying)
        case let (nil, t?, nil): (underlying, t)
        case let (nil, nil, b?): (underlying, underlying.adding(b))
        case (nil, nil, nil): (underlying, underlying)
        }
    }

    override open func value(at p: Double, iteration: Int, underlying: AnimatableValue, model: LayerState) -> AnimatableValue? {
        let (a, b) = endpoints(underlying: underlying)
        return a.interpolated(to: b, fraction: p)
    }

    override open func passDelta(underlying: AnimatableValue, model: LayerState) -> AnimatableValue? {
        let (a, b) = endpoints(underlying: underlying)
        return b.subtracting(a)
    }
}
