import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The compositor dying under the app mid-animation, on weston and on sway.
    @Suite("The compositor dies mid-animation")
    struct CompositorFaultTests {
        /// The circle scene replaying its drag: the circle grows for seconds on end.
        static let animating = ["run", "--scene", "circle", "--script", "--stats-every", "0.25", "--exit-after", "30"]

        @Test("weston killed: exit 1 within 100 ms, one line on stderr, no crash")
        func westonKilled() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let app = try AppProcess(Self.animating, on: weston)
            defer { app.kill() }
            try Self.checkDeath(of: app, compositor: "weston") { weston.process.send(SIGKILL) }
        }

        @Test("sway killed: exit 1 within 100 ms, one line on stderr, no crash")
        func swayKilled() throws {
            let sway = try Sway()
            defer { sway.kill() }
            let app = try AppProcess(Self.animating, on: sway)
            defer { app.kill() }
            try Self.checkDeath(of: app, compositor: "sway") { sway.process.send(SIGKILL) }
        }

        /// Waits until the app draws frame after frame, kills the compositor with `kill`,
        /// and checks how the app ends.
        static func checkDeath(of app: AppProcess, compositor: String, kill: () -> Void) throws {
            try app.waitForBuffer()
            // Mid-animation: a quarter second in which the app committed at least 10 frames.
            let busy = try app.waitForLine("a `period` line with ≥ 10 frames (animating)", timeout: 10) { line in
                AppPeriod(line: line).map { $0.frames >= 10 } ?? false
            }
            let cores = Set(coreFiles())

            let killed = Date()
            kill()
            let ended = try app.waitForExit(timeout: 5)
            let elapsed = Date().timeIntervalSince(killed)
            print("\(compositor) killed mid-animation (\(busy)): the app ended (\(ended)) after "
                + "\(String(format: "%.1f", elapsed * 1000)) ms")

            #expect(ended == .exited(1), "a crash ends by a signal (and dumps core)\n\(app.transcript)")
            let stderr = app.process.stderr.lines
            #expect(stderr == ["error: lost connection to the Wayland compositor"],
                    "exactly one line on stderr\n\(app.transcript)")
            #expect(!app.stderr.contains("Fatal error"), "a Swift runtime trap\n\(app.transcript)")
            let newCores = Set(coreFiles()).subtracting(cores)
            #expect(newCores.isEmpty, "core files appeared: \(newCores)")
            #expect(elapsed <= 0.1, "the app took \(Int(elapsed * 1000)) ms to exit (it was animating: \(busy))")
        }

        /// Core files in the working directory (where a plain `core_pattern` puts them).
        static func coreFiles() -> [String] {
            let directory = FileManager.default.currentDirectoryPath
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.filter { $0 == "core" || $0.hasPrefix("core.") }
        }
    }
}
