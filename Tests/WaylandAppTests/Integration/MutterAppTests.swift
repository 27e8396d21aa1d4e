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
            let dump = mutter.runtime.file("decorations.png")
            let app = try AppProcess(["run", "--splash-delay", "1", "--title", "Hello GNOME", "--stats",
                                      "--dump-decorations", dump, "--exit-after", "60"], on: mutter)
            defer { app.kill() }
            let decorations = try app.waitForLine("a `decorations` line") { $0.hasPrefix("decorations ") }
            #expect(decorations == "decorations client title \"Hello GNOME\" buttons minimize,maximize,close floating")
            let size = try app.waitForConfigured()
            // ¾ of the monitor, bar included, at 16:9.
            #expect(size.width <= 960 && size.height + 46 <= 540 && size.width >= 800, "configured \(size)")
            try expectActiveBar(dumpedAt: dump, width: size.width, app)
            try app.waitForLine("`scene splash-finished`", timeout: 20) { $0.hasPrefix("scene splash-finished ") }
            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commitsAreIdle, "\(idle.summary)\n\(app.transcript)")
            // mutter sends presentation feedback: most committed frames come back presented.
            let figures = AppStats.figures(in: app.lines)
            let committed = figures["frames committed"] ?? 0, presented = figures["frames presented"] ?? 0
            #expect(presented >= 5 && presented >= committed / 2, "\(app.transcript)")
            #expect(figures["time to first frame presented"] != nil, "\(app.transcript)")
        }

        /// The frame's picture as the app committed it (mutter takes no screenshots): once
        /// mutter has activated the window, libadwaita's active bar (#EBEBEB) with the
        /// title's dark pixels centred on it, and a transparent corner outside the rounding.
        private func expectActiveBar(dumpedAt path: String, width: Int, _ app: AppProcess) throws {
            let margin = 28, bar = 46
            let deadline = Date(timeIntervalSinceNow: 5)
            var image: PNGImage?
            while Date() < deadline {
                if let dumped = try? PNGImage(contentsOfFile: path), dumped.rgb(x: margin + 60, y: margin + 10) == 0xEB_EBEB {
                    image = dumped
                    break
                }
                usleep(50_000)
            }
            guard let image else {
                Issue.record("no dumped frame with the active bar colour at \(path)\n\(app.transcript)")
                return
            }
            #expect(image.width == width + 2 * margin, "the frame spans the window and its shadow margin")
            var dark: [Int] = []
            for y in margin..<(margin + bar) {
                for x in (margin + 120)..<(margin + width - 120) where ClientFrameWestonTests.luma(image.rgb(x: x, y: y)) < 120 {
                    dark.append(x)
                }
            }
            let centre = dark.isEmpty ? 0 : Double(dark.reduce(0, +)) / Double(dark.count)
            #expect(dark.count > 150 && abs(centre - Double(margin + width / 2)) < 8,
                    "\(dark.count) title pixels centred at \(centre), bar centre \(margin + width / 2)")
            #expect(image.rgb(x: margin, y: margin) != 0xEB_EBEB, "the top-left corner is rounded")
        }

        /// The circle scene running, the pointer over its content.
        private func start(on mutter: Mutter, input: MutterRemoteDesktop) throws -> (app: AppProcess, size: (width: Int, height: Int)) {
            let app = try AppProcess(["run", "--scene", "circle", "--echo-input", "--exit-after", "30"], on: mutter)
            let size = try app.waitForConfigured()
            try app.waitForBuffer()
            // mutter centres a new window: the monitor's centre is on the content.
            try input.move(toX: 640, y: 400)
            return (app, (size.width, size.height))
        }

        /// The pointer `dy` points above the content's top edge (on the bar), `x` along.
        private func pointAtBar(x: Double, _ input: MutterRemoteDesktop, _ app: AppProcess) throws {
            try input.point(at: (x, 4), in: app)
            try input.moveBy(dx: 0, dy: -27)
        }

        @Test("double-clicking the title bar maximizes, and again restores the size")
        func doubleClickMaximizes() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            try pointAtBar(x: 120, input, app)
            var start = app.lines.count
            try input.click(); try input.click()
            try app.waitForLine("`frame maximize`", from: start) { $0 == "frame maximize" }
            let maximized = try app.waitForConfigured("the maximized size", from: start) { $0 == 1280 && $1 == 720 - 46 }
            #expect(maximized.width == 1280)
            try app.waitForLine("square corners", from: start) { $0.hasSuffix(" square") }
            Thread.sleep(forTimeInterval: 0.5)  // past the double-click time: a fresh pair
            try pointAtBar(x: 300, input, app)
            start = app.lines.count
            try input.click(); try input.click()
            try app.waitForConfigured("the size from before", from: start) { $0 == size.width && $1 == size.height }
        }

        @Test("the close button quits with status 0")
        func closeButton() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            try pointAtBar(x: Double(size.width) - 23, input, app)
            try input.click()
            let ended = try app.waitForExit(timeout: 5)
            #expect(ended == .exited(0), "\(app.transcript)")
        }

        @Test("dragging the bottom-right corner resizes the window")
        func cornerResize() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            let (app, size) = try start(on: mutter, input: input)
            defer { app.kill() }
            // Into the resize border, 4 points beyond the bottom-right corner.
            try input.point(at: (Double(size.width) - 2, Double(size.height) - 2), in: app)
            try input.moveBy(dx: 6, dy: 6)
            let start = app.lines.count
            try input.button(pressed: true)
            try app.waitForLine("`frame resize bottom-right`", from: start) { $0 == "frame resize bottom-right" }
            // The request and our D-Bus motion reach mutter on different sockets: move in
            // steps, each given a moment to show up as a configure, so the grab has begun.
            for _ in 1...10 {
                let before = app.lines.count
                try input.moveBy(dx: -10, dy: -6)
                _ = try? app.waitForConfigured("a step of the resize", from: before, timeout: 0.3) { _, _ in true }
            }
            try input.button(pressed: false)
            let resized = try app.waitForConfigured("a smaller size after the drag", from: start) { width, height in
                width < size.width - 50 && height < size.height - 30
            }
            #expect(resized.width >= size.width - 110 && resized.height >= size.height - 70, "\(resized)\n\(app.transcript)")
        }
    }
}
