import CWayland

/// Sets a pointer's image by name (cursor-shape-v1), where the compositor offers it:
/// the compositor draws the shape from its own theme, at the output's scale, so the
/// window needs no cursor theme or surface of its own.
@MainActor
final class CursorShapeDevice {
    private var proxy: OpaquePointer?
    /// The wl_pointer this device is for: a new pointer needs a new device.
    let pointer: OpaquePointer

    init?(manager: OpaquePointer, pointer: OpaquePointer) {
        guard let proxy = wp_cursor_shape_manager_v1_get_pointer(manager, pointer) else { return nil }
        self.proxy = proxy
        self.pointer = pointer
    }

    /// Shows `shape`; `serial` is the pointer's latest enter.
    func show(_ shape: CursorShape, serial: UInt32) {
        guard let proxy else { return }
        wp_cursor_shape_device_v1_set_shape(proxy, serial, shape.protocolValue)
    }

    func destroy() {
        if let proxy { wp_cursor_shape_device_v1_destroy(proxy) }
        proxy = nil
    }
}
