import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp on GNOME's compositor, mutter 43 headless (1280×720 virtual monitor):
    /// no xdg-decoration, so the app draws its own frame. Input comes through mutter's
    /// RemoteDesktop API; there are no screenshots without gnome-shell, so the checks
    /// read what the app reports and what mutter sends (configures, presentation).
    @Suite("WaylandApp on mutter")
    struct MutterAppTests {
        @Test("the startup flow draws its first frame, ends idle, and the frame is client-side with the title")
        func startupFlow() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let app = try AppProcess(["run", "--splash-delay", "1", "--title", "Hello GNOME", "--stats",
                                      "--exit-after", "60"], on: mutter)
            defer { app.kill() }
            let decorations = try app.waitForLine("a `decorations` line") { $0.hasPrefix("decorations ") }
            #expect(decorations == "decorations client title \"Hello GNOME\" buttons minimize,maximize,close floating")
            let size = try app.waitForConfigured()
            // ¾ of the monitor, bar included, at 16:9.
            #expect(size.width <= 960 && size.height + 46 <= 540 && size.width >= 800, "configured \(size)")
            try app.waitForLine("`scene splash-finished`", timeout: 20) { $0.hasPrefix("scene splash-finished ") }
            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commitsAreIdle, "\(idle.summary)\n\(app.transcript)")
            // mutter sends presentation feedback: most committed frames come back presented.
            let figures = AppStats.figures(in: app.lines)
            let committed = figures["frames committed"] ?? 0, presented = figures["frames presented"] ?? 0
            #expect(presented >= 5 && presented >= committed / 2, "\(app.transcript)")
            #expect(figures["time to first frame presented"] != nil, "\(app.transcript)")
        }

        /// The app running with its window found: the pointer over the content tells where it is.
        private func start(on mutter: Mutter, input: MutterRemoteDesktop,
                           _ extra: [String] = []) throws -> (app: AppProcess, content: (x: Double, y: Double),
                                                              size: (width: Int, height: Int)) {
            let app = try AppProcess(["run", "--scene", "circle", "--echo-input", "--exit-after", "30"] + extra, on: mutter)
            let size = try app.waitForConfigured()
            try app.waitForBuffer()
            // mutter centres a new window: the monitor's centre is on the content.
            var heard: (Double, Double)?
            for attempt in 0..<20 where heard == nil {
                let start = app.lines.count
                try input.move(toX: 640 + Double(attempt), y: 400)
                heard = try? app.waitForEvent("pointer motion", from: start, timeout: 0.5) { event -> (Double, Double)? in
                    if case let .pointerMotion(x, y) = event { return (x, y) }
                    return nil
                }
            }
            guard heard != nil else { throw HarnessError("the app never reported mutter's pointer\n\(app.transcript)") }
            // The enter event can carry where the window was before mutter placed it:
            // a motion once it is placed tells where it is.
            let start = app.lines.count
            try input.move(toX: input.x + 10, y: input.y + 10)
            let motion = try app.waitForEvent("pointer motion", from: start, timeout: 5) { event -> (Double, Double)? in
                if case let .pointerMotion(x, y) = event { return (x, y) }
                return nil
            }
            return (app, (input.x - motion.0, input.y - motion.1), (size.width, size.height))
        }

        @Test("double-clicking the title bar maximizes, and again restores the size")
        func doubleClickMaximizes() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, content, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            try input.move(toX: content.x + 120, y: content.y - 23)
            var start = app.lines.count
            try input.click(); try input.click()
            try app.waitForLine("`frame maximize`", from: start) { $0 == "frame maximize" }
            let maximized = try app.waitForConfigured("the maximized size", from: start) { $0 == 1280 && $1 == 720 - 46 }
            #expect(maximized.width == 1280)
            try app.waitForLine("square corners", from: start) { $0.hasSuffix(" square") }
            // The bar is now at the top of the monitor.
            Thread.sleep(forTimeInterval: 0.5)  // past the double-click time: a fresh pair
            try input.move(toX: 300, y: 23)
            start = app.lines.count
            try input.click(); try input.click()
            try app.waitForConfigured("the size from before", from: start) { $0 == size.width && $1 == size.height }
        }

        @Test("the close button quits with status 0")
        func closeButton() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, content, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            try input.move(toX: content.x + Double(size.width) - 23, y: content.y - 23)
            try input.click()
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "\(app.transcript)")
        }

        @Test("dragging the bottom-right corner resizes the window")
        func cornerResize() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, content, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            let corner = (x: content.x + Double(size.width) + 4, y: content.y + Double(size.height) + 4)
            try input.move(toX: corner.x, y: corner.y)
            let start = app.lines.count
            try input.button(pressed: true)
            try app.waitForLine("`frame resize bottom-right`", from: start) { $0 == "frame resize bottom-right" }
            for step in 1...10 { try input.move(toX: corner.x - 10 * Double(step), y: corner.y - 6 * Double(step)) }
            try input.button(pressed: false)
            let resized = try app.waitForConfigured("a smaller size after the drag", from: start) { width, height in
                width < size.width - 50 && height < size.height - 30
            }
            #expect(resized.width >= size.width - 110 && resized.height >= size.height - 70, "\(resized)\n\(app.transcript)")
        }
    }
}
