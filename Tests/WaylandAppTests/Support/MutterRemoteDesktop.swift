import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pointer input on a headless mutter through its RemoteDesktop D-Bus API: a session
/// of our own (kept open on one connection) and relative motion and buttons. The
/// pointer is first pushed into the top left corner, so its position is known.
nonisolated final class MutterRemoteDesktop: @unchecked Sendable {
    private let bus: DBusConnection
    private let session: String
    private(set) var x = 0.0, y = 0.0
    private static let service = "org.gnome.Mutter.RemoteDesktop"

    init(on mutter: Mutter, timeout: TimeInterval = 5) throws {
        bus = try DBusConnection(address: try mutter.busAddress)
        // mutter registers the service shortly after its socket is up: retry a little.
        let deadline = Date(timeIntervalSinceNow: timeout)
        var created: String?
        while created == nil {
            do {
                created = try bus.call(destination: Self.service, path: "/org/gnome/Mutter/RemoteDesktop",
                                       interface: Self.service, member: "CreateSession")
            } catch where Date() < deadline {
                usleep(100_000)
            }
        }
        guard let created else { throw HarnessError("mutter's RemoteDesktop gave no session path") }
        session = created
        try sessionCall("Start")
        try moveBy(dx: -10_000, dy: -10_000)
        x = 0; y = 0
    }

    private func sessionCall(_ member: String, _ arguments: [DBusConnection.Argument] = []) throws {
        try bus.call(destination: Self.service, path: session, interface: "\(Self.service).Session",
                     member: member, arguments)
    }

    private func moveBy(dx: Double, dy: Double) throws {
        try sessionCall("NotifyPointerMotionRelative", [.double(dx), .double(dy)])
    }

    /// Moves the pointer to (x, y) on the virtual monitor.
    func move(toX newX: Double, y newY: Double) throws {
        try moveBy(dx: newX - x, dy: newY - y)
        x = newX; y = newY
    }

    /// Presses or releases `button` (evdev code; 0x110 is the left button).
    func button(_ button: Int32 = 0x110, pressed: Bool) throws {
        try sessionCall("NotifyPointerButton", [.int32(button), .bool(pressed)])
    }

    func click(_ button: Int32 = 0x110) throws {
        try self.button(button, pressed: true)
        try self.button(button, pressed: false)
    }
}
