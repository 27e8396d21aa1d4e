import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Debian's real XDG desktop portal (1.16) with its GTK backend, on a private
/// ``SessionBus``: `dconf-service` keeps GSettings in a private `XDG_CONFIG_HOME`, so
/// ``gsettings(_:_:_:)`` changes the test's desktop and never the user's;
/// `xdg-desktop-portal-gtk` (a GTK app: it needs the test's compositor) reads them and
/// `xdg-desktop-portal` serves them as `org.freedesktop.portal.Settings`, with
/// `SettingChanged` on each change. Stopped by ``kill()``.
nonisolated final class RealPortal: Sendable {
    let bus: SessionBus
    let config: RuntimeDirectory
    let dconf: Subprocess
    let backend: Subprocess
    let portal: Subprocess
    /// The compositor's XDG_RUNTIME_DIR and WAYLAND_DISPLAY.
    let runtimeEnvironment: [String: String]

    /// Starts the three on `bus`, the backend on `compositor`'s display, and returns once
    /// the portal answers a read of `color-scheme`.
    init(on bus: SessionBus, compositor: [String: String], timeout: TimeInterval = 15) throws {
        self.bus = bus
        config = try RuntimeDirectory(label: "portal-config")
        // One XDG_RUNTIME_DIR for all (the compositor's): dconf's writer and its readers
        // share the file there that says the settings changed.
        runtimeEnvironment = compositor.filter { ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY"].contains($0.key) }
        let environment = Self.environment(bus: bus, config: config).merging(runtimeEnvironment) { $1 }
        let started = try Self.start(environment: environment, config: config)
        (dconf, backend, portal) = started
        do {
            try waitUntilAnswering(timeout: timeout)
        } catch {
            kill()
            throw error
        }
    }

    deinit { kill() }

    /// What the portal's processes and `gsettings` run with: the bus, the private
    /// settings, GNOME as the desktop (the GTK backend's `UseIn`).
    private static func environment(bus: SessionBus, config: RuntimeDirectory) -> [String: String] {
        bus.clientEnvironment.merging([
            "PATH": Command.searchPath, "HOME": config.path, "XDG_CONFIG_HOME": config.path,
            "XDG_CURRENT_DESKTOP": "GNOME", "GSETTINGS_BACKEND": "dconf", "GDK_BACKEND": "wayland",
            "GTK_A11Y": "none", "NO_AT_BRIDGE": "1",
        ]) { $1 }
    }

    private static func start(environment: [String: String], config: RuntimeDirectory)
        throws -> (Subprocess, Subprocess, Subprocess) {
        var running: [Subprocess] = []
        do {
            running.append(try Subprocess("/usr/libexec/dconf-service", [], environment: environment))
            running.append(try Subprocess("/usr/libexec/xdg-desktop-portal-gtk", ["--replace"], environment: environment))
            running.append(try Subprocess("/usr/libexec/xdg-desktop-portal", ["--replace"], environment: environment))
        } catch {
            for process in running { process.terminate(grace: 1) }
            config.remove()
            throw HarnessError("the desktop portal could not start (xdg-desktop-portal, xdg-desktop-portal-gtk, "
                + "dconf-service: scripts/install-deps --test): \(error)")
        }
        return (running[0], running[1], running[2])
    }

    /// Reads `color-scheme` through the portal until it answers.
    private func waitUntilAnswering(timeout: TimeInterval) throws {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lastError = ""
        while Date() < deadline {
            do {
                _ = try read("org.freedesktop.appearance", "color-scheme")
                return
            } catch {
                lastError = "\(error)"
            }
            usleep(100_000)
        }
        throw HarnessError("the desktop portal did not answer within \(timeout) s: \(lastError)\n"
            + "portal: \(portal.stderr.text)\nbackend: \(backend.stderr.text)\ndconf: \(dconf.stderr.text)")
    }

    /// The portal's `Read` of `key` in `namespace`, as `gdbus` prints it (`(<<uint32 1>>,)`).
    func read(_ namespace: String, _ key: String) throws -> String {
        try Command.run("gdbus", [
            "call", "--session", "--dest", "org.freedesktop.portal.Desktop",
            "--object-path", "/org/freedesktop/portal/desktop",
            "--method", "org.freedesktop.portal.Settings.Read", namespace, key,
        ], environment: Self.environment(bus: bus, config: config).merging(runtimeEnvironment) { $1 }, timeout: 5)
    }

    /// `gsettings set schema key value` in the test's private settings.
    func gsettings(_ schema: String, _ key: String, _ value: String) throws {
        _ = try Command.run("gsettings", ["set", schema, key, value],
                            environment: Self.environment(bus: bus, config: config).merging(runtimeEnvironment) { $1 }, timeout: 5)
    }

    /// Stops the portal, its backend and dconf, and removes the settings. Idempotent.
    func kill() {
        portal.terminate(grace: 2)
        backend.terminate(grace: 2)
        dconf.terminate(grace: 2)
        config.remove()
    }
}
