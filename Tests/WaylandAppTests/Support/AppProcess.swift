import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built WaylandApp binary running against one compositor, its stdout
/// collected line by line. Every wait is bounded and fails with the app's
/// whole output, so a red test says what the app did instead.
nonisolated final class AppProcess: Sendable {
    let process: Subprocess

    /// Starts `WaylandApp ARGS...` with exactly `environment`; `binary` picks another
    /// build of the app (the release one, for frame timing).
    init(_ arguments: [String], environment: [String: String], binary: String? = nil) throws {
        process = try Subprocess(try binary ?? AppProcess.binaryPath(), arguments, environment: environment)
    }

    /// Starts `WaylandApp ARGS...` as a client of `compositor`.
    convenience init(_ arguments: [String], on compositor: some Compositor) throws {
        try self.init(arguments, environment: compositor.clientEnvironment)
    }

    deinit { kill() }

    var pid: pid_t { process.pid }
    var lines: [String] { process.stdout.lines }
    var stderr: String { process.stderr.text }

    /// stdout and stderr so far, for failure messages.
    var transcript: String {
        "stdout:\n\(process.stdout.text)\nstderr:\n\(process.stderr.text)"
    }

    /// The first stdout line at index `start` or later that satisfies
    /// `predicate`, waiting up to `timeout` seconds. Throws, describing
    /// `what` and the app's output, on timeout or when the app exits first.
    @discardableResult
    func waitForLine(_ what: String, from start: Int = 0, timeout: TimeInterval = 10,
                     where predicate: (String) -> Bool) throws -> String {
        if let line = process.stdout.waitForLine(from: start, timeout: timeout, where: predicate) {
            return line
        }
        // A closed stdout usually means the app is exiting: say how it ended.
        let ended = process.stdout.closed ? process.wait(timeout: 2) : process.termination
        let state = ended.map { "the app ended (\($0)) first" } ?? "timed out after \(timeout) s"
        throw HarnessError("waiting for \(what) from WaylandApp: \(state)\n\(transcript)")
    }

    /// The first stderr line (a `WAYLAND_DEBUG` log's, say) satisfying `predicate`. stdout
    /// and stderr are separate pipes, read on separate threads: a request the app logged
    /// before printing a stdout line may reach the test after that line, so wait for it.
    @discardableResult
    func waitForStderrLine(_ what: String, timeout: TimeInterval = 10, where predicate: (String) -> Bool) throws -> String {
        if let line = process.stderr.waitForLine(timeout: timeout, where: predicate) { return line }
        throw HarnessError("waiting for \(what) on WaylandApp's stderr: none within \(timeout) s\n\(transcript)")
    }

    /// The first event at line `start` or later for which `match` returns a value.
    @discardableResult
    func waitForEvent<T>(_ what: String, from start: Int = 0, timeout: TimeInterval = 10,
                         _ match: (AppEvent) -> T?) throws -> T {
        let line = try waitForLine(what, from: start, timeout: timeout) { line in
            AppEvent(line: line).flatMap(match) != nil
        }
        return AppEvent(line: line).flatMap(match)!
    }

    /// The size and scale of the first `configured` line at index `start` or later.
    @discardableResult
    func waitForConfigured(from start: Int = 0, timeout: TimeInterval = 10)
        throws -> (width: Int, height: Int, scale: Double) {
        try waitForEvent("a `configured` line", from: start, timeout: timeout) { event in
            if case .configured(let width, let height, let scale) = event { return (width, height, scale) }
            return nil
        }
    }

    /// The first `configured` line at `start` or later whose logical size satisfies `predicate`.
    @discardableResult
    func waitForConfigured(_ what: String, from start: Int = 0, timeout: TimeInterval = 10,
                           where predicate: @escaping (Int, Int) -> Bool) throws -> (width: Int, height: Int) {
        try waitForEvent("a `configured` line: \(what)", from: start, timeout: timeout) { event in
            if case .configured(let width, let height, _) = event, predicate(width, height) { return (width, height) }
            return nil
        }
    }

    /// The size and scale of the first `buffer` line at index `start` or later
    /// that satisfies `predicate` (described by `what` in failures).
    @discardableResult
    func waitForBuffer(_ what: String = "a `buffer` line", from start: Int = 0, timeout: TimeInterval = 10,
                       where predicate: @escaping (Int, Int, Double) -> Bool = { _, _, _ in true })
        throws -> (width: Int, height: Int, scale: Double) {
        try waitForEvent(what, from: start, timeout: timeout) { event in
            if case .buffer(let width, let height, let scale) = event, predicate(width, height, scale) {
                return (width, height, scale)
            }
            return nil
        }
    }

    /// Waits up to `timeout` seconds for the app to exit and returns how it ended.
    func waitForExit(timeout: TimeInterval) throws -> Subprocess.Termination {
        if let ended = process.wait(timeout: timeout) { return ended }
        throw HarnessError("WaylandApp still running after \(timeout) s\n\(transcript)")
    }

    /// Stops the app (SIGTERM, then SIGKILL). Idempotent.
    func kill() {
        process.terminate(grace: 2)
    }

    /// The WaylandApp executable: `$WAYLAND_APP_BINARY`, else the one built
    /// next to this test bundle (.build/<triple>/debug), else .build/debug.
    static func binaryPath() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["WAYLAND_APP_BINARY"] { return explicit }
        var candidates: [String] = []
        if let bundle = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: bundle).deletingLastPathComponent()
                .appendingPathComponent("WaylandApp").path)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/WaylandApp").path)
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            return found
        }
        throw HarnessError("WaylandApp binary not found (looked at \(candidates.joined(separator: ", "))); "
            + "build it with `swift build --build-tests` or set WAYLAND_APP_BINARY")
    }

    /// The optimized WaylandApp, for tests that time frames (a debug build draws several
    /// times slower): `$WAYLAND_APP_RELEASE_BINARY`, else .build/release. It must exist
    /// and be no older than the debug build, so it runs the code under test.
    static func releaseBinaryPath() throws -> String {
        if let explicit = ProcessInfo.processInfo.environment["WAYLAND_APP_RELEASE_BINARY"] { return explicit }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let release = packageRoot.appendingPathComponent(".build/release/WaylandApp").path
        guard FileManager.default.isExecutableFile(atPath: release) else {
            throw HarnessError("no release build at \(release): frame timing needs optimized code; "
                + "run `swift build -c release --product WaylandApp` (make test does) or set WAYLAND_APP_RELEASE_BINARY")
        }
        func modified(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        if let debug = try? binaryPath(), let d = modified(debug), let r = modified(release), r < d {
            throw HarnessError("the release build \(release) is older than the debug build \(debug): "
                + "rebuild it with `swift build -c release --product WaylandApp`")
        }
        return release
    }
}
