import CWayland

/// The seat's pointer: tracks focus and position, and gathers the axis events of a
/// frame into one ``InputEvent/axis(horizontal:vertical:discrete:)``.
@MainActor
final class Pointer {
    private(set) var proxy: OpaquePointer?
    private let version: UInt32
    private let send: (SeatInput) -> Void
    private var focus: OpaquePointer?
    private var x = 0.0, y = 0.0
    private var scroll = (horizontal: 0.0, vertical: 0.0)
    private var steps = InputEvent.AxisSteps(horizontal: 0, vertical: 0)
    private var hasScroll = false, hasSteps = false
    /// The timestamp of the last axis event of the frame, for the axis event it becomes.
    private var scrollTime: UInt32?

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

    private func axis(_ axis: UInt32, time: UInt32, value: Double) {
        scrollTime = time
        if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { scroll.horizontal += value } else { scroll.vertical += value }
        hasScroll = true
        if version < 5 { frame() }
    }

    private func axisDiscrete(_ axis: UInt32, steps count: Int32) {
        if axis == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue { steps.horizontal += Int(count) } else { steps.vertical += Int(count) }
        hasSteps = true
    }

    private func frame() {
        if hasScroll || hasSteps {
            emit(.axis(horizontal: scroll.horizontal, vertical: scroll.vertical, discrete: hasSteps ? steps : nil),
                 time: scrollTime)
        }
        scrollTime = nil
        scroll = (0, 0)
        steps = InputEvent.AxisSteps(horizontal: 0, vertical: 0)
        hasScroll = false; hasSteps = false
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
        axis_source: { _, _, _ in },
        axis_stop: { _, _, _, _ in },
        axis_discrete: { data, _, axis, discrete in
            data.withObject(Pointer.self) { $0.axisDiscrete(axis, steps: discrete) }
        },
        axis_value120: { _, _, _, _ in }
    ))
}
