import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A compositor that needs a session bus of its own (mutter, kwin), started inside
/// `dbus-run-session`: the shell writes the bus's address and its own pid (which `exec`
/// makes the compositor's) into the runtime directory, so ``kill()`` stops the
/// compositor and the session ends with it, taking its bus along.
nonisolated final class SessionBusCompositor: @unchecked Sendable {
    let runtime: RuntimeDirectory
    let process: Subprocess

    /// Starts `command` in a private session, with exactly `environment`; `name` is for messages.
    init(_ name: String, command: [String], runtime: RuntimeDirectory, environment: [String: String]) throws {
        self.runtime = runtime
        let quoted = command.map { "'\($0)'" }.joined(separator: " ")
        let script = "echo \"$DBUS_SESSION_BUS_ADDRESS\" > '\(runtime.file("bus"))'; echo $$ > '\(runtime.file("pid"))'; "
            + "exec \(quoted)"
        do {
            process = try Subprocess("dbus-run-session", ["--", "sh", "-c", script], environment: environment)
        } catch {
            throw HarnessError("\(name) could not start (is it installed? scripts/install-deps --test): \(error)")
        }
    }

    /// Waits until the Wayland socket `socket` accepts connections.
    func waitForSocket(_ socket: String, name: String, timeout: TimeInterval) throws {
        do {
            try SocketProbe.waitUntilAccepting(runtime.file(socket), timeout: timeout) { [process] in
                process.termination.map { "\(name) ended (\($0))" }
            }
        } catch {
            let log = process.stderr.text
            kill()
            throw HarnessError("\(name) did not start: \(error)\n\(name)'s stderr:\n\(log)")
        }
    }

    /// The address of the session bus the compositor is on.
    var busAddress: String {
        get throws {
            let text = try String(contentsOfFile: runtime.file("bus"), encoding: .utf8)
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Stops the compositor (so dbus-run-session ends and takes its bus with it), then the
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
