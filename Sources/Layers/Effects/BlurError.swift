/// Why a ``GaussianBlur`` could not be made.
public enum BlurError: Error, CustomStringConvertible, Equatable {
    /// The radius must be a finite number of pixels between 0 and 1000.
    case invalidRadius(Double)
    /// The minimum reduction must be 1, 2, 4 or 8.
    case invalidReduction(Int)

    public var description: String {
        switch self {
        case let .invalidRadius(r): "blur radius \(r) is not usable: use a finite number of pixels between 0 and 1000"
        case let .invalidReduction(f): "blur reduction \(f) is not usable: use 1, 2, 4 or 8"
        }
    }
}
