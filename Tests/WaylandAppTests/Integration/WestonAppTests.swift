import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp against a real headless weston 10 (pixman, repaint-window=16):
    /// mapping, frame rate by presentation feedback, screenshots (a compositor
    /// that dies under the app: `CompositorFaultTests`).
    @Suite("WaylandApp on weston")
    struct WestonAppTests {
        /// A scene that animates without pause, for frame-rate checks.
        static let animatedScene = "testpattern"

        @Test("the window maps and SIGTERM quits cleanly")
        func windowMaps() throws {
            let weston = try Weston()
            defer { weston.kill() }
            let app = try AppProcess(["run", "--exit-after", "20"], on: weston)
            defer { app.kill() }

            let configured = try app.waitForConfigured()
            #expect(configured.width >= 0 && configured.height >= 0, "configured \(configured)")
            let buffer = try app.waitForBuffer()
            #expect(buffer.width > 0 && buffer.height > 0 && buffer.scale == 1, "buffer \(buffer)")

            app.process.send(SIGTERM)
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "SIGTERM should quit cleanly\n\(app.transcript)")
        }

        @Test("at least 30 frames are presented per second of animation")
        func frameRate() throws {
            let seconds = 3.0
            let weston = try Weston()
            defer { weston.kill() }
            let app = try AppProcess(["run", "--scene", WestonAppTests.animatedScene, "--size", "800x600",
                                      "--stats", "--exit-after", "\(seconds)"], on: weston)
            defer { app.kill() }
            try app.waitForBuffer()
            let ended = try app.waitForExit(timeout: seconds + 10)
            #expect(ended == .exited(0), "\(app.transcript)")

            let stats = try AppStats(lines: app.lines)
            // Startup (connect, configure, first frame) eats into the run: allow half a second of it.
            let needed = Int(30 * (seconds - 0.5))
            #expect(stats.presented >= needed,
                    "\(stats.presented) frames presented in \(seconds) s, want ≥ \(needed)\n\(app.transcript)")
            if let p50 = stats.intervalP50 {
                #expect(p50 <= 1000.0 / 30, "median presentation interval \(p50) ms\n\(app.transcript)")
            } else {
                Issue.record("--stats printed no p50 presentation interval\n\(app.transcript)")
            }
        }

        @Test("a weston-screenshooter screenshot shows the app's pixels")
        func screenshotShowsApp() throws {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let before = try PNGImage(contentsOfFile: try weston.screenshot())
            let app = try AppProcess(["run", "--size", "640x480", "--exit-after", "20"], on: weston)
            defer { app.kill() }
            let buffer = try app.waitForBuffer()
            // The buffer is committed: weston shows it within a few repaints.
            let area = Double(buffer.width * buffer.height) / (buffer.scale * buffer.scale)
            var changed = 0
            do {
                try weston.screenshot(timeout: 5) { shot in
                    changed = try shot.countPixels(differingFrom: before)
                    return Double(changed) >= area / 2
                }
            } catch {
                let what = "a \(buffer.width)×\(buffer.height) buffer"
                Issue.record("only \(changed) pixels changed after the app committed \(what): \(error)\n\(app.transcript)")
            }
        }
    }
}
