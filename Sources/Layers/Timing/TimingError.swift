/// A timing parameter that cannot describe an animation: NaN, infinite where a finite
/// value is needed, negative, or zero where that would divide by zero.
///
/// Timing values are checked when they are made (springs) or when an animation is
/// handed to a layer (``AnimationTiming/validate()``), so a bad number surfaces as an
/// error at the call that introduced it rather than as NaN in the middle of a frame.
public struct TimingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The type whose parameter is wrong, e.g. `"SpringTimingParameters"`.
    public var owner: String
    /// The parameter's name as the API spells it, e.g. `"mass"`.
    public var parameter: String
    /// The rejected value.
    public var value: Double
    /// What the parameter must be, e.g. `"a finite number greater than 0"`.
    public var requirement: String

    /// An error naming the type, its parameter, the rejected value and what was expected.
    public init(owner: String, parameter: String, value: Double, requirement: String) {
        self.owner = owner
        self.parameter = parameter
        self.value = value
        self.requirement = requirement
    }

    public var description: String {
        "\(owner).\(parameter) must be \(requirement), got \(value)"
    }

    public static func == (a: TimingError, b: TimingError) -> Bool {
        // NaN never equals itself; two errors about the same NaN are the same error.
        a.owner == b.owner && a.parameter == b.parameter && a.requirement == b.requirement
            && (a.value == b.value || (a.value.isNaN && b.value.isNaN))
    }
}
