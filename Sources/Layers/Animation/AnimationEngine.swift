/// Moves animations along: once per frame the host calls ``update(at:)`` before drawing.
///
/// It starts and ends layer animations (telling delegates, completions and
/// transactions), removes finished ones, steps ``PropertyAnimator``s, and runs work
/// queued for "the next turn". The answer tells the host whether to ask for another
/// frame, so an app with nothing animating draws nothing.
public enum AnimationEngine {
    private struct WeakLayer { weak var layer: Layer? }
    nonisolated(unsafe) private static var layers: [ObjectIdentifier: WeakLayer] = [:]
    nonisolated(unsafe) private static var nextUpdate: [() -> Void] = []
    nonisolated(unsafe) private static var steppers: [ObjectIdentifier: (Double) -> Bool] = [:]

    /// Advances everything to `time`. Returns true while something is still animating.
    @discardableResult
    public static func update(at time: Double = currentMediaTime()) -> Bool {
        // Queued blocks may queue more; those wait for the following update.
        if !nextUpdate.isEmpty {
            let queued = nextUpdate
            nextUpdate.removeAll()
            for block in queued { block() }
        }
        var animating = false
        for (id, step) in steppers where step(time) == false { steppers[id] = nil }
        if !steppers.isEmpty { animating = true }
        for (id, box) in layers {
            guard let layer = box.layer else { layers[id] = nil; continue }
            if layer.updateAnimations(at: time) { animating = true }
            if layer.animationEntries.isEmpty { layers[id] = nil }
        }
        return animating || !nextUpdate.isEmpty
    }

    /// True when an update would have work: running animations, animators or queued blocks.
    public static var hasPendingWork: Bool {
        !nextUpdate.isEmpty || !steppers.isEmpty
            || layers.values.contains { $0.layer?.hasRunningAnimations ?? false }
    }

    /// Forgets every tracked layer, animator and queued block without running anything:
    /// the layers keep their animations and the animators their state, but nothing steps
    /// them any more. For tests, which share this one engine: after a test that left
    /// something running, the next one starts clean.
    @_spi(Testing) public static func reset() {
        layers.removeAll()
        nextUpdate.removeAll()
        steppers.removeAll()
    }

    /// Runs `block` at the start of the next ``update(at:)``.
    public static func runOnNextUpdate(_ block: @escaping () -> Void) { nextUpdate.append(block) }

    /// Steps `owner` on every update until `step` returns false (animators use it).
    static func addStepper(_ owner: AnyObject, _ step: @escaping (Double) -> Bool) {
        steppers[ObjectIdentifier(owner)] = step
    }

    static func removeStepper(_ owner: AnyObject) { steppers[ObjectIdentifier(owner)] = nil }

    static func track(_ layer: Layer) { layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer) }

    /// Animations removed before their end hear about it on the next update, as in Core Animation.
    static func ended(_ entries: [AnimationEntry], finished: Bool) {
        runOnNextUpdate { for e in entries { e.end(finished: finished) } }
    }
}
