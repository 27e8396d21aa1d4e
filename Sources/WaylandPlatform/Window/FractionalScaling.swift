import CWayland

/// Fractional HiDPI for one surface: the compositor's preferred scale
/// (wp_fractional_scale_v1) and a viewport that shows a buffer of
/// logical × scale pixels at the logical size (wp_viewport).
@MainActor
final class FractionalScaling {
    private var fractional: OpaquePointer?
    private var viewport: OpaquePointer?
    private var destination: LogicalSize?
    /// Called with the preferred scale (e.g. 1.5).
    var onPreferredScale: ((Double) -> Void)?

    init?(manager: OpaquePointer, viewporter: OpaquePointer, surface: OpaquePointer) {
        guard let viewport = wp_viewporter_get_viewport(viewporter, surface) else { return nil }
        guard let fractional = wp_fractional_scale_manager_v1_get_fractional_scale(manager, surface) else {
            wp_viewport_destroy(viewport)
            return nil
        }
        self.viewport = viewport
        self.fractional = fractional
        wp_fractional_scale_v1_add_listener(fractional, Self.listener, listenerData(self))
    }

    /// Shows the attached buffer at `size` logical pixels (applies on the next commit).
    func setDestination(_ size: LogicalSize) {
        guard let viewport, size != destination else { return }
        wp_viewport_set_destination(viewport, Int32(size.width), Int32(size.height))
        destination = size
    }

    func destroy() {
        if let fractional { wp_fractional_scale_v1_destroy(fractional) }
        if let viewport { wp_viewport_destroy(viewport) }
        fractional = nil; viewport = nil
    }

    private static let listener = ListenerTable.make(wp_fractional_scale_v1_listener(
        preferred_scale: { data, _, scale in
            data.withObject(FractionalScaling.self) { $0.onPreferredScale?(Double(scale) / 120) }
        }
    ))
}
