import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// F12 and Shift+F12 in the real app on headless sway, typed with wtype: the graph
    /// appears in the window's top-left corner, and the window idles with it shown.
    @Suite("Frame-time overlay on sway")
    struct FrameTimeOverlaySwayTests {
        @Test("F12 shows the graph in the corner; with it and the damage outlines on, the window still idles")
        func f12() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--scene", "feed", "--stats", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            let window = try sway.window(pid: app.pid)
            try app.waitForBuffer("a buffer filling the \(window.width)×\(window.height) tile") { w, h, _ in
                w == window.width && h == window.height
            }
            usleep(500_000)
            // Inside the panel's plot, under no bar: the feed's light background before.
            let (px, py) = (window.x + 12 + 40, window.y + 12 + 40)
            func brightness(_ shot: PNGImage) -> Int {
                let p = shot.rgb(x: px, y: py)
                return Int(p >> 16 & 0xFF) + Int(p >> 8 & 0xFF) + Int(p & 0xFF)
            }
            let before = brightness(try PNGImage(contentsOfFile: sway.screenshot()))
            #expect(before > 600, "the feed's background: \(before)")

            var start = app.lines.count
            try sway.type(["-k", "F12"])
            try app.waitForLine("`hud on` after F12", from: start, timeout: 5) { $0 == "hud on" }
            let shown = try PNGImage(contentsOfFile: sway.screenshot(within: 5) {
                brightness(try PNGImage(contentsOfFile: $0)) < 200
            })
            #expect(brightness(shown) < 200, "the panel's dark plot: \(brightness(shown))")

            start = app.lines.count
            try sway.type(["-M", "shift", "-k", "F12", "-m", "shift"])
            try app.waitForLine("`damage outlines on` after Shift+F12", from: start, timeout: 5) { $0 == "damage outlines on" }
            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commitsAreIdle, "\(idle.summary)\n\(app.transcript)")
            #expect(idle.cpuIsIdle, "\(idle.summary)\n\(app.transcript)")
        }
    }
}
