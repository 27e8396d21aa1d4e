import CWayland

/// Asks the compositor to draw the window's decorations (xdg-decoration). The
/// compositor answers with the mode it chose; client-side means we draw a title bar.
@MainActor
final class Decoration {
    private var proxy: OpaquePointer?
    /// Called with true when the window must decorate itself.
    var onModeChange: ((Bool) -> Void)?

    init?(manager: OpaquePointer, toplevel: OpaquePointer) {
        guard let proxy = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel) else { return nil }
        self.proxy = proxy
        zxdg_toplevel_decoration_v1_add_listener(proxy, Self.listener, listenerData(self))
        zxdg_toplevel_decoration_v1_set_mode(proxy, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
    }

    func destroy() {
        if let proxy { zxdg_toplevel_decoration_v1_destroy(proxy) }
        proxy = nil
    }

    private static let listener = ListenerTable.make(zxdg_toplevel_decoration_v1_listener(
        configure: { data, _, mode in
            let clientSide = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_CLIENT_SIDE.rawValue
            data.withObject(Decoration.self) { $0.onModeChange?(clientSide) }
        }
    ))
}
