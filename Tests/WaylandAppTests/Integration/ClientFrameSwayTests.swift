import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The title bar the app draws itself (`--decorations client`), on sway 1.7 floating,
    /// driven by the virtual pointer: its buttons, moving and resizing from its edges.
    @Suite("Client-side frame on sway")
    struct ClientFrameSwayTests {
        /// The app floated at (200, 100) with its own frame, and a pointer it has heard.
        private func start(on sway: Sway) throws -> (AppProcess, SwayWindow, VirtualPointer) {
            let app = try AppProcess(["run", "--scene", "circle", "--decorations", "client", "--echo-input",
                                      "--size", "640x400", "--exit-after", "30"],
                                     environment: sway.clientEnvironment.merging(["WAYLAND_DEBUG": "1"]) { $1 })
            try app.waitForLine("a `decorations client …` line") { $0.hasPrefix("decorations client") }
            try app.waitForBuffer()
            let tiled = try sway.window(pid: app.pid)
            let start = app.lines.count
            try sway.swaymsg("[con_id=\(tiled.id)] floating enable")
            try app.waitForLine("floating", from: start) { $0.hasSuffix("floating") }
            let next = app.lines.count
            try sway.swaymsg("[con_id=\(tiled.id)] resize set 640 446, move position 200 100")
            try app.waitForConfigured("the floating size", from: next) { $0 == 640 && $1 == 400 }
            let window = try sway.window(pid: app.pid)
            return (app, window, try VirtualPointer.heard(by: app, on: sway, window: window))
        }

        @Test("clicking the close button quits with status 0")
        func closeButton() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let (app, window, pointer) = try start(on: sway)
            defer { app.kill() }
            // The close button: the rightmost 24-point circle, 11 points from the bar's end.
            try pointer.move(toX: window.x + window.width - 23, y: window.y + 23, width: 1280, height: 720)
            try pointer.click()
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "\(window)\n\(app.transcript)")
        }

        @Test("dragging the bottom-right corner resizes the window")
        func cornerResize() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let (app, window, pointer) = try start(on: sway)
            defer { app.kill() }
            let corner = (x: window.x + window.width + 4, y: window.y + window.height + 4)
            try pointer.move(toX: corner.x, y: corner.y, width: 1280, height: 720)
            let start = app.lines.count
            try pointer.button(pressed: true)
            // sway honours the request only while the press is the seat's latest button event.
            try app.waitForLine("`frame resize bottom-right`", from: start) { $0 == "frame resize bottom-right" }
            for step in 1...10 {
                try pointer.move(toX: corner.x + 12 * step, y: corner.y + 8 * step, width: 1280, height: 720)
            }
            try pointer.button(pressed: false)
            let size = try app.waitForConfigured("a larger size after the drag", from: start) { width, height in
                width > 640 + 60 && height > 400 + 40
            }
            #expect(size.width <= 640 + 125 && size.height <= 400 + 85, "resized to \(size)\n\(app.transcript)")
        }

        @Test("dragging the bar moves the window")
        func barMove() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let (app, window, pointer) = try start(on: sway)
            defer { app.kill() }
            try pointer.move(toX: window.x + 100, y: window.y + 20, width: 1280, height: 720)
            let start = app.lines.count
            try pointer.button(pressed: true)
            try app.waitForLine("`frame move`", from: start) { $0 == "frame move" }
            for step in 1...10 { try pointer.move(toX: window.x + 100 + 15 * step, y: window.y + 20 + 10 * step,
                                                  width: 1280, height: 720) }
            try pointer.button(pressed: false)
            let moved = try sway.window(pid: app.pid)
            #expect(moved.x == window.x + 150 && moved.y == window.y + 100, "from \(window) to \(moved)\n\(app.stderr.split(separator: "\n").filter { $0.contains("button") || $0.contains("move") }.suffix(12).joined(separator: "\n"))")
        }
    }
}
