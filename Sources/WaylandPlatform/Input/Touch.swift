import CWayland

/// The seat's touch screen: remembers which surface each touch point started on,
/// since later events of the point name only its id.
@MainActor
final class Touch {
    private var proxy: OpaquePointer?
    private let version: UInt32
    private let send: (SeatInput) -> Void
    private var surfaces: [Int32: OpaquePointer?] = [:]

    init(proxy: OpaquePointer, version: UInt32, send: @escaping (SeatInput) -> Void) {
        self.proxy = proxy
        self.version = version
        self.send = send
        wl_touch_add_listener(proxy, Self.listener, listenerData(self))
    }

    func destroy() {
        guard let proxy else { return }
        if version >= 3 { wl_touch_release(proxy) } else { wl_touch_destroy(proxy) }
        self.proxy = nil
    }

    private func down(serial: UInt32, time: UInt32, surface: OpaquePointer?, id: Int32, x: Double, y: Double) {
        surfaces[id] = surface
        send(SeatInput(surface: surface, event: .touchDown(id: id, x: x, y: y), serial: serial, time: CompositorTime(milliseconds: time)))
    }

    private func up(serial: UInt32, time: UInt32, id: Int32) {
        guard let surface = surfaces.removeValue(forKey: id) else { return }
        send(SeatInput(surface: surface, event: .touchUp(id: id), serial: serial, time: CompositorTime(milliseconds: time)))
    }

    private func motion(time: UInt32, id: Int32, x: Double, y: Double) {
        guard let surface = surfaces[id] else { return }
        send(SeatInput(surface: surface, event: .touchMotion(id: id, x: x, y: y), serial: 0, time: CompositorTime(milliseconds: time)))
    }

    private func cancel() {
        var notified: [OpaquePointer?] = []
        for surface in surfaces.values where !notified.contains(surface) {
            notified.append(surface)
            send(SeatInput(surface: surface, event: .touchCancel, serial: 0))
        }
        surfaces.removeAll()
    }

    private static let listener = ListenerTable.make(wl_touch_listener(
        down: { data, _, serial, time, surface, id, x, y in
            data.withObject(Touch.self, passing: surface) {
                $0.down(serial: serial, time: time, surface: $1, id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            }
        },
        up: { data, _, serial, time, id in data.withObject(Touch.self) { $0.up(serial: serial, time: time, id: id) } },
        motion: { data, _, time, id, x, y in
            data.withObject(Touch.self) {
                $0.motion(time: time, id: id, x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
            }
        },
        frame: { _, _ in },
        cancel: { data, _ in data.withObject(Touch.self) { $0.cancel() } },
        shape: { _, _, _, _, _ in },
        orientation: { _, _, _, _ in }
    ))
}
