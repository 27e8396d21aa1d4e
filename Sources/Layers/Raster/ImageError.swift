/// What can go wrong making or loading an image.
public enum ImageError: Error, CustomStringConvertible, Equatable {
    /// Zero, negative or too big to allocate.
    case invalidSize(width: Int, height: Int)
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The file is not a PNG the decoder accepts, or it is damaged.
    case corrupt(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            "image size \(w)×\(h) is not usable: each side must be between 1 and 32768 pixels"
        case let .unreadable(path, reason): "cannot read image \(path): \(reason)"
        case let .corrupt(path, reason): "image \(path) is not a valid PNG (\(reason)); replace the file"
        case let .unwritable(path, reason): "cannot write image \(path) (\(reason)); check that its folder exists and is writable"
        }
    }
}
