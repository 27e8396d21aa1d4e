/// The window's configure state machine, without Wayland.
///
/// xdg_toplevel.configure and the decoration mode only set *pending* state;
/// xdg_surface.configure applies it all at once (and is acked). Applying turns the
/// compositor's proposal into a content size: 0 means "pick your own" (the last
/// windowed size, at first our default), sizes are kept at or above the minimum,
/// and a client-side title bar takes its height out of the window geometry.
struct ConfigureState: Equatable {
    /// What a configure resolved to.
    struct Applied: Equatable {
        /// The content's logical size (without the title bar).
        var size: LogicalSize
        var isFullscreen: Bool
        var isActivated: Bool
        /// Height of the client-drawn title bar above the content (0 when none is shown).
        var titleBarHeight: Int

        /// The xdg window geometry: title bar plus content.
        var geometry: (x: Int, y: Int, width: Int, height: Int) {
            (0, -titleBarHeight, size.width, size.height + titleBarHeight)
        }
    }

    let minimumSize: LogicalSize
    /// Height of the client-side title bar when one is shown.
    let titleBarHeight: Int
    private(set) var pending = ToplevelConfigure()
    /// True while the window draws its own title bar (no server-side decorations).
    private(set) var pendingClientSideDecorations: Bool
    private(set) var applied: Applied?
    /// The size to return to when the compositor says 0×0 (leaving fullscreen, or at first).
    private(set) var windowedSize: LogicalSize

    init(defaultSize: LogicalSize = WindowOptions.standardSize, minimumSize: LogicalSize = WindowOptions.standardMinimumSize,
         titleBarHeight: Int = 0, clientSideDecorations: Bool = false) {
        self.minimumSize = minimumSize
        self.titleBarHeight = titleBarHeight
        pendingClientSideDecorations = clientSideDecorations
        windowedSize = LogicalSize(width: max(defaultSize.width, minimumSize.width),
                                   height: max(defaultSize.height, minimumSize.height))
    }

    /// The minimum window geometry to announce with xdg_toplevel.set_min_size.
    var minimumGeometry: LogicalSize {
        LogicalSize(width: minimumSize.width,
                    height: minimumSize.height + (pendingClientSideDecorations ? titleBarHeight : 0))
    }

    mutating func toplevelConfigured(_ configure: ToplevelConfigure) { pending = configure }

    mutating func decorationModeChanged(clientSide: Bool) { pendingClientSideDecorations = clientSide }

    /// xdg_surface.configure: applies the pending state and returns it.
    mutating func apply() -> Applied {
        let bar = pendingClientSideDecorations && !pending.isFullscreen ? titleBarHeight : 0
        var size = windowedSize
        if pending.width > 0 { size.width = pending.width }
        if pending.height > 0 { size.height = max(1, pending.height - bar) }
        if !pending.isFullscreen {
            size.width = max(size.width, minimumSize.width)
            size.height = max(size.height, minimumSize.height)
        }
        if !pending.isFullscreen && !pending.isMaximized && !pending.isTiled { windowedSize = size }
        let result = Applied(size: size, isFullscreen: pending.isFullscreen,
                             isActivated: pending.isActivated, titleBarHeight: bar)
        applied = result
        return result
    }
}
