import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private headless kwin 5.27 (KDE Plasma's compositor) for one test, inside its own
/// `dbus-run-session`: `kwin_wayland --virtual --no-lockscreen --width W --height H
/// --scale S`, no Xwayland, as root in its own XDG_RUNTIME_DIR. It draws title bars
/// itself (xdg-decoration, with the Breeze decoration installed), sends
/// `configure_bounds` and fractional scales, and offers no wp_presentation.
/// Screenshots come through its D-Bus screenshot interface (`scripts/kwin-screenshot`).
nonisolated final class KWin: @unchecked Sendable {
    let width: Int
    let height: Int
    let scale: Double
    let runtime: RuntimeDirectory
    let socketName = "wayland-kwin-test"
    let session: SessionBusCompositor
    private var screenshotCount = 0

    /// Starts kwin with one virtual output of `width`×`height` logical pixels at `scale`
    /// and returns once its Wayland socket accepts connections.
    init(width: Int = 1280, height: Int = 720, scale: Double = 1, timeout: TimeInterval = 20) throws {
        self.width = width
        self.height = height
        self.scale = scale
        runtime = try RuntimeDirectory(label: "kwin-test")
        do {
            let binary = try Self.prepare(runtime)
            session = try SessionBusCompositor("kwin", command: [
                binary, "--virtual", "--no-lockscreen", "--no-global-shortcuts", "--no-kactivities",
                "--width", "\(width)", "--height", "\(height)", "--scale", "\(scale)", "--socket", socketName,
            ], runtime: runtime, environment: [
                "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path,
                "LANG": "C.UTF-8",
            ])
        } catch {
            runtime.remove()
            throw error
        }
        try session.waitForSocket(socketName, name: "kwin", timeout: timeout)
    }

    deinit { kill() }

    /// The binary, the settings and the screenshot permission in the runtime directory
    /// (kwin's $HOME). Debian installs kwin_wayland with a file capability
    /// (cap_sys_resource) that a container refuses to exec ("Operation not permitted");
    /// a copy has none, and keeps the name kwin_wayland, without which Qt's platform
    /// plugin does not load.
    private static func prepare(_ runtime: RuntimeDirectory) throws -> String {
        let installed = "/usr/bin/kwin_wayland"
        guard let contents = FileManager.default.contents(atPath: installed) else {
            throw HarnessError("kwin could not start: no \(installed) (scripts/install-deps --test installs kwin-wayland)")
        }
        let fileManager = FileManager.default
        for folder in ["bin", ".config", ".local/share/applications"] {
            try fileManager.createDirectory(atPath: runtime.file(folder), withIntermediateDirectories: true)
        }
        let binary = runtime.file("bin/kwin_wayland")
        guard fileManager.createFile(atPath: binary, contents: contents, attributes: [.posixPermissions: 0o755]) else {
            throw HarnessError("cannot copy \(installed) to \(binary)")
        }
        // No window animations: screenshots show the window where it rests.
        try runtime.write("[KDE]\nAnimationDurationFactor=0\n", to: ".config/kdeglobals")
        // kwin answers screenshot requests only from executables a desktop file trusts, and
        // asks the first desktop file it finds for the caller's executable: ours must be
        // the only one, so it also stands in for the system's (Debian's python3.11.desktop).
        let entry = """
            [Desktop Entry]
            Type=Application
            Name=Screenshots for the tests
            Exec=\(python)
            NoDisplay=true
            X-KDE-DBUS-Restricted-Interfaces=org.kde.KWin.ScreenShot2

            """
        for name in ["kwin-test-screenshot.desktop"] + systemEntries(running: python) {
            try runtime.write(entry, to: ".local/share/applications/\(name)")
        }
        // kwin looks the caller up in KDE's service cache (ksycoca): built before kwin
        // starts, kwin need not build it while the first screenshot waits.
        try Command.run("kbuildsycoca5", ["--noincremental"], environment: [
            "PATH": Command.searchPath, "HOME": runtime.path, "XDG_RUNTIME_DIR": runtime.path, "LANG": "C.UTF-8",
        ], timeout: 30)
        return binary
    }

    /// The interpreter `scripts/kwin-screenshot` runs in.
    static let python = "/usr/bin/python3"

    /// The system's desktop files (by name) whose Exec runs the same executable as `command`.
    private static func systemEntries(running command: String) -> [String] {
        func resolved(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let target = resolved(command), folder = "/usr/share/applications"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            guard name.hasSuffix(".desktop"),
                  let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8),
                  let exec = text.split(separator: "\n").first(where: { $0.hasPrefix("Exec=") }),
                  let program = exec.dropFirst(5).split(separator: " ").first, program.hasPrefix("/") else { return false }
            return resolved(String(program)) == target
        }
    }

    /// The environment a client needs to connect here (and nothing else from ours).
    var clientEnvironment: [String: String] {
        ["PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": socketName,
         "HOME": runtime.path, "LANG": "C.UTF-8"]
    }

    /// kwin's stderr so far, for failure messages.
    var log: String { session.process.stderr.text }

    /// What to capture: the screen, or the active window without or with kwin's title bar,
    /// borders and shadow.
    enum Capture {
        case screen, window, decoratedWindow
    }

    /// A screenshot through org.kde.KWin.ScreenShot2 (`scripts/kwin-screenshot`), in
    /// device pixels when `native` (at scale 1.5, the buffer's own pixels).
    func screenshot(_ capture: Capture = .screen, native: Bool = false) throws -> PNGImage {
        screenshotCount += 1
        let path = runtime.file("screenshot-\(screenshotCount).png")
        let options: [String] = switch capture {
        case .screen: []
        case .window: ["--window"]
        case .decoratedWindow: ["--window", "--decoration"]
        }
        var environment = clientEnvironment
        environment["DBUS_SESSION_BUS_ADDRESS"] = try session.busAddress
        try Command.run(Self.python, [Self.screenshotScript, path] + options + (native ? ["--native"] : []),
                        environment: environment, timeout: 15)
        return try PNGImage(contentsOfFile: path)
    }

    /// Screenshots until `accept` holds for one (returned), for up to `timeout` seconds.
    func screenshot(_ capture: Capture, native: Bool = false, timeout: TimeInterval,
                    until accept: (PNGImage) throws -> Bool) throws -> PNGImage {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let image = try? screenshot(capture, native: native)
            if let image, try accept(image) { return image }
            if Date() > deadline {
                if let image { return image }
                return try screenshot(capture, native: native)
            }
            usleep(100_000)
        }
    }

    private static var screenshotScript: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/kwin-screenshot").path
    }

    /// Stops kwin and its session and removes the runtime directory. Idempotent.
    func kill() { session.kill() }
}
