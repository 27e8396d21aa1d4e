extension Layer {
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

    /// The values on screen now, at the host's ``LayerHost/currentTime`` (the model
    /// for a layer in no hosted tree: its animations have not started).
    public func presentationState() -> LayerState {
        guard let now = currentTime else { return model }
        return presentationState(at: now)
    }

    /// Applies a model change. Every animatable setter goes through here so that
    /// transactions and animators can turn the change into an animation that starts
    /// from the value on screen.
    func change(_ key: String, to newValue: AnimatableValue, _ apply: (inout LayerState) -> Void) {
        let before = model
        apply(&model)
        if before != model {
            host?.invalidate()
            Transaction.layer(self, didChange: key, from: before, to: newValue)
        }
    }
}
