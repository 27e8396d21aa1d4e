import CWayland
import Glibc

/// The connection to the compositor (wl_display).
///
/// Connecting fails with a message that names the display tried; afterwards every
/// failure of the connection is turned into a ``PlatformError`` by `failure()`.
@MainActor
public final class Display {
    let handle: OpaquePointer
    /// The socket name that was used (`$WAYLAND_DISPLAY` or `wayland-0`), for messages.
    public let name: String

    /// Connects to `$WAYLAND_DISPLAY` (or `wayland-0`), or to `name` when given.
    /// - Throws: ``PlatformError/noDisplay(display:reason:)`` naming the display tried.
    public init(name requested: String? = nil) throws {
        let environment = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }
        let name = requested ?? (environment?.isEmpty == false ? environment! : "wayland-0")
        guard let handle = wl_display_connect(requested) else {
            let code = errno
            var reason = code == 0 ? "no compositor answered" : String(cString: strerror(code))
            if getenv("XDG_RUNTIME_DIR") == nil { reason += "; XDG_RUNTIME_DIR is not set" }
            throw PlatformError.noDisplay(display: name, reason: reason)
        }
        self.handle = handle
        self.name = name
    }

    isolated deinit { wl_display_disconnect(handle) }

    /// The socket to poll.
    var fileDescriptor: Int32 { wl_display_get_fd(handle) }

    /// Sends queued requests without waiting; failures surface on the next dispatch.
    /// After the loop ends, the last destroy requests go out this way.
    public func flush() { _ = wl_display_flush(handle) }

    /// Sends all requests and waits until the compositor has handled them.
    func roundtrip() throws {
        if wl_display_roundtrip(handle) < 0 { throw failure() }
    }

    /// What went wrong with the connection, after a libwayland call returned -1.
    func failure() -> PlatformError {
        let code = wl_display_get_error(handle)
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var objectID: UInt32 = 0
            let errorCode = wl_display_get_protocol_error(handle, &interface, &objectID)
            let interfaceName = interface.flatMap { $0.pointee.name.map { String(cString: $0) } } ?? "unknown interface"
            return .protocolError(interface: interfaceName, objectID: objectID, code: errorCode)
        }
        return .connectionLost
    }
}
