import CWayland
import Glibc
import Logging

/// Pointer images from the user's XCursor theme (`XCURSOR_THEME`, `XCURSOR_SIZE`),
/// through libwayland-cursor: the arrow over the window, resize arrows over its edges.
///
/// The theme is loaded at the size × the window's integer scale, so the cursor is as
/// sharp as the window on a HiDPI output.
@MainActor
final class CursorTheme {
    private let shm: OpaquePointer
    private var surface: OpaquePointer?
    private var theme: OpaquePointer?
    private var loadedScale: Int32 = 0
    private let size: Int32
    private let name: String?
    private let logger = Logger(label: "platform.cursor")

    init?(compositor: OpaquePointer, shm: OpaquePointer) {
        guard let surface = wl_compositor_create_surface(compositor) else { return nil }
        self.surface = surface
        self.shm = shm
        name = getenv("XCURSOR_THEME").map { String(cString: $0) }
        size = getenv("XCURSOR_SIZE").flatMap { Int32(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    }

    func destroy() {
        if let theme { wl_cursor_theme_destroy(theme) }
        if let surface { wl_surface_destroy(surface) }
        theme = nil; surface = nil
    }

    /// Shows `shape` as `pointer`'s image; `serial` is the pointer's latest enter.
    func show(_ shape: CursorShape, on pointer: OpaquePointer, serial: UInt32, scale: Int32) {
        guard let surface, let image = image(for: shape, scale: scale),
              let buffer = wl_cursor_image_get_buffer(image) else { return }
        let factor = max(scale, 1)
        wl_surface_set_buffer_scale(surface, factor)
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(surface)
        wl_pointer_set_cursor(pointer, serial, surface, Int32(image.pointee.hotspot_x) / factor,
                              Int32(image.pointee.hotspot_y) / factor)
    }

    /// The first image of `shape` from the theme loaded at `scale`.
    private func image(for shape: CursorShape, scale: Int32) -> UnsafeMutablePointer<wl_cursor_image>? {
        if theme == nil || loadedScale != scale {
            if let theme { wl_cursor_theme_destroy(theme) }
            theme = wl_cursor_theme_load(name, size * max(scale, 1), shm)
            loadedScale = scale
            if theme == nil { logger.warning("cannot load the cursor theme \(name ?? "default")") }
        }
        guard let theme else { return nil }
        for name in shape.themeNames {
            if let cursor = wl_cursor_theme_get_cursor(theme, name), cursor.pointee.image_count > 0,
               let image = cursor.pointee.images[0] {
                return image
            }
        }
        return nil
    }
}
