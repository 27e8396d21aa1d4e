/// An animation that cannot run, reported when it is added to a layer so that a bad
/// value never surfaces in the middle of a frame.
public struct AnimationError: Error, CustomStringConvertible, Equatable {
    /// The animation's class and key path, e.g. `BasicAnimation "opacity"`.
    public var animation: String
    /// What is wrong and what to do.
    public var problem: String

    /// Describes `animation` by its class and key path, with what is wrong with it.
    @MainActor
    public init(animation: Animation, problem: String) {
        self.animation = animation.debugName
        self.problem = problem
    }

    public var description: String { "\(animation): \(problem)" }
}
