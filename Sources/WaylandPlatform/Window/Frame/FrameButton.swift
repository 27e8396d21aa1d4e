/// A button of the client-drawn title bar.
public enum FrameButton: String, Sendable, CaseIterable {
    /// Minimizes the window (when the compositor can).
    case minimize
    /// Maximizes the window, or restores it when maximized.
    case maximize
    /// Closes the window.
    case close

    /// The capability the compositor must offer for the button to be shown (nil: always shown).
    var capability: WindowCapabilities? {
        switch self {
        case .minimize: .minimize
        case .maximize: .maximize
        case .close: nil
        }
    }
}

/// A part of the frame under the pointer.
enum FrameRegion: Equatable {
    /// The bar itself: drag to move, double-click to maximize, right-click for the menu.
    case titleBar
    case button(FrameButton)
    /// The resize border outside the window geometry (or its corners).
    case edge(ResizeEdge)
    /// The shadow beyond the resize border, or the content: nothing to do.
    case none

    var cursor: CursorShape {
        if case let .edge(edge) = self { return edge.cursor }
        return .default
    }
}
