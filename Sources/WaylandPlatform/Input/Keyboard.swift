import CWayland
import Glibc
import Logging

/// The seat's keyboard: keymap from the compositor, keys as keysyms and text, and
/// key repeat by timer (the client's job on Wayland), cancelled when focus leaves.
@MainActor
final class Keyboard {
    private var proxy: OpaquePointer?
    private let version: UInt32
    private let send: (SeatInput) -> Void
    private var layout: KeyboardLayout?
    private var focus: OpaquePointer?
    private var repeatState = KeyRepeat()
    private var repeatTimer: LoopTimer!
    private let logger = Logger(label: "platform.keyboard")

    init(proxy: OpaquePointer, version: UInt32, loop: EventLoop, send: @escaping (SeatInput) -> Void) throws {
        self.proxy = proxy
        self.version = version
        self.send = send
        repeatTimer = try LoopTimer(loop: loop) { [weak self] in self?.repeatFired() }
        wl_keyboard_add_listener(proxy, Self.listener, listenerData(self))
    }

    func destroy() {
        repeatTimer.cancel()
        guard let proxy else { return }
        if version >= 3 { wl_keyboard_release(proxy) } else { wl_keyboard_destroy(proxy) }
        self.proxy = nil
    }

    private func apply(_ action: KeyRepeat.Action) {
        switch action {
        case let .start(delay, interval): repeatTimer.schedule(after: delay, repeating: interval)
        case .stop: repeatTimer.cancel()
        case .none: break
        }
    }

    private func keymap(format: UInt32, fd: Int32, size: UInt32) {
        defer { close(fd) }
        guard format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue else {
            logger.error("\(KeyboardError.unsupportedKeymapFormat(format))")
            return
        }
        do {
            layout = try KeyboardLayout(fd: fd, size: Int(size))
        } catch {
            logger.error("cannot load the compositor's keymap: \(error)")
        }
    }

    private func key(serial: UInt32, time: UInt32, key: UInt32, state: UInt32) {
        logger.trace("key \(key) state \(state)")
        guard let layout else { return }
        let pressed = state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue
        emit(key: key, pressed: pressed, isRepeat: false, serial: serial, time: time, layout: layout)
        apply(pressed ? repeatState.pressed(key, repeats: layout.repeats(key)) : repeatState.released(key))
    }

    private func emit(key: UInt32, pressed: Bool, isRepeat: Bool, serial: UInt32, time: UInt32?, layout: KeyboardLayout) {
        let event = InputEvent.key(keysym: layout.keysym(for: key), text: pressed ? layout.text(for: key) : "",
                                   pressed: pressed, modifiers: layout.modifiers, isRepeat: isRepeat)
        send(SeatInput(surface: focus, event: event, serial: serial, time: time.map { CompositorTime(milliseconds: $0) }))
    }

    private func repeatFired() {
        guard let key = repeatState.key, let layout, focus != nil else { return }
        logger.trace("repeat \(key)")
        emit(key: key, pressed: true, isRepeat: true, serial: 0, time: nil, layout: layout)
    }

    private func enter(surface: OpaquePointer?) {
        logger.debug("keyboard focus entered")
        focus = surface
    }

    private func leave() {
        logger.debug("keyboard focus left")
        apply(repeatState.focusLost())
        focus = nil
    }

    private static let listener = ListenerTable.make(wl_keyboard_listener(
        keymap: { data, _, format, fd, size in
            guard data != nil else { close(fd); return }
            data.withObject(Keyboard.self) { $0.keymap(format: format, fd: fd, size: size) }
        },
        enter: { data, _, _, surface, _ in
            data.withObject(Keyboard.self, passing: surface) { $0.enter(surface: $1) }
        },
        leave: { data, _, _, _ in data.withObject(Keyboard.self) { $0.leave() } },
        key: { data, _, serial, time, key, state in
            data.withObject(Keyboard.self) { $0.key(serial: serial, time: time, key: key, state: state) }
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            data.withObject(Keyboard.self) {
                $0.layout?.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
            }
        },
        repeat_info: { data, _, rate, delay in
            data.withObject(Keyboard.self) { $0.apply($0.repeatState.configure(rate: rate, delay: delay)) }
        }
    ))
}
