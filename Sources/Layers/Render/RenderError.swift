/// Why the renderer refused a frame. Nothing is drawn when it throws.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The scale must be finite and between 1/64 and 64 device pixels per point.
    case invalidScale(Double)
    /// The time must be finite.
    case invalidTime(Double)

    public var description: String {
        switch self {
        case let .invalidScale(s): "render scale \(s) is not usable: use a finite scale between 1/64 and 64 (1, 2, 1.25…)"
        case let .invalidTime(t): "render time \(t) is not a finite number of seconds"
        }
    }
}
