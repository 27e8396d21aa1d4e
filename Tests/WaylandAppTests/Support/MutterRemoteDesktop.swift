import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pointer input on a headless mutter through its RemoteDesktop D-Bus API: a session
/// of our own (kept open on one connection) and relative motion and buttons. The
/// pointer is first pushed into the top left corner, so its position is known.
///
/// Why `@unchecked Sendable` holds: one test drives it, one call after another, so `x`,
/// `y` and its ``DBusConnection`` are never touched by two threads at once.
nonisolated final class MutterRemoteDesktop: @unchecked Sendable {
    private let bus: DBusConnection
    private let session: String
    /// Where the pointer is, as far as the moves sent from the top left corner add up.
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
        try sessionCall("NotifyPointerMotionRelative", [.double(-10_000), .double(-10_000)])
    }

    private func sessionCall(_ member: String, _ arguments: [DBusConnection.Argument] = []) throws {
        try bus.call(destination: Self.service, path: session, interface: "\(Self.service).Session",
                     member: member, arguments)
    }

    /// Moves the pointer by (dx, dy).
    func moveBy(dx: Double, dy: Double) throws {
        try sessionCall("NotifyPointerMotionRelative", [.double(dx), .double(dy)])
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
        try sessionCall("NotifyPointerButton", [.int32(button), .bool(pressed)])
    }

    func click(_ button: Int32 = 0x110) throws {
        try self.button(button, pressed: true)
        try self.button(button, pressed: false)
    }
}
