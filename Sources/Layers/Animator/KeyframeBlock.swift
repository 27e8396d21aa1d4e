/// An open `animateKeyframes` block: where its keyframes are placed.
@MainActor
struct KeyframeBlock {
    /// The open blocks, innermost last: scopes of the running code, as ``Recording``'s.
    static var stack: [KeyframeBlock] = []

    enum Placement {
        /// In the tree's time: the block starts `delay` seconds after the host's current
        /// time and lasts `duration` seconds.
        case time(delay: Double, duration: Double)
        /// On a property animator's progress, inside the recorder's window.
        case animator(AnimatorRecorder)
    }

    let placement: Placement
}
