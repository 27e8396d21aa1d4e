/// Groups layer changes, as `CATransaction` does: the duration and timing of the
/// implicit animations they make, whether to make any, and a completion block.
///
/// Transactions nest. A completion block runs once, after every animation added while
/// its transaction (or one nested in it) was open has finished or been removed — on the
/// next update of the host of the layers it changed when there were none (at once, as
/// Core Animation documents, when it changed no layer in a hosted tree). Committing a nested
/// transaction never runs its parent's block.
///
/// ```swift
/// Transaction.begin()
/// Transaction.animationDuration = 0.6
/// Transaction.setCompletionBlock { mask.removeFromSuperlayer() }
/// layer.opacity = 0
/// Transaction.commit()
/// ```
@MainActor
public enum Transaction {
    /// The open transactions, innermost last. As in Core Animation, where they are per
    /// thread, they are scopes of the code running on the main actor, not of a tree: one
    /// transaction may change layers of two trees. Each group binds to the host of the
    /// layers it animates (``TransactionGroup/bind(to:)``), whose updates run its completion.
    static var stack: [TransactionGroup] = []

    /// Finished groups nobody refers to, for the next ``begin()``.
    private static var spareGroups: [TransactionGroup] = []

    /// Opens a transaction; pair each `begin()` with a ``commit()``.
    public static func begin() {
        if let group = spareGroups.popLast() {
            group.reset(inheriting: stack.last)
            stack.append(group)
        } else {
            stack.append(TransactionGroup(inheriting: stack.last))
        }
    }

    /// Closes the innermost transaction. Its completion block runs when its animations end.
    public static func commit() {
        guard var group = stack.popLast() else {
            programmerError("Transaction.commit() without a matching Transaction.begin()")
        }
        group.commit()
        if group.isFinished, spareGroups.count < 8, isKnownUniquelyReferenced(&group) { spareGroups.append(group) }
    }

    /// Duration of implicit animations made in the current transaction (default 0.25 s).
    public static var animationDuration: Double {
        get { stack.last?.duration ?? TransactionGroup.defaultDuration }
        set { stack.last?.duration = newValue }
    }

    /// Timing of implicit animations made in the current transaction (default `.default`).
    public static var animationTimingFunction: TimingFunction? {
        get { stack.last?.timingFunction }
        set { stack.last?.timingFunction = newValue }
    }

    /// When true, property changes in the current transaction do not animate.
    public static var disableActions: Bool {
        get { stack.last?.disableActions ?? false }
        set { stack.last?.disableActions = newValue }
    }

    /// Runs once the current transaction's animations have all ended. Needs an open
    /// transaction (``begin()``).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        require(!stack.isEmpty, "Transaction.setCompletionBlock needs an open transaction: call Transaction.begin() first")
        stack.last?.completion = block
    }

    /// Runs `body` inside its own transaction with the given settings.
    public static func perform(duration: Double? = nil, timingFunction: TimingFunction? = nil,
                               disableActions: Bool = false, _ body: () -> Void,
                               completion: (() -> Void)? = nil) {
        begin()
        if let duration { animationDuration = duration }
        if let timingFunction { animationTimingFunction = timingFunction }
        self.disableActions = disableActions
        if let completion { setCompletionBlock(completion) }
        body()
        commit()
    }

    /// Runs `body` with implicit animations off: changes take effect at once.
    public static func withoutActions(_ body: () -> Void) {
        perform(disableActions: true, body)
    }

    // MARK: Changes

    /// Every model change of an animatable property arrives here (from ``Layer``'s setters).
    /// Inside an animation block or a ``PropertyAnimator``'s animations the recorder gets
    /// it; otherwise it becomes an implicit animation unless actions are disabled.
    static func layer(_ layer: Layer, didChange key: String, from before: LayerState, to newValue: AnimatableValue) {
        // A layer in no hosted tree does not animate (as UIKit's views outside a window):
        // its changes apply at once.
        guard let property = AnimatableProperty.named(key), let host = layer.host else { return }
        for group in stack { group.bind(to: host) }
        if let recorder = Recording.current {
            recorder.record(layer: layer, property: property, oldModel: property.value(in: before), to: newValue)
            return
        }
        guard !disableActions, layer.superlayer != nil || layer.isMask else { return }
        if case .disabled? = layer.actions[key] { return }
        // An implicit animation starts from what was on screen: the old model with the
        // layer's animations applied.
        let now = host.currentTime
        var onScreen = before
        for entry in layer.animationEntries { entry.animation.apply(to: &onScreen, model: before, at: now) }
        let from = property.value(in: onScreen)
        switch layer.actions[key] {
        case .disabled?:
            break
        case let .animation(template)?:
            let animation = template.copy()
            if let basic = animation as? BasicAnimation {
                basic.keyPath = key
                if basic.fromValue == nil, basic.byValue == nil { basic.fromValue = from }
            }
            try? layer.add(animation, forKey: key)
        case nil:
            let animation = BasicAnimation(keyPath: key)
            animation.fromValue = from
            animation.duration = animationDuration
            animation.timingFunction = animationTimingFunction ?? .default
            try? layer.add(animation, forKey: key)
        }
    }
}

/// What a layer does when one of its properties changes outside an animation block.
public enum LayerAction {
    /// Change at once, no animation.
    case disabled
    /// Animate with a copy of this animation; its `fromValue` becomes the old value.
    case animation(Animation)
}
