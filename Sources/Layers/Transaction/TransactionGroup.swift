/// One open (or committed, still waiting) transaction: its settings and the animations
/// its completion block waits for.
final class TransactionGroup {
    static let defaultDuration = 0.25

    var duration: Double
    var timingFunction: TimingFunction?
    var disableActions: Bool
    var completion: (() -> Void)?
    /// Animations added while this transaction was open that have not ended yet.
    private var outstanding = 0
    private var committed = false
    private var fired = false

    init(inheriting parent: TransactionGroup?) {
        duration = parent?.duration ?? Self.defaultDuration
        timingFunction = parent?.timingFunction
        disableActions = parent?.disableActions ?? false
    }

    func animationAdded() { outstanding += 1 }

    func animationEnded() {
        outstanding -= 1
        if outstanding == 0 && committed { fire() }
    }

    func commit() {
        committed = true
        // With nothing to wait for, the block runs on the engine's next update.
        if outstanding == 0 { AnimationEngine.runOnNextUpdate { [self] in fire() } }
    }

    private func fire() {
        guard !fired else { return }
        fired = true
        let block = completion
        completion = nil
        block?()
    }
}
