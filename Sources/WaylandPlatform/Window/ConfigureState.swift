/// The window's configure state machine, without Wayland.
///
/// xdg_toplevel.configure, configure_bounds, wm_capabilities and the decoration mode
/// only set *pending* state; xdg_surface.configure applies it all at once (and is
/// acked). Applying turns the compositor's proposal into a content size: 0 means "pick
/// your own" (the last windowed size; at first the ``InitialSize`` resolved against the
/// bounds or the output), sizes are kept at or above the minimum, and a client-side
/// title bar takes its height out of the window geometry.
struct ConfigureState: Equatable {
    /// What a configure resolved to.
    struct Applied: Equatable {
        /// The content's logical size (without the title bar).
        var size: LogicalSize
        var isFullscreen: Bool
        var isActivated: Bool
        /// Height of the client-drawn title bar above the content (0 when none is shown).
        var titleBarHeight: Int
        var isMaximized = false
        /// Tiled against at least one screen edge: square corners, no shadow.
        var isTiled = false
        /// The compositor does not repaint the window (xdg-shell 6's `suspended`): no
        /// frame is drawn until it does again.
        var isSuspended = false
        var capabilities = WindowCapabilities.all

        /// The xdg window geometry: title bar plus content.
        var geometry: (x: Int, y: Int, width: Int, height: Int) {
            (0, -titleBarHeight, size.width, size.height + titleBarHeight)
        }

        /// True while the window floats: rounded corners and a shadow, resizable edges.
        var isFloating: Bool { !isFullscreen && !isMaximized && !isTiled }
    }

    let initialSize: InitialSize
    let minimumSize: LogicalSize
    /// Height of the client-side title bar when one is shown.
    let titleBarHeight: Int
    private(set) var pending = ToplevelConfigure()
    /// True while the window draws its own title bar (no server-side decorations).
    private(set) var pendingClientSideDecorations: Bool
    /// The largest window geometry the compositor suggests (configure_bounds), if it did.
    private(set) var pendingBounds: LogicalSize?
    private(set) var pendingCapabilities = WindowCapabilities.all
    /// The logical size of the output the window opens on, when known: the bounds when
    /// the compositor sends none.
    var outputSize: LogicalSize?
    private(set) var applied: Applied?
    /// The size to return to when the compositor says 0×0 (leaving fullscreen or
    /// maximized); nil until the first configure resolved the initial size.
    private(set) var windowedSize: LogicalSize?
    /// A requested initial size that did not fit and what it became, until taken.
    private(set) var clampedRequest: (requested: LogicalSize, used: LogicalSize, bounds: LogicalSize)?

    init(initialSize: InitialSize = .fitting(aspect: WindowOptions.standardSize),
         minimumSize: LogicalSize = WindowOptions.standardMinimumSize,
         titleBarHeight: Int = 0, clientSideDecorations: Bool = false) {
        self.initialSize = initialSize
        self.minimumSize = minimumSize
        self.titleBarHeight = titleBarHeight
        pendingClientSideDecorations = clientSideDecorations
    }

    static func == (a: ConfigureState, b: ConfigureState) -> Bool {
        a.applied == b.applied && a.pending == b.pending && a.windowedSize == b.windowedSize
            && a.pendingBounds == b.pendingBounds && a.pendingClientSideDecorations == b.pendingClientSideDecorations
    }

    /// The minimum window geometry to announce with xdg_toplevel.set_min_size.
    var minimumGeometry: LogicalSize {
        LogicalSize(width: minimumSize.width,
                    height: minimumSize.height + (pendingClientSideDecorations ? titleBarHeight : 0))
    }

    mutating func toplevelConfigured(_ configure: ToplevelConfigure) { pending = configure }

    mutating func decorationModeChanged(clientSide: Bool) { pendingClientSideDecorations = clientSide }

    /// xdg_toplevel.configure_bounds: 0×0 means the compositor does not know.
    mutating func boundsConfigured(width: Int, height: Int) {
        pendingBounds = width > 0 && height > 0 ? LogicalSize(width: width, height: height) : nil
    }

    mutating func capabilitiesConfigured(_ capabilities: WindowCapabilities) { pendingCapabilities = capabilities }

    /// Returns the clamped initial request once, for the window to log.
    mutating func takeClampedRequest() -> (requested: LogicalSize, used: LogicalSize, bounds: LogicalSize)? {
        defer { clampedRequest = nil }
        return clampedRequest
    }

    /// xdg_surface.configure: applies the pending state and returns it.
    mutating func apply() -> Applied {
        let bar = pendingClientSideDecorations && !pending.isFullscreen ? titleBarHeight : 0
        var size = windowedSize ?? resolveInitialSize(decorationHeight: pendingClientSideDecorations ? titleBarHeight : 0)
        if pending.width > 0 { size.width = pending.width }
        if pending.height > 0 { size.height = max(1, pending.height - bar) }
        if !pending.isFullscreen {
            size.width = max(size.width, minimumSize.width)
            size.height = max(size.height, minimumSize.height)
        }
        if !pending.isFullscreen && !pending.isMaximized && !pending.isTiled { windowedSize = size }
        let result = Applied(size: size, isFullscreen: pending.isFullscreen, isActivated: pending.isActivated,
                             titleBarHeight: bar, isMaximized: pending.isMaximized, isTiled: pending.isTiled,
                             isSuspended: pending.isSuspended, capabilities: pendingCapabilities)
        applied = result
        return result
    }

    /// The first size: what ``InitialSize`` makes of the bounds (or the output).
    private mutating func resolveInitialSize(decorationHeight: Int) -> LogicalSize {
        let available = pendingBounds ?? outputSize
        let resolved = initialSize.resolve(available: available, decorationHeight: decorationHeight, minimum: minimumSize)
        if resolved.clamped, case let .requested(requested) = initialSize, let available {
            clampedRequest = (requested, resolved.size, available)
        }
        windowedSize = resolved.size
        return resolved.size
    }
}
