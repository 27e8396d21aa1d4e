/// How a window starts.
nonisolated struct WindowOptions {
    var title = "WaylandApp"
    /// The xdg app id (desktop file name); compositors group and style windows by it.
    var appID = "dev.layers.WaylandApp"
    /// The content size used when the compositor lets us choose (a 0×0 configure).
    var initialSize = ConfigureState.standardDefaultSize
    var minimumSize = ConfigureState.standardMinimumSize
}
