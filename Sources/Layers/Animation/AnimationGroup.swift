/// Runs several animations on one timeline (`CAAnimationGroup`): each child's
/// `beginTime` counts from the group's start, and the group's duration cuts them off.
open class AnimationGroup: Animation {
    /// The animations to run together, each at the group's local time (its `beginTime`
    /// counted from the group's start); they are copied when the group is added.
    public var animations: [Animation] = []

    /// An empty group; set ``animations`` and a duration.
    override public init() { super.init() }

    override open func copy() -> Animation {
        let g = AnimationGroup()
        g.copyTiming(from: self)
        g.animations = animations.map { $0.copy() }
        return g
    }

    override open func validate() throws(AnimationError) {
        try super.validate()
        for child in animations { try child.validate() }
    }

    override open func apply(to state: inout LayerState, model: LayerState, at time: Double) {
        let s = timing.state(atParentTime: time)
        guard let linear = s.progress else { return }
        let local = eased(linear) * timing.effectiveDuration()
        for child in animations { child.apply(to: &state, model: model, at: local) }
    }

    override open var debugName: String {
        "AnimationGroup of [\(animations.map(\.debugName).joined(separator: ", "))]"
    }
}
