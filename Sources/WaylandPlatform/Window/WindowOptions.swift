import Layers

/// How a window starts.
public struct WindowOptions: Sendable {
    /// The aspect (and, when the desktop's size is unknown, the size) of a window left to size itself.
    public static let standardSize = LogicalSize(width: 1280, height: 720)
    /// The smallest content size a window accepts: below it, nothing fits.
    public static let standardMinimumSize = LogicalSize(width: 320, height: 240)

    /// The window's title, for the title bar and the desktop's window list.
    public var title = "WaylandApp"
    /// The xdg app id (desktop file name); compositors group and style windows by it.
    public var appID = "dev.layers.WaylandApp"
    /// The content size used when the compositor lets us choose (a 0×0 configure).
    public var initialSize = InitialSize.fitting(aspect: WindowOptions.standardSize)
    /// The smallest content size the window can be resized to, in points.
    public var minimumSize = WindowOptions.standardMinimumSize
    /// Who draws the title bar and borders.
    public var decorations = DecorationPreference.automatic
    /// The fonts the window's own title bar draws its title with. An app that shows its
    /// first frame before fontconfig has loaded passes a `FontDatabase` made from
    /// `FontFiles`, so drawing the bar does not wait for fontconfig either.
    public var titleFonts = FontDatabase.shared

    /// The defaults: titled "WaylandApp", sized to fit the desktop, decorated by the
    /// compositor when it offers to.
    public init() {}
}

/// Who draws a window's title bar and borders.
public enum DecorationPreference: String, Sendable, CaseIterable {
    /// The compositor, when it offers to (xdg-decoration); otherwise the window itself.
    case automatic
    /// Always the window itself, even where the compositor offers decorations (for tests
    /// of the client-side title bar on sway, and for users who prefer it).
    case client
    /// Nobody: the content alone, e.g. for a kiosk, or for screenshots compared with the
    /// content rendered offscreen. (A compositor may still draw its own.)
    case none
}
