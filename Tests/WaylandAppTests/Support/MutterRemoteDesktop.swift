import Foundation
@testable import WaylandApp
import WaylandBenchSupport
import WaylandPlatform

/// Pointer input on a test's headless mutter: WaylandPlatform's ``RemoteDesktopPointer``
/// on the session's bus, with what the tests add: the position the moves add up to from
/// the top left corner on a 1280×720 monitor, and ``point(at:in:)`` by what an
/// ``AppProcess`` echoes (``PointerAim``, as `bench --on-compositor` aims).
@MainActor
final class MutterRemoteDesktop {
    let pointer: RemoteDesktopPointer
    /// Where the pointer is, as far as the moves sent from the top left corner add up
    /// (not kept through ``point(at:in:)``, which may walk from the corner again).
    private(set) var x = 0.0, y = 0.0

    init(on mutter: Mutter, timeout: TimeInterval = 5) throws {
        pointer = try RemoteDesktopPointer(busAddress: try mutter.busAddress, timeout: timeout)
    }

    /// Moves the pointer by (dx, dy).
    func moveBy(dx: Double, dy: Double) throws {
        try pointer.moveBy(dx: dx, dy: dy)
        x = min(max(x + dx, 0), 1279); y = min(max(y + dy, 0), 719)
    }

    /// Moves the pointer to (x, y) on the virtual monitor, as far as relative motion
    /// from the corner tells (``point(at:in:)`` corrects by what the app reports).
    func move(toX newX: Double, y newY: Double) throws {
        try moveBy(dx: newX - x, dy: newY - y)
    }

    /// Moves the pointer until `app` (run with `--echo-input`) reports it at (x, y) of its
    /// content.
    func point(at target: (x: Double, y: Double), in app: AppProcess) throws {
        let size = try app.waitForConfigured()
        let settled = try PointerAim.point(pointer, at: target, window: (Double(size.width), Double(size.height))) { dx, dy, timeout in
            let start = app.lines.count
            try pointer.moveBy(dx: dx, dy: dy)
            return try? app.waitForEvent("pointer motion", from: start, timeout: timeout) { event -> (x: Double, y: Double)? in
                if case let .pointerMotion(x, y) = event { return (x, y) }
                return nil
            }
        }
        guard settled else { throw HarnessError("mutter's pointer never settled at \(target) of the window\n\(app.transcript)") }
    }

    /// Presses or releases `button` (evdev code; 0x110 is the left button).
    func button(_ button: Int32 = 0x110, pressed: Bool) throws {
        try pointer.button(button, pressed: pressed)
    }

    func click(_ button: Int32 = 0x110) throws {
        try self.button(button, pressed: true)
        try self.button(button, pressed: false)
    }
}
