import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The title bar the app draws itself (`--decorations client`), on sway 1.7 floating,
    /// driven by the virtual pointer. (sway 1.7 delivers no input outside a floating
    /// window's geometry, so its edges cannot be dragged, and it ignored our moves here:
    /// moving, resizing and maximizing are tested on mutter, `MutterAppTests`.)
    @Suite("Client-side frame on sway")
    struct ClientFrameSwayTests {
        /// The app floated at (200, 100) with its own frame, and a pointer it has heard.
        private func start(on sway: Sway) throws -> (AppProcess, SwayWindow, VirtualPointer) {
            let app = try AppProcess(["run", "--scene", "circle", "--decorations", "client", "--echo-input",
                                      "--size", "640x400", "--exit-after", "30"], on: sway)
            try app.waitForLine("a `decorations client …` line") { $0.hasPrefix("decorations client") }
            let tiled = try sway.tiledWindow(of: app, titleBar: 46)
            try sway.send("[con_id=\(tiled.id)] floating enable, resize set 640 446, move position 200 100", until: app,
                          "a 640×400 buffer, floating") { width, height, _ in width == 640 && height == 400 }
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
    }
}
