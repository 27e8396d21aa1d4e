/// How a window starts.
public struct WindowOptions: Sendable {
    /// The content size a window opens at unless told otherwise.
    public static let standardSize = LogicalSize(width: 1280, height: 720)
    /// The smallest content size a window accepts: below it, nothing fits.
    public static let standardMinimumSize = LogicalSize(width: 320, height: 240)

    public var title = "WaylandApp"
    /// The xdg app id (desktop file name); compositors group and style windows by it.
    public var appID = "dev.layers.WaylandApp"
    /// The content size used when the compositor lets us choose (a 0×0 configure).
    public var initialSize = WindowOptions.standardSize
    public var minimumSize = WindowOptions.standardMinimumSize

    public init() {}
}
