/// What the compositor's window manager can do with a toplevel (xdg_toplevel.wm_capabilities).
///
/// A client-drawn title bar offers only what the compositor will honour: a maximize
/// button on a desktop that cannot maximize looks broken. Compositors older than
/// xdg_wm_base version 5 never say, and then everything is assumed, as the protocol asks.
public struct WindowCapabilities: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shows the window menu (on a right click of the title bar).
    public static let windowMenu = WindowCapabilities(rawValue: 1 << 0)
    /// Maximizes.
    public static let maximize = WindowCapabilities(rawValue: 1 << 1)
    /// Goes full screen.
    public static let fullscreen = WindowCapabilities(rawValue: 1 << 2)
    /// Minimizes.
    public static let minimize = WindowCapabilities(rawValue: 1 << 3)
    /// Everything: what a compositor that does not say is assumed to do.
    public static let all: WindowCapabilities = [.windowMenu, .maximize, .fullscreen, .minimize]

    /// Reads the values of xdg_toplevel.wm_capabilities (xdg-shell's `wm_capabilities` enum:
    /// 1 window_menu, 2 maximize, 3 fullscreen, 4 minimize; unknown values are ignored).
    public init(protocolValues: [UInt32]) {
        var capabilities: WindowCapabilities = []
        for value in protocolValues where (1...4).contains(value) {
            capabilities.insert(WindowCapabilities(rawValue: 1 << Int(value - 1)))
        }
        self = capabilities
    }

    /// "window-menu,maximize,fullscreen,minimize" (or "none"), for the app's log lines.
    public var description: String {
        let names: [(WindowCapabilities, String)] = [(.windowMenu, "window-menu"), (.maximize, "maximize"),
                                                     (.fullscreen, "fullscreen"), (.minimize, "minimize")]
        let listed = names.filter { contains($0.0) }.map(\.1)
        return listed.isEmpty ? "none" : listed.joined(separator: ",")
    }
}
