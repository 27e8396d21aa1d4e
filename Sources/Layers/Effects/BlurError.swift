/// Why a ``GaussianBlur`` or ``BlurLevels`` could not be made.
public enum BlurError: Error, CustomStringConvertible, Equatable {
    /// The radius must be a finite number of pixels between 0 and 1000.
    case invalidRadius(Double)
    /// The minimum reduction must be 1, 2, 4 or 8.
    case invalidReduction(Int)
    /// Darkness must be one value in 0…1 per blur radius, or none.
    case invalidDarkness([Double])
    /// A ``BlurLevels`` level was asked for after its making was stopped, before it was made.
    case stopped(level: Int)

    public var description: String {
        switch self {
        case let .invalidRadius(r): "blur radius \(r) is not usable: use a finite number of pixels between 0 and 1000"
        case let .invalidReduction(f): "blur reduction \(f) is not usable: use 1, 2, 4 or 8"
        case let .invalidDarkness(d): "blur darkness \(d) is not usable: give one value in 0…1 per radius, or none"
        case let .stopped(level): "blur level \(level) was never made: its making was stopped; make new BlurLevels"
        }
    }
}
