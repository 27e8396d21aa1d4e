/// Why a ``GaussianBlur`` could not be made.
public enum BlurError: Error, CustomStringConvertible, Equatable {
    /// The radius must be a finite number of pixels between 0 and 1000.
    case invalidRadius(Double)

    public var description: String {
        switch self {
        case let .invalidRadius(r): "blur radius \(r) is not usable: use a finite number of pixels between 0 and 1000"
        }
    }
}
