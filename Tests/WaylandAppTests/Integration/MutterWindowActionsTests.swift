import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The title bar's minimize button and window menu on mutter 43, checked through what
    /// mutter sends the app afterwards (its `WAYLAND_DEBUG` log). mutter without
    /// gnome-shell has no menu to show: it takes `show_window_menu` and does nothing,
    /// which is what the test pins down.
    @Suite("Window actions on mutter")
    struct MutterWindowActionsTests {
        /// The circle scene with `--echo-input` and libwayland's protocol log, the pointer on
        /// the bar at `x` (points from the left), as in ``MutterAppTests``.
        private func start(on mutter: Mutter, input: MutterRemoteDesktop, barX: Double) throws -> AppProcess {
            var environment = mutter.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            let app = try AppProcess(["run", "--scene", "circle", "--echo-input", "--exit-after", "30"], environment: environment)
            try app.waitForConfigured()
            try app.waitForBuffer()
            try input.move(toX: 640, y: 400)
            try input.point(at: (barX, 4), in: app)
            try input.moveBy(dx: 0, dy: -27)
            return app
        }

        /// The app's protocol log from the first line containing `marker` on.
        private func log(after marker: String, in app: AppProcess) -> WaylandDebugLog? {
            let text = app.stderr
            guard let found = text.range(of: marker) else { return nil }
            let lineStart = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return WaylandDebugLog(String(text[lineStart...]))
        }

        @Test("minimize: mutter deactivates the window and the pointer leaves it")
        func minimize() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let app = try start(on: mutter, input: input, barX: 0)
            defer { app.kill() }
            let size = try app.waitForConfigured()
            try input.point(at: (Double(size.width) - 23 - 68, 4), in: app)  // the minimize button
            try input.moveBy(dx: 0, dy: -27)
            let start = app.lines.count
            try input.click()
            try app.waitForLine("`frame minimize`", from: start) { $0 == "frame minimize" }
            // What mutter sends after the request, waited for up to 5 s.
            let deadline = Date(timeIntervalSinceNow: 5)
            var after: WaylandDebugLog?
            repeat {
                after = log(after: ".set_minimized()", in: app)
                if let after, !after.events("wl_pointer", "leave").isEmpty, !after.events("xdg_toplevel", "configure").isEmpty { break }
                usleep(100_000)
            } while Date() < deadline
            let minimized = try #require(after, "no set_minimized request\n\(app.stderr.suffix(3000))")
            let text = app.stderr
            let before = WaylandDebugLog(String(text[..<(text.range(of: ".set_minimized()")?.lowerBound ?? text.endIndex)]))
            // Activated (state 4) before, no state at all once minimized.
            #expect(before.events("xdg_toplevel", "configure").last?.last != "array[0]", "\(before.events("xdg_toplevel", "configure"))")
            #expect(minimized.events("xdg_toplevel", "configure").first?.last == "array[0]",
                    "mutter's configure after minimize: \(minimized.events("xdg_toplevel", "configure"))")
            // The pointer did not move, yet it left: the window is no longer on screen.
            #expect(!minimized.events("wl_pointer", "leave").isEmpty, "no wl_pointer.leave after minimize")
        }

        @Test("the window menu: show_window_menu with the press's serial and place; mutter without a shell shows none and keeps input flowing")
        func windowMenu() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let app = try start(on: mutter, input: input, barX: 120)
            defer { app.kill() }
            let start = app.lines.count
            try input.click(0x111)  // the right button
            try app.waitForLine("`frame window-menu`", from: start) { $0 == "frame window-menu" }
            // The request's trace comes on stderr, which may be read after the stdout line.
            var found: WaylandDebugLog?
            let deadline = Date().addingTimeInterval(5)
            repeat {
                found = log(after: ".show_window_menu(", in: app)
                if found == nil { usleep(50_000) }
            } while found == nil && Date() < deadline
            let menu = try #require(found, "no show_window_menu\n\(app.stderr.suffix(3000))")
            let request = try #require(menu.requests("xdg_toplevel", "show_window_menu").first)
            // The press it answers: the last right-button press before it.
            let presses = try #require(log(after: "wl_pointer@", in: app)).events("wl_pointer", "button")
                .filter { $0.count == 4 && $0[2] == "273" && $0[3] == "1" }
            #expect(request.count == 4 && request[1] == presses.last?.first, "request \(request), presses \(presses)")
            // Window-geometry coordinates: 120 along the bar, 23 down from its top.
            #expect(request.suffix(2) == ["120", "23"], "\(request)")
            // No menu took the pointer: a click on the content still reaches the app.
            try input.moveBy(dx: 0, dy: 200)
            let clicked = app.lines.count
            try input.click()
            try app.waitForLine("a click on the content", from: clicked) { $0.hasPrefix("pointer-button 272 released") }
            #expect(menu.events("wl_pointer", "leave").isEmpty, "something took the pointer after the menu request")
        }
    }
}
