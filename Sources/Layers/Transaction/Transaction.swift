/// Groups model changes: their implicit animations and a completion block.
public enum Transaction {
    /// Runs `body` with implicit animations off.
    public static func withoutActions(_ body: () -> Void) { body() }

    static func layer(_ layer: Layer, didChange key: String, from old: LayerState, to new: AnimatableValue) {}
}
