import CWayland

/// A monitor (wl_output). Only its integer scale matters to the client: a surface
/// on it draws buffers that many times larger.
@MainActor
final class Output {
    private(set) var proxy: OpaquePointer?
    /// The scale applied at the last `done` (1 until the compositor says otherwise).
    private(set) var scale: Int32 = 1
    private var pendingScale: Int32 = 1
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
        mode: { _, _, _, _, _, _ in },
        done: { data, _ in data.withObject(Output.self) { $0.done() } },
        scale: { data, _, factor in data.withObject(Output.self) { $0.pendingScale = max(1, factor) } },
        name: { _, _, _ in },
        description: { _, _, _ in }
    ))
}
