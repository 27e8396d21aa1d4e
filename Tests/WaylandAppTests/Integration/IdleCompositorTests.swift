import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// A window whose picture does not change commits nothing and uses no CPU: after the
    /// splash, after a card settles, in every scene, in both splash modes. Measured from
    /// one second after the last moment the app announced (`IdleMeasurement`).
    @Suite("Idle windows")
    struct IdleCompositorTests {
        /// The startup flow and each still scene, and the last line to wait for before
        /// measuring (the first buffer, for scenes that announce nothing).
        nonisolated static let runs: [(arguments: [String], moment: String)] = [
            (["--splash-delay", "1"], "scene splash-finished "),
            (["--splash-delay", "1", "--subsurfaces"], "scene splash-finished "),
            // The frame-time graph draws only with the frames it shows.
            (["--splash-delay", "1", "--hud"], "scene splash-finished "),
            (["--scene", "feed"], "buffer "),
            (["--scene", "circle"], "buffer "),
            (["--scene", "preview"], "buffer "),
        ]

        @Test("on weston: no commits and no CPU once still", arguments: 0..<runs.count)
        func weston(run: Int) throws {
            let (arguments, moment) = Self.runs[run]
            let weston = try Weston()
            defer { weston.kill() }
            let app = try AppProcess(["run", "--size", "800x600", "--stats", "--exit-after", "60"] + arguments, on: weston)
            defer { app.kill() }
            try app.waitForLine("`\(moment)…`", timeout: 20) { $0.hasPrefix(moment) }
            try expectIdle(app, arguments)
        }

        @Test("on sway: no commits and no CPU after the splash, and after a card settles")
        func sway() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--splash-delay", "1", "--assets", FeedDriver.assetsPath, "--echo-input",
                                      "--stats", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            try app.waitForLine("`scene splash-finished`", timeout: 20) { $0.hasPrefix("scene splash-finished ") }
            let window = try sway.window(pid: app.pid)
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let start = app.lines.count
            try pointer.move(toX: window.x + window.width / 2, y: window.y + window.height / 2, width: 1280, height: 720)
            try pointer.click()
            try app.waitForLine("`scene card-expanded` after a click", from: start) { $0.hasPrefix("scene card-expanded ") }
            try expectIdle(app, ["sway", "card expanded"])
        }

        private func expectIdle(_ app: AppProcess, _ what: [String]) throws {
            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commitsAreIdle, "\(what.joined(separator: " ")): \(idle.summary)\n\(app.transcript)")
            #expect(idle.cpuIsIdle, "\(what.joined(separator: " ")): \(idle.summary)\n\(app.transcript)")
        }
    }
}
