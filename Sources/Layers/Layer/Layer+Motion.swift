extension Layer {
    /// True when this layer's tree reduces motion (``LayerHost/reducesMotion``).
    public var reducesMotion: Bool { host?.reducesMotion ?? false }

    /// The one place a scene chooses how it moves: `full` — animations that move,
    /// scale or turn things — or, in a tree that reduces motion, `reduced`, their
    /// stand-in (usually ``crossFade(_:duration:changes:completion:)``), as iOS apps
    /// do under Reduce Motion.
    public func withMotion<T>(_ full: () -> T, reduced: () -> T) -> T {
        reducesMotion ? reduced() : full()
    }

    /// Applies `changes` at once and fades `layer` in over `duration` seconds from
    /// transparent to its opacity: what replaces a movement when motion is reduced.
    /// `completion` runs when the fade ends.
    public static func crossFade(_ layer: Layer, duration: Double = 0.2, changes: () -> Void,
                                 completion: (() -> Void)? = nil) {
        Transaction.withoutActions(changes)
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = .scalar(0)
        fade.toValue = .scalar(layer.opacity)
        fade.duration = max(duration, 0)
        fade.timingFunction = .easeInEaseOut
        fade.completion = { _ in completion?() }
        // From 0 to the layer's own opacity over a non-negative duration: always valid.
        try? layer.add(fade, forKey: "cross-fade")
    }
}
