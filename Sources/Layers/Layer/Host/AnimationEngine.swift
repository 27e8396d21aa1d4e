/// Moves one tree's animations along: its ``LayerHost`` calls ``update(at:host:)`` once
/// per frame, before drawing.
///
/// It starts and ends layer animations (telling delegates, completions and
/// transactions), removes finished ones, steps ``PropertyAnimator``s, and runs work
/// queued for "the next turn". The answer tells the host whether to ask for another
/// frame, so an app with nothing animating draws nothing.
@MainActor
final class AnimationEngine {
    private struct WeakLayer { weak var layer: Layer? }
    private var layers: [ObjectIdentifier: WeakLayer] = [:]
    private var nextUpdate: [@MainActor () -> Void] = []
    private var steppers: [ObjectIdentifier: @MainActor (MediaTime) -> Bool] = [:]
    /// The blocks being run, and the layers and animators to forget after a walk: kept
    /// between updates so that a frame allocates nothing for them.
    private var running: [@MainActor () -> Void] = []
    private var leaving: [ObjectIdentifier] = []
    /// The steppers' keys for one walk, and the list a layer's ended animations go to.
    private var walk: [ObjectIdentifier] = []
    private var finishedScratch: [AnimationEntry] = []

    /// Lists the first animations to end would otherwise grow in their frame (the held
    /// circle's animator ending while its spring runs was a steady frame's one allocation).
    static let reservedCount = 32

    init() {
        walk.reserveCapacity(Self.reservedCount)
        leaving.reserveCapacity(Self.reservedCount)
        running.reserveCapacity(Self.reservedCount)
        finishedScratch.reserveCapacity(Self.reservedCount)
    }

    /// Advances everything to `time`. Returns true while something is still animating.
    func update(at time: MediaTime, host: LayerHost) -> Bool {
        // Queued blocks may queue more; those wait for the following update.
        if !nextUpdate.isEmpty {
            swap(&running, &nextUpdate)
            for block in running { block() }
            running.removeAll(keepingCapacity: true)
        }
        var animating = false
        // Walked by a list of their keys: an animator that ends removes its stepper while
        // it steps, which in a walk of the dictionary itself would copy the dictionary.
        walk.removeAll(keepingCapacity: true)
        walk.append(contentsOf: steppers.keys)
        for id in walk { if let step = steppers[id], step(time) == false { leaving.append(id) } }
        for id in leaving { steppers[id] = nil }
        leaving.removeAll(keepingCapacity: true)
        if !steppers.isEmpty { animating = true }
        for (id, box) in layers {
            // A layer that left the tree (or went away) is no longer ours to move.
            guard let layer = box.layer, layer.host === host else { leaving.append(id); continue }
            // Another update started by an ending animation's delegate gets scratch of its own.
            var ended = finishedScratch
            finishedScratch = []
            if layer.updateAnimations(at: time.seconds, finished: &ended) { animating = true }
            finishedScratch = ended
            if layer.animationEntries.isEmpty { leaving.append(id) }
        }
        for id in leaving { layers[id] = nil }
        leaving.removeAll(keepingCapacity: true)
        return animating || !nextUpdate.isEmpty
    }

    /// True when an update would have work: running animations, animators or queued blocks.
    var hasPendingWork: Bool {
        !nextUpdate.isEmpty || !steppers.isEmpty
            || layers.values.contains { $0.layer?.hasRunningAnimations ?? false }
    }

    /// Runs `block` at the start of the next update.
    func runOnNextUpdate(_ block: @escaping @MainActor () -> Void) { nextUpdate.append(block) }

    /// Steps `owner` on every update until `step` returns false (animators use it).
    func addStepper(_ owner: AnyObject, _ step: @escaping @MainActor (MediaTime) -> Bool) {
        steppers[ObjectIdentifier(owner)] = step
    }

    func removeStepper(_ owner: AnyObject) { steppers[ObjectIdentifier(owner)] = nil }

    /// Watches `layer`'s animations; they remember `host` for news of their end.
    func track(_ layer: Layer, host: LayerHost) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer: layer)
        for entry in layer.animationEntries { entry.host = host }
    }
}
