import CWayland

/// A monitor (wl_output): its integer scale (a surface on it draws buffers that many
/// times larger) and its size, which bounds a new window's size when the compositor
/// sends no configure_bounds.
@MainActor
final class Output {
    private(set) var proxy: OpaquePointer?
    /// The scale applied at the last `done` (1 until the compositor says otherwise).
    private(set) var scale: Int32 = 1
    private var pendingScale: Int32 = 1
    /// The current mode in pixels, once known.
    private(set) var modeSize: LogicalSize?
    /// The output's size in logical points (mode ÷ scale), once its mode is known.
    var logicalSize: LogicalSize? {
        modeSize.map { LogicalSize(width: $0.width / Int(scale), height: $0.height / Int(scale)) }
    }
    var onChange: (() -> Void)?

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wl_output_add_listener(proxy, Self.listener, listenerData(self))
    }

    func destroy() {
        guard let proxy else { return }
        if wl_proxy_get_version(proxy) >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
        self.proxy = nil
    }

    private func done() {
        guard pendingScale != scale else { return }
        scale = pendingScale
        onChange?()
    }

    private static let listener = ListenerTable.make(wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, _ in
            guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
            data.withObject(Output.self) { $0.modeSize = LogicalSize(width: Int(width), height: Int(height)) }
        },
        done: { data, _ in data.withObject(Output.self) { $0.done() } },
        scale: { data, _, factor in data.withObject(Output.self) { $0.pendingScale = max(1, factor) } },
        name: { _, _, _ in },
        description: { _, _, _ in }
    ))
}
