/// One xdg_toplevel.configure: the size the compositor proposes for the window
/// geometry (0 = "pick your own") and the states that matter to us.
struct ToplevelConfigure: Equatable {
    var width: Int = 0
    var height: Int = 0
    var isFullscreen = false
    var isMaximized = false
    var isActivated = false
    /// Tiled on any edge (sway's tiling layout): the size is not ours to remember.
    var isTiled = false
    /// Not being repainted (xdg_wm_base 6): minimized, on another workspace, occluded or
    /// on an output switched off. Frames drawn now would be seen by nobody.
    var isSuspended = false

    /// Reads the xdg_toplevel state values (xdg-shell's `state` enum).
    init(width: Int, height: Int, states: [UInt32]) {
        self.width = width
        self.height = height
        for state in states {
            switch state {
            case 1: isMaximized = true
            case 2: isFullscreen = true
            case 4: isActivated = true
            case 5...8: isTiled = true
            case 9: isSuspended = true
            default: break
            }
        }
    }

    init() {}
}
