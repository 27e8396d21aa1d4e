/// A size in logical surface coordinates (what the compositor's configure speaks).
nonisolated struct LogicalSize: Equatable, Hashable, CustomStringConvertible {
    var width: Int
    var height: Int

    var description: String { "\(width)x\(height)" }

    /// The buffer size for `scale`: logical × scale, rounded.
    func scaled(by scale: Double) -> LogicalSize {
        LogicalSize(width: max(1, Int((Double(width) * scale).rounded())),
                    height: max(1, Int((Double(height) * scale).rounded())))
    }
}
