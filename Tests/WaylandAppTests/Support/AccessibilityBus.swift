import Foundation

/// AT-SPI2 on a test's private session bus, as a desktop session starts it:
/// `at-spi-bus-launcher --launch-immediately` (which owns `org.a11y.Bus` and starts the
/// accessibility bus's own dbus-daemon) and the registry, `at-spi2-registryd`, which
/// apps embed themselves in and screen readers list them from. `kill()` stops both.
nonisolated final class AccessibilityBus: Sendable {
    let launcher: Subprocess
    let registry: Subprocess
    /// What a client needs in its environment (the session bus, a runtime directory).
    let environment: [String: String]

    /// Starts both and returns once the launcher answers `GetAddress` on `session`.
    /// `environment` adds to the session bus's (the compositor's runtime directory).
    init(on session: SessionBus, environment extra: [String: String], timeout: TimeInterval = 10) throws {
        // No dconf in a test: GSettings keeps the launcher's settings in memory.
        environment = extra.merging(session.clientEnvironment) { $1 }.merging(["GSETTINGS_BACKEND": "memory"]) { $1 }
        let path = "/usr/libexec/at-spi-bus-launcher"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("\(path) is missing: install at-spi2-core (scripts/install-deps --test)")
        }
        launcher = try Subprocess(path, ["--launch-immediately"], environment: environment)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if (try? Command.run("dbus-send", ["--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                                               "org.a11y.Bus.GetAddress"], environment: environment, timeout: 2)) != nil {
                break
            }
            if Date() > deadline || launcher.wait(timeout: 0.05) != nil {
                let log = launcher.stderr.text
                launcher.terminate(grace: 1)
                throw HarnessError("at-spi-bus-launcher did not own org.a11y.Bus within \(timeout) s; stderr: \(log)")
            }
        }
        do {
            registry = try Subprocess("/usr/libexec/at-spi2-registryd", [], environment: environment)
        } catch {
            launcher.terminate(grace: 1)
            throw error
        }
    }

    deinit { kill() }

    /// Stops the registry and the launcher (which takes its bus daemon with it). Idempotent.
    func kill() {
        registry.terminate(grace: 2)
        launcher.terminate(grace: 2)
    }
}
