extension Layer {
    /// Bumped by every change to any layer's model or drawing: a host compares it between
    /// frames to know whether anything needs drawing when no animation runs.
    nonisolated(unsafe) public internal(set) static var treeRevision: UInt64 = 0

    /// The values on screen at `time`: the model with every animation applied, in the
    /// order they were added (later animations win; additive ones add on top).
    public func presentationState(at time: Double) -> LayerState {
        if animationEntries.isEmpty { return model }
        var state = model
        for entry in animationEntries {
            entry.animation.apply(to: &state, model: model, at: time)
        }
        return state
    }

    /// The values on screen now, on the media clock.
    public func presentationState() -> LayerState { presentationState(at: currentMediaTime()) }

    /// Applies a model change. Every animatable setter goes through here so that
    /// transactions and animators can turn the change into an animation that starts
    /// from the value on screen.
    func change(_ key: String, to newValue: AnimatableValue, _ apply: (inout LayerState) -> Void) {
        let before = model
        apply(&model)
        if before != model {
            Layer.treeRevision &+= 1
            Transaction.layer(self, didChange: key, from: before, to: newValue)
        }
    }
}
