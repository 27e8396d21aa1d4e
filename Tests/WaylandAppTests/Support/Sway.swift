import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A private headless sway 1.7 for one test (pixman renderer, one output
/// HEADLESS-1, no bar, no borders, no Xwayland). sway refuses to run as root,
/// so as root it runs as the unprivileged `wltest` user, in a runtime
/// directory owned by that user (root can still reach the sockets).
/// Drives it with swaymsg, screenshots with grim, keys with wtype; pointer
/// input goes through `VirtualPointer`. sway sends no `presented` feedback.
nonisolated final class Sway: Sendable {
    static let outputName = "HEADLESS-1"

    let runtime: RuntimeDirectory
    let process: Subprocess
    /// The Wayland socket's name inside the runtime directory.
    let socketName: String
    /// The IPC socket swaymsg talks to.
    let ipcSocket: String
    /// Screenshots taken so far: each gets the next number.
    private let screenshotCount = Mutex(0)

    /// Starts sway with one output of `width`×`height` pixels at `scale` and
    /// returns once it answers IPC requests.
    init(width: Int = 1280, height: Int = 720, scale: Double = 1, timeout: TimeInterval = 10) throws {
        let user = getuid() == 0 ? try SystemUser.ensure() : nil
        runtime = try RuntimeDirectory(label: "sway-test", owner: user)
        try runtime.write("""
            xwayland disable
            output \(Sway.outputName) resolution \(width)x\(height) scale \(scale) bg #204060 solid_color
            default_border none
            default_floating_border none
            focus_follows_mouse no
            focus_on_window_activation focus

            """, to: "config", owner: user)

        let sway = ["sway", "--config", runtime.file("config")]
        process = try WlrootsHeadless.start("sway", sway, user: user, runtime: runtime)

        // sway picks the socket names itself: find them in the runtime directory.
        let deadline = Date(timeIntervalSinceNow: timeout)
        var found: (wayland: String, ipc: String)?
        while found == nil {
            let entries = runtime.entries()
            if let wayland = entries.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = entries.first(where: { $0.hasPrefix("sway-ipc.") && $0.hasSuffix(".sock") }),
               SocketProbe.accepts(runtime.file(wayland)), SocketProbe.accepts(runtime.file(ipc)) {
                found = (wayland, runtime.file(ipc))
                break
            }
            if let ended = process.wait(timeout: 0.02) {
                let log = process.stderr.text
                process.terminate()
                runtime.remove()
                throw HarnessError("sway exited during startup (\(ended)); its stderr:\n\(log)")
            }
            if Date() > deadline {
                let log = process.stderr.text
                process.terminate()
                runtime.remove()
                throw HarnessError("sway did not open its sockets within \(timeout) s; its stderr:\n\(log)")
            }
        }
        socketName = found!.wayland
        ipcSocket = found!.ipc

        // The sockets accept before sway's event loop runs (and a SIGTERM that
        // early is lost): wait until IPC requests are answered.
        while true {
            do {
                let outputs = try swaymsg("-t", "get_outputs")
                if outputs.contains(Sway.outputName) { break }
            } catch where Date() < deadline {
                usleep(10_000)
                continue
            } catch {
                let log = process.stderr.text
                kill()
                throw HarnessError("sway did not answer IPC within \(timeout) s: \(error)\nits stderr:\n\(log)")
            }
            if Date() > deadline {
                let log = process.stderr.text
                kill()
                throw HarnessError("sway has no output \(Sway.outputName) after \(timeout) s; its stderr:\n\(log)")
            }
            usleep(10_000)
        }
    }

    deinit { kill() }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "SWAYSOCK": ipcSocket, "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// sway's stderr so far, for failure messages.
    var log: String { process.stderr.text }

    /// Runs `swaymsg ARGS...` and returns its output (JSON for `-t` queries).
    /// Throws when sway rejects the command.
    @discardableResult
    func swaymsg(_ arguments: String...) throws -> String {
        try Command.run("swaymsg", arguments, environment: clientEnvironment, timeout: 10)
    }

    /// The layout tree (`swaymsg -t get_tree`), decoded.
    func tree() throws -> [String: Any] {
        let json = try swaymsg("-t", "get_tree")
        guard let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw HarnessError("swaymsg -t get_tree did not return a JSON object: \(json.prefix(200))")
        }
        return tree
    }

    /// The window of the client with process id `pid`, waiting up to `timeout`
    /// seconds for it to appear in the tree.
    func window(pid: pid_t, timeout: TimeInterval = 5) throws -> SwayWindow {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let window = SwayWindow.find(pid: pid, in: try tree()) { return window }
            if Date() > deadline {
                throw HarnessError("no window of pid \(pid) in sway's tree after \(timeout) s:\n"
                    + (try swaymsg("-t", "get_tree")))
            }
            usleep(20_000)
        }
    }

    /// Takes a screenshot of the whole layout with grim; returns the PNG's path.
    func screenshot() throws -> String {
        let number = screenshotCount.withLock { count in
            count += 1
            return count
        }
        let destination = runtime.file("screenshot-\(number).png")
        try Command.run("grim", [destination], environment: clientEnvironment, timeout: 10)
        return destination
    }

    /// Takes grim screenshots until `done` holds for one or `timeout` seconds pass, and
    /// returns the last one's path: the states tests check are where an animation comes
    /// to rest, which a loaded machine may show later than an idle one.
    func screenshot(within timeout: Double, until done: (String) throws -> Bool) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let path = try screenshot()
            if try done(path) || Date() >= deadline { return path }
            usleep(250_000)
        }
    }

    /// Types with wtype (`wtype -s 150 ARGS...`: its virtual keyboard needs a
    /// moment before the first key, or clients drop it). For example
    /// `type(["-k", "Escape"])` or `type(["a"])`.
    func type(_ arguments: [String]) throws {
        try Command.run("wtype", ["-s", "150"] + arguments, environment: clientEnvironment, timeout: 10)
    }

    /// Stops sway (SIGTERM, then SIGKILL) and removes its runtime directory. Idempotent.
    func kill() {
        process.terminate(grace: 2)
        runtime.remove()
    }
}
