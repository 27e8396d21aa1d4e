import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private D-Bus session bus for one test: `dbus-daemon --nofork --print-address`
/// with a configuration of its own (a socket in its own directory, EXTERNAL
/// authentication, everything allowed, no activatable services but those in
/// `serviceDirectory`, so nothing on the machine answers in place of a test's stand-in).
/// Stopped and removed by ``kill()``.
nonisolated final class SessionBus: Sendable {
    let runtime: RuntimeDirectory
    let process: Subprocess
    /// The bus's D-Bus address (`unix:path=…,guid=…`).
    let address: String

    /// Starts the daemon and returns once it has printed its address. Services it starts
    /// (D-Bus activation from `serviceDirectory`) get `environment` besides PATH and HOME,
    /// and write to the daemon's stdout and stderr (``process``).
    init(timeout: TimeInterval = 10, serviceDirectory: String? = nil, environment: [String: String] = [:]) throws {
        runtime = try RuntimeDirectory(label: "bus-test")
        try runtime.write("""
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>unix:dir=\(runtime.path)</listen>
              <auth>EXTERNAL</auth>
            \(serviceDirectory.map { "  <servicedir>\($0)</servicedir>" } ?? "")
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>

            """, to: "bus.conf")
        do {
            process = try Subprocess("dbus-daemon", [
                "--config-file=\(runtime.file("bus.conf"))", "--nofork", "--print-address=1",
            ], environment: environment.merging(["PATH": Command.searchPath, "HOME": runtime.path]) { $1 })
        } catch {
            runtime.remove()
            throw HarnessError("dbus-daemon could not start (is it installed? scripts/install-deps --test): \(error)")
        }
        guard let line = process.stdout.waitForLine(timeout: timeout, where: { $0.hasPrefix("unix:") }) else {
            let log = "stdout: \(process.stdout.text)\nstderr: \(process.stderr.text)"
            process.terminate(grace: 1)
            runtime.remove()
            throw HarnessError("dbus-daemon printed no address within \(timeout) s\n\(log)")
        }
        address = line.trimmingCharacters(in: .whitespaces)
    }

    deinit { kill() }

    /// What a client needs in its environment to use this bus as its session bus.
    var clientEnvironment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// Stops the daemon and removes its directory. Idempotent.
    func kill() {
        process.terminate(grace: 2)
        runtime.remove()
    }
}
