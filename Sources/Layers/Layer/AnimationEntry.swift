/// An animation on a layer: the layer's own copy, its key, and who waits for its end.
@MainActor
final class AnimationEntry {
    let key: String?
    /// The host whose engine watches this animation: it hears of the end there.
    weak var host: LayerHost?
    /// Added with a `beginTime` of 0 ("now"): it begins at the host's current time, set
    /// when the layer is (or joins) a hosted tree.
    var beginsWhenHosted = false
    let animation: Animation
    /// The transactions whose completion blocks wait for this animation.
    var transactions: [TransactionGroup]
    private(set) var hasStarted = false
    private(set) var hasEnded = false

    init(key: String?, animation: Animation, transactions: [TransactionGroup]) {
        self.key = key
        self.animation = animation
        self.transactions = transactions
        for t in transactions { t.animationAdded() }
    }

    /// Tells the delegate the animation started (once).
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        animation.delegate?.animationDidStart(animation)
    }

    /// Animations removed before their end hear about it on their host's next update,
    /// as in Core Animation; with no host, at once.
    static func end(_ entries: [AnimationEntry], finished: Bool, host: LayerHost?) {
        if let host = host ?? entries.lazy.compactMap(\.host).first {
            host.runOnNextUpdate { for e in entries { e.end(finished: finished) } }
        } else {
            for e in entries { e.end(finished: finished) }
        }
    }

    /// Tells everyone waiting that the animation ended (once).
    func end(finished: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        start()
        animation.delegate?.animationDidStop(animation, finished: finished)
        animation.completion?(finished)
        let waiting = transactions
        transactions = []
        for t in waiting.reversed() { t.animationEnded() }  // innermost first
    }
}
