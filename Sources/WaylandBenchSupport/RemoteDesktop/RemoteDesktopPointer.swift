import Glibc
import Layers
import WaylandPlatform

/// A pointer driven through mutter's RemoteDesktop D-Bus API
/// (`org.gnome.Mutter.RemoteDesktop`): relative motion and buttons that reach clients as
/// real input, with the compositor's own timestamps. It is how a headless mutter can be
/// given a drag to measure input latency on. mutter ends a session when the connection
/// that created it closes, so the session lives as long as this object, on a connection
/// of its own; each call is waited for, so events arrive in the order they were sent.
@MainActor
public final class RemoteDesktopPointer {
    private let bus: BusConnection
    private var session = ""
    private static let service = "org.gnome.Mutter.RemoteDesktop"

    /// Opens the session bus (`$DBUS_SESSION_BUS_ADDRESS`, or `address`), creates and
    /// starts a RemoteDesktop session and pushes the pointer into the monitor's top left
    /// corner. mutter registers the service shortly after its Wayland socket is up, so a
    /// missing service is asked again for up to `timeout` seconds.
    /// - Throws: ``PlatformError`` when there is no bus; ``RemoteDesktopError`` when the
    ///   service is missing (``RemoteDesktopError/isNotOffered``) or refuses.
    public init(busAddress address: String? = nil, timeout: Double = 5) throws {
        bus = try BusConnection(address: address)
        let deadline = MonotonicClock.time + .seconds(timeout)
        while session.isEmpty {
            do {
                session = try call(path: "/org/gnome/Mutter/RemoteDesktop", interface: Self.service,
                                   member: "CreateSession") { try $0.readObjectPath() }
            } catch let error as RemoteDesktopError where error.isNotOffered && MonotonicClock.time < deadline {
                usleep(100_000)
            }
        }
        try sessionCall("Start")
        try moveToCorner()
    }

    /// Pushes the pointer into the top left corner, where its position is known (0, 0).
    public func moveToCorner() throws {
        try moveBy(dx: -100_000, dy: -100_000)
    }

    /// Moves the pointer by (dx, dy) logical pixels; the compositor keeps it on the monitors.
    public func moveBy(dx: Double, dy: Double) throws {
        try sessionCall("NotifyPointerMotionRelative") { $0.append(dx); $0.append(dy) }
    }

    /// Presses or releases `button`, an evdev code (`0x110` the left button, `0x111` the right).
    public func button(_ button: Int32 = 0x110, pressed: Bool) throws {
        try sessionCall("NotifyPointerButton") { $0.append(button); $0.append(pressed) }
    }

    /// Calls `member` and waits for its reply (5 s at most); `read` takes what it needs of it.
    private func call<T>(path: String, interface: String, member: String,
                         arguments: (BusMessageWriter) -> Void = { _ in },
                         read: @escaping (BusMessage) throws -> T) throws -> T {
        var result: Result<T, Error>?
        try bus.call(Self.service, path: path, interface: interface, member: member, timeout: .seconds(5),
                     building: arguments) { reply in
            if let error = reply.error {
                result = .failure(RemoteDesktopError(member: member, name: error.name, message: error.message))
            } else {
                result = Result { try read(reply) }
            }
        }
        _ = try bus.wait(until: MonotonicClock.time + .seconds(6)) { result == nil }
        guard let result else {
            throw RemoteDesktopError(member: member, name: "org.freedesktop.DBus.Error.NoReply", message: "no reply")
        }
        return try result.get()
    }

    private func sessionCall(_ member: String, _ arguments: (BusMessageWriter) -> Void = { _ in }) throws {
        try call(path: session, interface: "\(Self.service).Session", member: member, arguments: arguments) { _ in }
    }
}
