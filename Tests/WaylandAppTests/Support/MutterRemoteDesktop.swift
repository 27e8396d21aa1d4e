import CSystemd
import Foundation
import Layers
@testable import WaylandPlatform
#if canImport(Glibc)
import Glibc
#endif

/// Pointer input on a headless mutter through its RemoteDesktop D-Bus API: a session
/// of our own and relative motion and buttons. The pointer is first pushed into the top
/// left corner, so its position is known. mutter ends a session when the connection that
/// created it closes, so one-shot `gdbus call`s cannot drive it: the calls go through the
/// app's own sd-bus connection (WaylandPlatform's `BusConnection`), kept open, each
/// waited for.
@MainActor
final class MutterRemoteDesktop {
    private let bus: BusConnection
    private var session = ""
    /// Where the pointer is, as far as the moves sent from the top left corner add up.
    private(set) var x = 0.0, y = 0.0
    private static let service = "org.gnome.Mutter.RemoteDesktop"

    init(on mutter: Mutter, timeout: TimeInterval = 5) throws {
        bus = try BusConnection(address: try mutter.busAddress)
        // mutter registers the service shortly after its socket is up: retry a little.
        let deadline = Date(timeIntervalSinceNow: timeout)
        while session.isEmpty {
            do {
                session = try call(path: "/org/gnome/Mutter/RemoteDesktop", interface: Self.service,
                                   member: "CreateSession") { try $0.readObjectPath() }
            } catch where Date() < deadline {
                usleep(100_000)
            }
        }
        try sessionCall("Start")
        try sessionCall("NotifyPointerMotionRelative") { $0.append(-10_000.0); $0.append(-10_000.0) }
    }

    /// Calls `member` and waits for its reply (5 s at most); `read` takes what it needs of it.
    private func call<T>(path: String, interface: String, member: String,
                         arguments: (BusMessageWriter) -> Void = { _ in },
                         read: @escaping (BusMessage) throws -> T) throws -> T {
        var result: Result<T, Error>?
        try bus.call(Self.service, path: path, interface: interface, member: member, timeout: .seconds(5),
                     building: arguments) { reply in
            if let error = reply.error {
                result = .failure(HarnessError("D-Bus: \(interface).\(member) failed: \(error.name): \(error.message)"))
            } else {
                result = Result { try read(reply) }
            }
        }
        _ = try bus.wait(until: MonotonicTime.time + .seconds(6)) { result == nil }
        guard let result else { throw HarnessError("D-Bus: no reply to \(interface).\(member)") }
        return try result.get()
    }

    private func sessionCall(_ member: String, _ arguments: (BusMessageWriter) -> Void = { _ in }) throws {
        try call(path: session, interface: "\(Self.service).Session", member: member, arguments: arguments) { _ in }
    }

    /// Moves the pointer by (dx, dy).
    func moveBy(dx: Double, dy: Double) throws {
        try sessionCall("NotifyPointerMotionRelative") { $0.append(dx); $0.append(dy) }
        x = min(max(x + dx, 0), 1279); y = min(max(y + dy, 0), 719)
    }

    /// Moves the pointer to (x, y) on the virtual monitor, as far as relative motion
    /// from the corner tells (``point(at:in:)`` corrects by what the app reports).
    func move(toX newX: Double, y newY: Double) throws {
        try moveBy(dx: newX - x, dy: newY - y)
    }

    /// Moves the pointer until `app` (run with `--echo-input`) reports it at (x, y) of its
    /// content: a new window may still move while mutter places it, so each step
    /// corrects by where the app last saw the pointer.
    func point(at target: (x: Double, y: Double), in app: AppProcess) throws {
        var step: (dx: Double, dy: Double)? = nil
        for attempt in 0..<20 {
            let start = app.lines.count
            if let step {
                try moveBy(dx: step.dx, dy: step.dy)
            } else {
                // Back to the monitor's centre, on the content of a newly centred window.
                try move(toX: 640 + Double(attempt % 2), y: 400)
            }
            // The first reports can come from before mutter placed the window, and a
            // stale one can send the pointer off the content: then start over.
            guard let seen = try? app.waitForEvent("pointer motion", from: start, timeout: 0.5, { event -> (Double, Double)? in
                if case let .pointerMotion(x, y) = event { return (x, y) }
                return nil
            }) else {
                step = nil
                continue
            }
            step = (target.x - seen.0, target.y - seen.1)
            if let step, abs(step.dx) < 0.75 && abs(step.dy) < 0.75 { return }
        }
        throw HarnessError("mutter's pointer never settled at \(target) of the window\n\(app.transcript)")
    }

    /// Presses or releases `button` (evdev code; 0x110 is the left button).
    func button(_ button: Int32 = 0x110, pressed: Bool) throws {
        try sessionCall("NotifyPointerButton") { $0.append(button); $0.append(pressed) }
    }

    func click(_ button: Int32 = 0x110) throws {
        try self.button(button, pressed: true)
        try self.button(button, pressed: false)
    }
}

extension BusMessage {
    /// Reads an object path (`o`), such as the session RemoteDesktop creates.
    func readObjectPath() throws -> String {
        var value: UnsafePointer<CChar>?
        let result = sd_bus_message_read_basic(message, CChar(UInt8(ascii: "o")), &value)
        guard result > 0, let value else { throw HarnessError("D-Bus: the reply holds no object path") }
        return String(cString: value)
    }
}
