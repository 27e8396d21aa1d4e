import Foundation

/// `scripts/stand-in-portal` on a private ``SessionBus``: the XDG desktop portal's
/// Settings (`ReadOne`, `Read`, `ReadAll`, `SettingChanged`) with the values a test
/// gives, changed with ``set(_:_:_:)``. Stopped by ``kill()``.
nonisolated final class StandInPortal: Sendable {
    /// GNOME's animations switch and the portal's own reduced-motion key.
    static let enableAnimations = (namespace: "org.gnome.desktop.interface", key: "enable-animations")
    static let reducedMotion = (namespace: "org.freedesktop.appearance", key: "reduced-motion")

    let bus: SessionBus
    let process: Subprocess

    /// Starts the stand-in with `settings` (`(namespace, key, "boolean:false")`, types as
    /// `dbus-send` writes them) and returns once it owns the portal's name. Version 1 has
    /// no `ReadOne`, as portals before 1.15. With `holdingReplies`, reads are answered
    /// only after ``release()`` (a portal slow to start).
    init(on bus: SessionBus, version: Int = 2, holdingReplies: Bool = false,
         settings: [(namespace: String, key: String, value: String)], timeout: TimeInterval = 15) throws {
        self.bus = bus
        let arguments = ["--version", "\(version)"] + (holdingReplies ? ["--hold"] : [])
            + settings.flatMap { ["--set", $0.namespace, $0.key, $0.value] }
        process = try Subprocess(Self.scriptPath, arguments,
                                 environment: bus.clientEnvironment.merging(["PATH": Command.searchPath]) { $1 })
        guard process.stdout.waitForLine(timeout: timeout, where: { $0 == "ready" }) != nil else {
            let log = "stdout: \(process.stdout.text)\nstderr: \(process.stderr.text)"
            process.terminate(grace: 1)
            throw HarnessError("the stand-in portal did not start within \(timeout) s "
                + "(python3-dbus and python3-gi: scripts/install-deps --test)\n\(log)")
        }
    }

    deinit { kill() }

    /// Changes `key` of `namespace` to `value` (`"boolean:true"`, `"uint32:1"`) and
    /// returns once the stand-in has emitted `SettingChanged` for it.
    func set(_ namespace: String, _ key: String, _ value: String) throws {
        try control("Set", ["string:\(namespace)", "string:\(key)", "variant:\(value)"],
                    until: "set \(namespace) \(key) ")
    }

    /// Changes `key` of `namespace` to `value` written as `--set` takes it
    /// (`"doubles:0.2,0.5,0.9"`: a struct, which `dbus-send` cannot write in a variant).
    func set(_ namespace: String, _ key: String, text value: String) throws {
        try control("SetText", ["string:\(namespace)", "string:\(key)", "string:\(value)"],
                    until: "set \(namespace) \(key) ")
    }

    /// Answers the reads held back (`holdingReplies`), and every later one at once.
    func release() throws {
        try control("Release", [], until: "released ")
    }

    /// Calls `method` of the stand-in's private interface with `dbus-send` and waits for
    /// its stdout line starting with `line`.
    private func control(_ method: String, _ arguments: [String], until line: String) throws {
        let start = process.stdout.lines.count
        try Command.run("dbus-send", [
            "--session", "--print-reply", "--dest=org.freedesktop.portal.Desktop",
            "/org/freedesktop/portal/desktop", "dev.layers.StandInPortal.\(method)",
        ] + arguments, environment: bus.clientEnvironment.merging(["PATH": Command.searchPath]) { $1 })
        guard process.stdout.waitForLine(from: start, timeout: 10, where: { $0.hasPrefix(line) }) != nil else {
            throw HarnessError("the stand-in portal did not answer \(method)\n\(process.stderr.text)")
        }
    }

    /// Stops the stand-in. Idempotent.
    func kill() { process.terminate(grace: 2) }

    /// `scripts/stand-in-portal` in this package.
    static var scriptPath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/stand-in-portal").path
    }
}
