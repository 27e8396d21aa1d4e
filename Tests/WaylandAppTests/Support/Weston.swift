import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A private headless weston 10 for one test: pixman renderer, the debug
/// protocol (for weston-screenshooter), `repaint-window=16`, a plain
/// background without panel, no fade-in at start nor fade-out of closed windows
/// (each of their frames repaints the whole output, under whatever a test measures),
/// its own XDG_RUNTIME_DIR and socket.
/// Presentation feedback works here; there is no seat, so no input.
nonisolated final class Weston: Sendable {
    /// The desktop background, 0xAARRGGBB, so screenshots can tell it apart.
    static let backgroundColor: UInt32 = 0xff20_4060

    let width: Int
    let height: Int
    let runtime: RuntimeDirectory
    let socketName = "wayland-weston-test"
    let process: Subprocess
    /// Screenshots taken so far: each gets the next number.
    private let screenshotCount = Mutex(0)

    /// Starts weston and returns once its socket accepts connections and the
    /// desktop shell has drawn the background (before that, screenshots are black).
    init(width: Int = 1024, height: Int = 768, timeout: TimeInterval = 10) throws {
        self.width = width
        self.height = height
        runtime = try RuntimeDirectory(label: "weston-test")
        let background = String(Weston.backgroundColor, radix: 16)
        try runtime.write("""
            [core]
            repaint-window=16

            [shell]
            panel-position=none
            background-color=0x\(background)
            locking=false
            startup-animation=none
            close-animation=none

            """, to: "weston.ini")
        do {
            process = try Subprocess("weston", [
                "--backend=headless-backend.so", "--use-pixman", "--debug", "--idle-time=0",
                "--socket=\(socketName)", "--width=\(width)", "--height=\(height)",
                "--config=\(runtime.file("weston.ini"))", "--log=\(runtime.file("weston.log"))",
            ], environment: [
                "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path,
            ])
        } catch {
            runtime.remove()
            throw HarnessError("weston could not start (is it installed? scripts/install-deps --test): \(error)")
        }
        do {
            try SocketProbe.waitUntilAccepting(runtime.file(socketName), timeout: timeout) { [process] in
                process.termination.map { "weston ended (\($0))" }
            }
        } catch {
            let log = self.log
            kill()
            throw HarnessError("weston did not start: \(error)\nweston log:\n\(log)")
        }
        do {
            try waitForBackground(timeout: timeout)
        } catch {
            let log = self.log
            kill()
            throw HarnessError("\(error)\nweston log:\n\(log)")
        }
    }

    /// Takes screenshots until the centre pixel is the background colour.
    private func waitForBackground(timeout: TimeInterval) throws {
        let background = Weston.backgroundColor & 0xff_ffff
        do {
            try screenshot(timeout: timeout) { $0.rgb(x: $0.width / 2, y: $0.height / 2) == background }
        } catch {
            throw HarnessError("weston's desktop shell did not draw the background "
                + "(0x\(String(background, radix: 16))) within \(timeout) s")
        }
    }

    deinit { kill() }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// weston's log so far plus its stderr, for failure messages.
    var log: String {
        let file = (try? String(contentsOfFile: runtime.file("weston.log"), encoding: .utf8)) ?? ""
        return file + process.stderr.text
    }

    /// Takes a screenshot of the whole output with weston-screenshooter and
    /// returns the path of the PNG (inside the runtime directory).
    func screenshot() throws -> String {
        let number = screenshotCount.withLock { count in
            count += 1
            return count
        }
        let workDirectory = runtime.file("shot-\(number)")
        try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: workDirectory) }
        try Command.run("weston-screenshooter", [], environment: clientEnvironment,
                        workingDirectory: workDirectory, timeout: 10)
        let pngs = ((try? FileManager.default.contentsOfDirectory(atPath: workDirectory)) ?? [])
            .filter { $0.hasSuffix(".png") }
        guard let png = pngs.first else {
            throw HarnessError("weston-screenshooter wrote no PNG into \(workDirectory)")
        }
        let destination = runtime.file("screenshot-\(number).png")
        try FileManager.default.moveItem(atPath: "\(workDirectory)/\(png)", toPath: destination)
        return destination
    }

    /// Takes screenshots, about every 20 ms, until `accept` returns true for
    /// one, and returns that one. Throws after `timeout` seconds.
    @discardableResult
    func screenshot(timeout: TimeInterval, until accept: (PNGImage) throws -> Bool) throws -> PNGImage {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let image = try PNGImage(contentsOfFile: try screenshot())
            if try accept(image) { return image }
            if Date() > deadline {
                throw HarnessError("no screenshot was as expected within \(timeout) s")
            }
            usleep(20_000)
        }
    }

    /// Stops weston (SIGTERM, then SIGKILL) and removes its runtime directory. Idempotent.
    func kill() {
        process.terminate(grace: 2)
        runtime.remove()
    }
}
