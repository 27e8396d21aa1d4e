/// A size in logical surface coordinates (what the compositor's configure speaks).
public struct LogicalSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Int
    /// The height, in points.
    public var height: Int

    /// A size of `width` × `height` points.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// "1280x720", as `--size` takes it and the app's `configured` lines print it.
    public var description: String { "\(width)x\(height)" }

    /// The buffer size for `scale`: logical × scale, rounded.
    public func scaled(by scale: Double) -> LogicalSize {
        LogicalSize(width: max(1, Int((Double(width) * scale).rounded())),
                    height: max(1, Int((Double(height) * scale).rounded())))
    }
}
