/// The content size a window opens at, before the compositor has a say.
public enum InitialSize: Sendable, Equatable {
    /// Pick a size that fits the desktop: about ¾ of the space the compositor offers
    /// (xdg_toplevel.configure_bounds, else the output), at this size's aspect ratio.
    case fitting(aspect: LogicalSize)
    /// The content size the user asked for (`--size`), made smaller only when it does
    /// not fit the desktop, decorations included.
    case requested(LogicalSize)

    /// Share of the available space an automatically sized window takes.
    static let share = 0.75

    /// The content size to open at, and whether a requested size had to shrink.
    /// - Parameters:
    ///   - available: the largest window geometry the desktop offers, if known.
    ///   - decorationHeight: what the client-drawn title bar adds to the geometry.
    ///   - minimum: the smallest content size.
    func resolve(available: LogicalSize?, decorationHeight: Int,
                 minimum: LogicalSize) -> (size: LogicalSize, clamped: Bool) {
        switch self {
        case let .fitting(aspect):
            guard let available, aspect.width > 0, aspect.height > 0 else { return (aspect, false) }
            let width = Double(available.width) * Self.share
            let height = Double(available.height) * Self.share - Double(decorationHeight)
            let factor = min(width / Double(aspect.width), height / Double(aspect.height))
            let size = LogicalSize(width: max(minimum.width, Int((Double(aspect.width) * factor).rounded(.down))),
                                   height: max(minimum.height, Int((Double(aspect.height) * factor).rounded(.down))))
            return (size, false)
        case let .requested(size):
            guard let available else { return (size, false) }
            let fitted = LogicalSize(width: max(minimum.width, min(size.width, available.width)),
                                     height: max(minimum.height, min(size.height, available.height - decorationHeight)))
            return (fitted, fitted != size)
        }
    }
}
