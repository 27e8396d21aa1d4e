import Glibc

/// Why the app cannot talk to the compositor, worded for the person running it.
public enum PlatformError: Error, CustomStringConvertible, Equatable, Sendable {
    /// wl_display_connect failed: there is no compositor at `display`.
    case noDisplay(display: String, reason: String)
    /// The compositor lacks a global the app cannot work without.
    case missingGlobal(String)
    /// The socket closed or broke (compositor exited or crashed).
    case connectionLost
    /// The compositor killed the connection because of a protocol error.
    case protocolError(interface: String, objectID: UInt32, code: UInt32)
    /// A system call failed.
    case system(call: String, errno: Int32)
    /// The window asked for buffers larger than wl_shm can address (2 GiB per pool).
    case bufferTooLarge(width: Int, height: Int)

    public var description: String {
        switch self {
        case let .noDisplay(display, reason):
            return "cannot connect to the Wayland display '\(display)' (\(reason)). "
                + "Start a Wayland session (or set WAYLAND_DISPLAY to a running compositor's socket), "
                + "or use `make run`, which starts a private weston when none is running."
        case let .missingGlobal(name):
            return "the Wayland compositor does not offer \(name), which this app needs"
        case .connectionLost:
            return "lost connection to the Wayland compositor"
        case let .protocolError(interface, objectID, code):
            return "Wayland protocol error on \(interface)#\(objectID): error code \(code)"
        case let .bufferTooLarge(width, height):
            return "a \(width)x\(height) window needs more shared memory than a wl_shm pool can hold"
        case let .system(call, code):
            return "\(call) failed: \(String(cString: strerror(code)))"
        }
    }

    /// The process exit status for this error: 2 for "no display", 1 otherwise.
    public var exitCode: Int32 {
        if case .noDisplay = self { return 2 }
        return 1
    }
}
