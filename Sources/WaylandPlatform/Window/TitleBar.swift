import CWayland
import Logging

/// The title bar a window draws itself when the compositor does not decorate it
/// (GNOME, weston): a subsurface above the content with a close button; dragging
/// the bar moves the window through xdg_toplevel.move.
@MainActor
final class TitleBar {
    private(set) var surface: OpaquePointer?
    private var subsurface: OpaquePointer?
    private let shm: OpaquePointer
    private let toplevel: OpaquePointer
    private var pool: BufferPool?
    private var appearance = TitleBarAppearance(width: 0, scale: 1, isActivated: true,
                                                isCloseHovered: false, isClosePressed: false)
    private var drawnAppearance: TitleBarAppearance?
    private var isShown = false
    private let logger = Logger(label: "platform.titlebar")

    /// The close button was clicked.
    var onClose: (() -> Void)?

    init?(compositor: OpaquePointer, subcompositor: OpaquePointer, shm: OpaquePointer,
          parent: OpaquePointer, toplevel: OpaquePointer) {
        guard let surface = wl_compositor_create_surface(compositor) else { return nil }
        guard let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent) else {
            wl_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.subsurface = subsurface
        self.shm = shm
        self.toplevel = toplevel
        wl_subsurface_set_position(subsurface, 0, Int32(-TitleBarAppearance.height))
        // Desynchronized: hovering the close button redraws the bar without a content frame.
        wl_subsurface_set_desync(subsurface)
    }

    func destroy() {
        pool?.retire(destroyingHeld: true); pool = nil
        if let subsurface { wl_subsurface_destroy(subsurface) }
        if let surface { wl_surface_destroy(surface) }
        subsurface = nil; surface = nil
    }

    /// Shows the bar at `width` logical pixels (or hides it) and redraws what changed.
    func update(shown: Bool, width: Int, scale: Double, isActivated: Bool) {
        guard let surface else { return }
        if !shown {
            if isShown {
                wl_surface_attach(surface, nil, 0, 0)
                wl_surface_commit(surface)
                drawnAppearance = nil
            }
            isShown = false
            return
        }
        isShown = true
        appearance.width = width
        appearance.scale = max(1, Int(scale.rounded(.up)))
        appearance.isActivated = isActivated
        redraw()
    }

    /// Pointer and touch input on the bar's surface.
    func handle(_ input: SeatInput, seat: OpaquePointer?) {
        switch input.event {
        case let .pointerMotion(x, y):
            appearance.isCloseHovered = TitleBarAppearance.isOnCloseButton(x: x, y: y, width: appearance.width)
            if !appearance.isCloseHovered { appearance.isClosePressed = false }
        case .pointerLeave:
            appearance.isCloseHovered = false
            appearance.isClosePressed = false
        case let .pointerButton(button, pressed, x, y) where button == 0x110:
            press(pressed: pressed, x: x, y: y, serial: input.serial, seat: seat)
        case let .touchDown(_, x, y):
            press(pressed: true, x: x, y: y, serial: input.serial, seat: seat)
        case .touchUp:
            if appearance.isClosePressed { onClose?() }
            appearance.isClosePressed = false
        default:
            return
        }
        redraw()
    }

    private func press(pressed: Bool, x: Double, y: Double, serial: UInt32, seat: OpaquePointer?) {
        let onClose = TitleBarAppearance.isOnCloseButton(x: x, y: y, width: appearance.width)
        if pressed {
            if onClose {
                appearance.isClosePressed = true
            } else if let seat {
                xdg_toplevel_move(toplevel, seat, serial)
            }
        } else {
            if onClose && appearance.isClosePressed { self.onClose?() }
            appearance.isClosePressed = false
        }
    }

    private func redraw() {
        guard isShown, let surface, appearance != drawnAppearance, appearance.width > 0 else { return }
        let width = appearance.width * appearance.scale
        let height = TitleBarAppearance.height * appearance.scale
        do {
            if pool?.width != width || pool?.height != height {
                pool?.retire()
                pool = try BufferPool(shm: shm, width: width, height: height, count: 2, maximumCount: 3)
                pool?.onRelease = { [weak self] in self?.redraw() }
            }
            guard let buffer = try pool?.acquire() else { return }
            appearance.paint(into: buffer.target)
            wl_surface_set_buffer_scale(surface, Int32(appearance.scale))
            wl_surface_attach(surface, buffer.proxy, 0, 0)
            wl_surface_damage_buffer(surface, 0, 0, Int32(width), Int32(height))
            wl_surface_commit(surface)
            pool?.submit(buffer)
            drawnAppearance = appearance
        } catch {
            logger.error("cannot draw the title bar: \(error)")
        }
    }
}
