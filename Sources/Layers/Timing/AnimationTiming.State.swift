extension AnimationTiming {
    /// An animation's situation at one parent time: what
    /// ``AnimationTiming/state(atParentTime:defaultDuration:)`` answers.
    public struct State: Equatable, Hashable, Sendable {
        /// Before, during or after the active interval.
        public var phase: Phase
        /// Whether the animation holds a frame outside its active interval because of its
        /// fill mode. Always `false` while active.
        public var isFilling: Bool
        /// The linear progress (0…1, before any timing function) whose value the
        /// animation shows, or `nil` when it shows nothing and the model value applies
        /// (outside the active interval without a matching fill mode).
        public var progress: Double?
        /// The iteration whose value is shown (the first before the start, the last after
        /// the end): what cumulative animations add up.
        public var iteration: Int

        /// A state from its parts; see each property.
        public init(phase: Phase, isFilling: Bool, progress: Double? = nil, iteration: Int) {
            self.phase = phase
            self.isFilling = isFilling
            self.progress = progress
            self.iteration = iteration
        }

        /// Whether the animation affects the presentation value at this time.
        public var appliesValue: Bool { progress != nil }
    }
}
