extension Layer {
    /// Adds a copy of `animation`, replacing any animation under the same key.
    ///
    /// A `beginTime` of 0 becomes the host's current time (for a layer in no hosted
    /// tree, the time it joins one). The animation is checked
    /// first: an unknown key path, a value of the wrong kind, bad key times or a NaN or
    /// negative duration throw an ``AnimationError`` naming the animation and the problem,
    /// and nothing is added.
    public func add(_ animation: Animation, forKey key: String?) throws(AnimationError) {
        try animation.validate()
        add(validated: animation.copy(), forKey: key)
    }

    /// Adds `animation` (already the layer's own, valid copy).
    func add(validated animation: Animation, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        if host?.reducesMotion == true, let spring = animation as? SpringAnimation { spring.removeOvershoot() }
        // A copy of its own: sharing the stack's storage while the animation runs would
        // make every later `Transaction.begin()` copy the stack to append (an allocation
        // in each frame that scrolls the feed under a running animation).
        let entry = AnimationEntry(key: key, animation: animation, transactions: Transaction.stack.map { $0 })
        entry.beginsWhenHosted = animation.beginTime == 0
        animationEntries.append(entry)
        guard let host else { return }
        for group in entry.transactions { group.bind(to: host) }
        resolvePendingBeginTimes(now: host.currentTime)
        host.engine.track(self, host: host)
        host.invalidate()
    }

    /// Animations added to begin "now" while the layer had no host begin at `now`.
    func resolvePendingBeginTimes(now: Double) {
        for entry in animationEntries where entry.beginsWhenHosted {
            entry.animation.beginTime = now
            entry.beginsWhenHosted = false
        }
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
        AnimationEntry.end(removed, finished: false, host: host)
    }

    /// Removes every animation; their completions hear `finished == false`.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        AnimationEntry.end(removed, finished: false, host: host)
    }

    /// True while the layer has an animation that has not reached its end.
    public var hasRunningAnimations: Bool { animationEntries.contains { !$0.hasEnded } }

    /// A detached copy of the layer with its presentation values at `time` (no
    /// sublayers, no animations): what Core Animation's `presentation()` gives.
    public func presentation(at time: Double? = nil) -> Layer {
        let copy = Layer()
        copy.model = time.map { presentationState(at: $0) } ?? presentationState()
        copy.name = name
        copy.contents = contents
        copy.contentsGravity = contentsGravity
        copy.contentsScale = contentsScale
        copy.contentsCenter = contentsCenter
        copy.masksToBounds = masksToBounds
        return copy
    }

    /// Runs the layer's bookkeeping for `time`: starts, ends and removes animations.
    /// Returns true while some animation is still running.
    /// `finished` is scratch storage the caller keeps between frames (empty on entry and
    /// on return), so the frame an animation ends in allocates nothing.
    func updateAnimations(at time: Double, finished: inout [AnimationEntry]) -> Bool {
        var running = false
        for entry in animationEntries where !entry.hasEnded {
            if time >= entry.animation.beginTime { entry.start() }
            if entry.animation.hasEnded(at: time) { finished.append(entry) } else { running = true }
        }
        if !finished.isEmpty {
            animationEntries.removeAll { e in e.animation.isRemovedOnCompletion && finished.contains { $0 === e } }
            for e in finished { e.end(finished: true) }
            finished.removeAll(keepingCapacity: true)
        }
        return running
    }
}

extension Layer {
    /// Takes one animation object off the layer without telling anyone (its owner,
    /// an animator, has already settled the values).
    func removeAnimation(_ animation: Animation) {
        // An animator settles every frame an animation of its ends in: one entry each,
        // found and ended without building a list of them.
        guard let first = animationEntries.firstIndex(where: { $0.animation === animation }) else { return }
        let entry = animationEntries.remove(at: first)
        guard animationEntries[first...].contains(where: { $0.animation === animation }) else {
            entry.end(finished: false)
            return
        }
        let removed = [entry] + animationEntries.filter { $0.animation === animation }
        animationEntries.removeAll { $0.animation === animation }
        for e in removed { e.end(finished: false) }
    }

    /// Adds `shift` to the model value of `property` with no animation and no recording.
    func setModelValue(_ shift: AnimatableValue, adding property: AnimatableProperty) {
        property.setValue(property.value(in: model).adding(shift), in: &model)
        host?.invalidate()
    }
}
