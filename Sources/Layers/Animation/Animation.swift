/// The base of every animation (Core Animation's `CAAnimation`): timing and completion.
open class Animation {
    public init() {}
    /// Changes `state` (the presentation being computed) for `time`. `model` is the
    /// layer's model, for animations whose missing values default to it.
    open func apply(to state: inout LayerState, model: LayerState, at time: Double) {}
}

/// An animation attached to a layer under a key.
struct AnimationEntry {
    let key: String?
    let animation: Animation
}
