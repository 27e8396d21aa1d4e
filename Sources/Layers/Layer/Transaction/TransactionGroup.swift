/// One open (or committed, still waiting) transaction: its settings and the animations
/// its completion block waits for.
@MainActor
final class TransactionGroup {
    static let defaultDuration = 0.25

    var duration: Double
    var timingFunction: TimingFunction?
    var disableActions: Bool
    var completion: (() -> Void)?
    /// Animations added while this transaction was open that have not ended yet.
    private var outstanding = 0
    /// The host of the first hosted layer the transaction changed: its next update runs
    /// a completion that waits for nothing.
    private weak var host: LayerHost?
    private var committed = false
    private var fired = false

    init(inheriting parent: TransactionGroup?) {
        duration = Self.defaultDuration
        disableActions = false
        reset(inheriting: parent)
    }

    /// Makes a finished group new again, to be opened as another transaction: a scene
    /// that changes layers in `withoutActions` every frame reuses one group.
    func reset(inheriting parent: TransactionGroup?) {
        duration = parent?.duration ?? Self.defaultDuration
        timingFunction = parent?.timingFunction
        disableActions = parent?.disableActions ?? false
        completion = nil
        host = nil
        outstanding = 0
        committed = false
        fired = false
    }

    /// Committed with nothing left to run or wait for.
    var isFinished: Bool { committed && fired }

    func animationAdded() { outstanding += 1 }

    /// The transaction changed a layer of `host`'s tree (the first such host wins).
    func bind(to host: LayerHost) { if self.host == nil { self.host = host } }

    func animationEnded() {
        outstanding -= 1
        if outstanding == 0 && committed { fire() }
    }

    func commit() {
        committed = true
        guard outstanding == 0 else { return }
        // With nothing to wait for, the block runs on the engine's next update.
        if completion == nil {
            fired = true
        } else if let host {
            host.runOnNextUpdate { [self] in fire() }
        } else {
            fire()
        }
    }

    private func fire() {
        guard !fired else { return }
        fired = true
        let block = completion
        completion = nil
        block?()
    }
}
