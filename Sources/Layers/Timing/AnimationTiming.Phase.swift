extension AnimationTiming {
    /// Where parent time falls relative to an animation's active interval.
    public enum Phase: Equatable, Hashable, Sendable {
        /// Before the animation begins (elapsed active time below 0).
        case before
        /// Playing: `progress` is the linear 0…1 position within the current pass (already
        /// turned around on the way back when autoreversing), `iteration` counts from 0.
        case active(progress: Double, iteration: Int)
        /// Past the end; `progress` is where it stopped: 1 normally, 0 after an
        /// autoreversed pass, in between after a fractional repeat count or a cut-off
        /// repeat duration.
        case after(progress: Double)
    }
}
