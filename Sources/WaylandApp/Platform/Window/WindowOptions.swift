/// How a window starts.
struct WindowOptions {
    /// The content size a window opens at unless told otherwise.
    static let standardSize = LogicalSize(width: 1280, height: 720)
    /// The smallest content size a window accepts: below it, nothing fits.
    static let standardMinimumSize = LogicalSize(width: 320, height: 240)

    var title = "WaylandApp"
    /// The xdg app id (desktop file name); compositors group and style windows by it.
    var appID = "dev.layers.WaylandApp"
    /// The content size used when the compositor lets us choose (a 0×0 configure).
    var initialSize = WindowOptions.standardSize
    var minimumSize = WindowOptions.standardMinimumSize
}
