import CWayland

/// The seat's pointer: tracks focus and position, and gathers the axis events of a
/// frame into one ``InputEvent/axis(horizontal:vertical:discrete:source:value120:)``
/// (``AxisFrame``).
@MainActor
final class Pointer {
    private(set) var proxy: OpaquePointer?
    private let version: UInt32
    private let send: (SeatInput) -> Void
    private var focus: OpaquePointer?
    private var x = 0.0, y = 0.0
    private var axes = AxisFrame()

    init(proxy: OpaquePointer, version: UInt32, send: @escaping (SeatInput) -> Void) {
        self.proxy = proxy
        self.version = version
        self.send = send
        wl_pointer_add_listener(proxy, Self.listener, listenerData(self))
    }

    func destroy() {
        guard let proxy else { return }
        if version >= 3 { wl_pointer_release(proxy) } else { wl_pointer_destroy(proxy) }
        self.proxy = nil
    }

    private func emit(_ event: InputEvent, serial: UInt32 = 0, surface: OpaquePointer? = nil, time: UInt32? = nil) {
        send(SeatInput(surface: surface ?? focus, event: event, serial: serial, time: time.map { CompositorTime(milliseconds: $0) }))
    }

    private func enter(serial: UInt32, surface: OpaquePointer?, x: Double, y: Double) {
        focus = surface
        self.x = x; self.y = y
        emit(.pointerEnter, serial: serial)
        emit(.pointerMotion(x: x, y: y), serial: serial)
        if version < 5 { emit(.pointerFrame) }
    }

    private func leave(serial: UInt32, surface: OpaquePointer?) {
        emit(.pointerLeave, serial: serial, surface: surface ?? focus)
        if version < 5 { emit(.pointerFrame, surface: surface ?? focus) }
        focus = nil
    }

    private func motion(time: UInt32, x: Double, y: Double) {
        self.x = x; self.y = y
        emit(.pointerMotion(x: x, y: y), time: time)
        if version < 5 { emit(.pointerFrame) }
    }

    private func button(serial: UInt32, time: UInt32, button: UInt32, state: UInt32) {
        let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
        emit(.pointerButton(button: button, pressed: pressed, x: x, y: y), serial: serial, time: time)
        if version < 5 { emit(.pointerFrame) }
    }

    private static func isHorizontal(_ axis: UInt32) -> Bool {
        axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue
    }

    private func axis(_ axis: UInt32, time: UInt32, value: Double) {
        axes.add(isHorizontal: Self.isHorizontal(axis), value: value, time: time)
        if version < 5 { frame() }
    }

    private func frame() {
        let time = axes.time
        for event in axes.take() { emit(event, time: time) }
        emit(.pointerFrame)
    }

    private static let listener = ListenerTable.make(wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            data.withObject(Pointer.self, passing: surface) {
                $0.enter(serial: serial, surface: $1, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            }
        },
        leave: { data, _, serial, surface in
            data.withObject(Pointer.self, passing: surface) { $0.leave(serial: serial, surface: $1) }
        },
        motion: { data, _, time, x, y in
            data.withObject(Pointer.self) { $0.motion(time: time, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y)) }
        },
        button: { data, _, serial, time, button, state in
            data.withObject(Pointer.self) { $0.button(serial: serial, time: time, button: button, state: state) }
        },
        axis: { data, _, time, axis, value in
            data.withObject(Pointer.self) { $0.axis(axis, time: time, value: wl_fixed_to_double(value)) }
        },
        frame: { data, _ in data.withObject(Pointer.self) { $0.frame() } },
        axis_source: { data, _, source in
            data.withObject(Pointer.self) { $0.axes.setSource(source) }
        },
        axis_stop: { data, _, time, axis in
            data.withObject(Pointer.self) { $0.axes.addStop(isHorizontal: Pointer.isHorizontal(axis), time: time) }
        },
        axis_discrete: { data, _, axis, discrete in
            data.withObject(Pointer.self) { $0.axes.addSteps(isHorizontal: Pointer.isHorizontal(axis), count: discrete) }
        },
        axis_value120: { data, _, axis, value in
            data.withObject(Pointer.self) { $0.axes.addValue120(isHorizontal: Pointer.isHorizontal(axis), value: value) }
        }
    ))
}
