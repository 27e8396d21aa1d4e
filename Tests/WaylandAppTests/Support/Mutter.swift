import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private headless mutter 43 (GNOME's compositor) for one test, inside its own
/// `dbus-run-session`: `mutter --headless --wayland --no-x11 --virtual-monitor WxH`.
/// It runs as root, in its own XDG_RUNTIME_DIR. It offers wp_presentation and no
/// xdg-decoration (clients draw their own title bars), and no screenshot protocol
/// without gnome-shell; input comes through its RemoteDesktop D-Bus API
/// (``MutterRemoteDesktop``) on the session's bus, whose address it writes to `bus`.
nonisolated final class Mutter: Sendable {
    let width: Int
    let height: Int
    let runtime: RuntimeDirectory
    let socketName = "wayland-mutter-test"
    let session: SessionBusCompositor

    /// Starts mutter and returns once its Wayland socket accepts connections.
    init(width: Int = 1280, height: Int = 720, timeout: TimeInterval = 15) throws {
        self.width = width
        self.height = height
        runtime = try RuntimeDirectory(label: "mutter-test")
        do {
            session = try SessionBusCompositor("mutter", command: [
                "mutter", "--headless", "--wayland", "--no-x11", "--virtual-monitor", "\(width)x\(height)",
                "--wayland-display", socketName,
            ], runtime: runtime, environment: [
                "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path,
                "LANG": "C.UTF-8", "GSETTINGS_BACKEND": "memory",
            ])
        } catch {
            runtime.remove()
            throw error
        }
        try session.waitForSocket(socketName, name: "mutter", timeout: timeout)
    }

    deinit { kill() }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// The address of the session bus mutter is on.
    var busAddress: String { get throws { try session.busAddress } }

    /// Stops mutter and its session and removes the runtime directory. Idempotent.
    func kill() { session.kill() }
}
