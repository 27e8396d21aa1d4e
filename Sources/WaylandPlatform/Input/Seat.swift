import CWayland
import Logging

/// A group of input devices (wl_seat). Pointer, keyboard and touch appear and
/// disappear at run time as the compositor's capabilities change.
@MainActor
final class Seat {
    private(set) var proxy: OpaquePointer?
    private let version: UInt32
    private unowned let loop: EventLoop
    private var pointer: Pointer?
    private var keyboard: Keyboard?
    private var touch: Touch?
    private let logger = Logger(label: "platform.seat")

    private var inputHandlers: [(SeatInput) -> Void] = []

    init(proxy: OpaquePointer, version: UInt32, loop: EventLoop) {
        self.proxy = proxy
        self.version = version
        self.loop = loop
        wl_seat_add_listener(proxy, Self.listener, listenerData(self))
    }

    func destroy() {
        pointer?.destroy(); pointer = nil
        keyboard?.destroy(); keyboard = nil
        touch?.destroy(); touch = nil
        if let proxy {
            if version >= 5 { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
        }
        proxy = nil
    }

    /// The wl_pointer, for setting its image (nil while the seat has no pointer).
    var pointerProxy: OpaquePointer? { pointer?.proxy }

    /// `handler` receives every event of every device; each window keeps those for its surfaces.
    func addInputHandler(_ handler: @escaping (SeatInput) -> Void) { inputHandlers.append(handler) }

    private func deliver(_ input: SeatInput) {
        for handler in inputHandlers { handler(input) }
    }

    private func capabilitiesChanged(_ capabilities: UInt32) {
        guard let proxy else { return }
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        logger.debug("seat capabilities: pointer \(hasPointer), keyboard \(hasKeyboard), touch \(hasTouch)")

        if hasPointer, pointer == nil, let device = wl_seat_get_pointer(proxy) {
            pointer = Pointer(proxy: device, version: version, send: deliver)
        } else if !hasPointer, let pointer {
            pointer.destroy(); self.pointer = nil
        }
        if hasKeyboard, keyboard == nil, let device = wl_seat_get_keyboard(proxy) {
            do {
                keyboard = try Keyboard(proxy: device, version: version, loop: loop, send: deliver)
            } catch {
                logger.error("keyboard unavailable: \(error)")
                if version >= 3 { wl_keyboard_release(device) } else { wl_keyboard_destroy(device) }
            }
        } else if !hasKeyboard, let keyboard {
            keyboard.destroy(); self.keyboard = nil
        }
        if hasTouch, touch == nil, let device = wl_seat_get_touch(proxy) {
            touch = Touch(proxy: device, version: version, send: deliver)
        } else if !hasTouch, let touch {
            touch.destroy(); self.touch = nil
        }
    }

    private static let listener = ListenerTable.make(wl_seat_listener(
        capabilities: { data, _, capabilities in data.withObject(Seat.self) { $0.capabilitiesChanged(capabilities) } },
        name: { _, _, _ in }
    ))
}
