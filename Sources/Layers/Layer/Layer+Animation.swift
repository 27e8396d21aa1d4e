extension Layer {
    /// Adds a copy of `animation`, replacing any animation under the same key.
    ///
    /// A `beginTime` of 0 becomes the current media time. The animation is checked
    /// first: an unknown key path, a value of the wrong kind, bad key times or a NaN or
    /// negative duration throw an ``AnimationError`` naming the animation and the problem,
    /// and nothing is added.
    public func add(_ animation: Animation, forKey key: String?) throws(AnimationError) {
        try animation.validate()
        let copy = animation.copy()
        if copy.beginTime == 0 { copy.beginTime = currentMediaTime() }
        if let key { removeAnimation(forKey: key) }
        let entry = AnimationEntry(key: key, animation: copy, transactions: Transaction.stack)
        animationEntries.append(entry)
        AnimationEngine.track(self)
    }

    /// The animation under `key` (the layer's copy), or nil.
    public func animation(forKey key: String) -> Animation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added.
    public var animationKeys: [String] { animationEntries.compactMap(\.key) }

    /// Removes the animation under `key`; its completion hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        AnimationEngine.ended(removed, finished: false)
    }

    /// Removes every animation; their completions hear `finished == false`.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        AnimationEngine.ended(removed, finished: false)
    }

    /// True while the layer has an animation that has not reached its end.
    public var hasRunningAnimations: Bool { animationEntries.contains { !$0.hasEnded } }

    /// A detached copy of the layer with its presentation values at `time` (no
    /// sublayers, no animations): what Core Animation's `presentation()` gives.
    public func presentation(at time: Double = currentMediaTime()) -> Layer {
        let copy = Layer()
        copy.model = presentationState(at: time)
        copy.name = name
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.masksToBounds = masksToBounds
        return copy
    }

    /// Runs the layer's bookkeeping for `time`: starts, ends and removes animations.
    /// Returns true while some animation is still running.
    func updateAnimations(at time: Double) -> Bool {
        var running = false
        var finished: [AnimationEntry] = []
        for entry in animationEntries where !entry.hasEnded {
            if time >= entry.animation.beginTime { entry.start() }
            if entry.animation.hasEnded(at: time) { finished.append(entry) } else { running = true }
        }
        if !finished.isEmpty {
            animationEntries.removeAll { e in e.animation.isRemovedOnCompletion && finished.contains { $0 === e } }
            for e in finished { e.end(finished: true) }
        }
        return running
    }
}

extension Layer {
    /// Takes one animation object off the layer without telling anyone (its owner,
    /// an animator, has already settled the values).
    func removeAnimation(_ animation: Animation) {
        let removed = animationEntries.filter { $0.animation === animation }
        animationEntries.removeAll { $0.animation === animation }
        for e in removed { e.end(finished: false) }
    }

    /// Adds `shift` to the model value of `property` with no animation and no recording.
    func setModelValue(_ shift: AnimatableValue, adding property: AnimatableProperty) {
        property.setValue(property.value(in: model).adding(shift), in: &model)
        Layer.treeRevision &+= 1
    }
}
