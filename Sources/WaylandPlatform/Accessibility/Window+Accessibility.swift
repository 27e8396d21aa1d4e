import Layers

/// Where the content sits in the window, for the extents assistive technology asks for.
extension Window {
    /// The content's rectangle in window coordinates (the xdg window geometry: a
    /// client-drawn title bar above the content), in points; nil before the first configure.
    var contentFrameInWindow: Rect? {
        guard let applied = state.applied else { return nil }
        return Rect(0, Double(applied.titleBarHeight), Double(applied.size.width), Double(applied.size.height))
    }

    /// The tree the content exposes to assistive technology.
    var accessibilityTree: AccessibilityTree? { content.accessibilityTree }
}
