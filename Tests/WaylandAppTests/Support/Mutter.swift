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
    let process: Subprocess

    /// Starts mutter and returns once its Wayland socket accepts connections.
    init(width: Int = 1280, height: Int = 720, timeout: TimeInterval = 15) throws {
        self.width = width
        self.height = height
        runtime = try RuntimeDirectory(label: "mutter-test")
        // The shell records the bus address and its own pid (which exec makes mutter's).
        let script = "echo \"$DBUS_SESSION_BUS_ADDRESS\" > '\(runtime.file("bus"))'; echo $$ > '\(runtime.file("pid"))'; "
            + "exec mutter --headless --wayland --no-x11 --virtual-monitor \(width)x\(height) "
            + "--wayland-display \(socketName)"
        do {
            process = try Subprocess("dbus-run-session", ["--", "sh", "-c", script], environment: [
                "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path,
                "LANG": "C.UTF-8", "GSETTINGS_BACKEND": "memory",
            ])
        } catch {
            runtime.remove()
            throw HarnessError("mutter could not start (is it installed? scripts/install-deps --test): \(error)")
        }
        do {
            try SocketProbe.waitUntilAccepting(runtime.file(socketName), timeout: timeout) { [process] in
                process.termination.map { "mutter ended (\($0))" }
            }
        } catch {
            let log = process.stderr.text
            kill()
            throw HarnessError("mutter did not start: \(error)\nmutter's stderr:\n\(log)")
        }
    }

    deinit { kill() }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// The address of the session bus mutter is on.
    var busAddress: String {
        get throws {
            let text = try String(contentsOfFile: runtime.file("bus"), encoding: .utf8)
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Stops mutter (so dbus-run-session ends and takes its bus with it), then the
    /// session itself, and removes the runtime directory. Idempotent.
    func kill() {
        if let text = try? String(contentsOfFile: runtime.file("pid"), encoding: .utf8),
           let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 1 {
            Glibc.kill(pid, SIGTERM)
        }
        if process.wait(timeout: 3) == nil { _ = process.terminate(grace: 2) }
        runtime.remove()
    }
}
