import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private headless cage 0.1.4 (a kiosk compositor on wlroots 0.15) for one test:
/// one 1280×720 output (wlroots' headless size), pixman renderer. Like sway, cage
/// refuses root, so as root it runs as the unprivileged `wltest` user. cage shows the
/// last toplevel fullscreen and ends when the program it starts ends: that program is a
/// `sleep` that dies with cage (`setpriv --pdeathsig`), and the app under test connects
/// as a client of its own, so the test holds its process. cage offers no
/// wp_presentation, no viewporter and no fractional scale. It offers wlr-screencopy, but
/// grim reads stale areas from it headless (the Tests README says more): the tests read
/// what cage sends instead.
nonisolated final class Cage: @unchecked Sendable {
    /// wlroots' headless output, the only size cage offers without a real display.
    static let outputSize = (width: 1280, height: 720)

    let runtime: RuntimeDirectory
    let process: Subprocess
    /// The Wayland socket's name inside the runtime directory.
    let socketName: String

    /// Starts cage and returns once its Wayland socket accepts connections. With
    /// `serverDecorations` (`cage -d`) it tells clients through xdg-decoration that it
    /// decorates them (it draws nothing): the kiosk look, no title bar at all.
    init(serverDecorations: Bool = false, timeout: TimeInterval = 10) throws {
        let user = getuid() == 0 ? try SystemUser.ensure() : nil
        runtime = try RuntimeDirectory(label: "cage-test", owner: user)
        let cage = ["cage"] + (serverDecorations ? ["-d"] : []) + ["--", "setpriv", "--pdeathsig", "TERM", "--", "sleep", "3600"]
        process = try WlrootsHeadless.start("cage", cage, user: user, runtime: runtime)
        // cage picks the socket's name itself: find it in the runtime directory.
        let deadline = Date(timeIntervalSinceNow: timeout)
        var found: String?
        let directory = runtime
        while found == nil {
            found = directory.entries().first { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }
                .flatMap { SocketProbe.accepts(directory.file($0)) ? $0 : nil }
            let ended = found == nil ? process.wait(timeout: 0.02) : nil
            if ended != nil || (found == nil && Date() > deadline) {
                let log = process.stderr.text
                process.terminate()
                runtime.remove()
                let why = ended.map { "exited during startup (\($0))" } ?? "did not open its socket within \(timeout) s"
                throw HarnessError("cage \(why); its stderr:\n\(log)")
            }
        }
        socketName = found!
    }

    deinit { kill() }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// Stops cage (SIGTERM, then SIGKILL; its `sleep` follows) and removes its runtime
    /// directory. Idempotent.
    func kill() {
        process.terminate(grace: 2)
        runtime.remove()
    }
}
