/// An animation on a layer: the layer's own copy, its key, and who waits for its end.
final class AnimationEntry {
    let key: String?
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
