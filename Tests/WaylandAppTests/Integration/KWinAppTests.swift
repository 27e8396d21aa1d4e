import Foundation
import Layers
import Testing
@testable import WaylandApp
@testable import WaylandPlatform
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp on KDE Plasma's compositor, kwin 5.27 headless (1280×720 virtual
    /// output). What kwin sends is read from the app's `WAYLAND_DEBUG` log: it offers
    /// xdg_wm_base 4 (configure_bounds, but no wm_capabilities, which is version 5),
    /// xdg-decoration (the Breeze title bar), fractional scale and a viewporter, and no
    /// wp_presentation or cursor-shape-v1. Pixels come from kwin's own screenshot interface.
    @Suite("WaylandApp on kwin")
    struct KWinAppTests {
        /// The app with libwayland's protocol log on stderr.
        private func start(_ arguments: [String], on kwin: KWin) throws -> AppProcess {
            var environment = kwin.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            return try AppProcess(arguments, environment: environment)
        }

        @Test("the first size comes from kwin's configure_bounds, and kwin draws the title bar (xdg-decoration)")
        func boundsAndServerDecorations() throws {
            let kwin = try KWin()
            defer { kwin.kill() }
            let app = try start(["run", "--scene", "circle", "--exit-after", "30"], on: kwin)
            defer { app.kill() }
            try app.waitForLine("`decorations server`") { $0 == "decorations server" }
            let size = try app.waitForConfigured()
            try app.waitForBuffer()
            let log = WaylandDebugLog(app.stderr)
            #expect(log.offers("wp_fractional_scale_manager_v1") && log.offers("wp_viewporter"))
            #expect(!log.offers("wp_presentation") && !log.offers("wp_cursor_shape_manager_v1"), "\(app.stderr.prefix(4000))")
            #expect(log.boundVersion(of: "xdg_wm_base") == 4, "kwin 5.27 offers xdg_wm_base 4")
            #expect(log.events("xdg_wm_base", "wm_capabilities").isEmpty && log.events("xdg_toplevel", "wm_capabilities").isEmpty)
            // Server-side: the app asked for it, kwin said so (mode 2).
            #expect(log.requests("zxdg_toplevel_decoration_v1", "set_mode").first == ["2"])
            #expect(log.events("zxdg_toplevel_decoration_v1", "configure").last == ["2"])

            // kwin's bounds: the output less its title bar; the window ¾ of them at 16:9.
            let bounds = try #require(Self.bounds(in: log), "no configure_bounds in\n\(app.stderr.prefix(4000))")
            #expect(bounds.width == 1280 && bounds.height < 720 && bounds.height > 640, "bounds \(bounds)")
            let expected = InitialSize.fitting(aspect: WindowOptions.standardSize)
                .resolve(available: bounds, decorationHeight: 0, minimum: WindowOptions.standardMinimumSize).size
            #expect(size.width == expected.width && size.height == expected.height, "configured \(size), bounds \(bounds)")
            #expect(size.height != 540, "the output alone would have given 960×540")

            // On screen: our content exactly, and kwin's bar right above it, with its title.
            let content = try kwin.screenshot(.window, timeout: 5) { $0.width == size.width && $0.height == size.height }
            #expect(content.width == size.width && content.height == size.height, "window \(content.width)×\(content.height)")
            let screen = try kwin.screenshot()
            let place = try #require(screen.offset(of: content), "the window's content is not on the screen")
            let barRows = (max(place.y - 28, 0))..<place.y
            #expect(place.y >= 20, "no room above the content for a title bar: content at \(place)")
            var dark = 0, light = 0
            for y in barRows {
                for x in place.x..<(place.x + size.width) {
                    let luma = ClientFrameWestonTests.luma(screen.rgb(x: x, y: y))
                    if luma > 200 { light += 1 } else if luma < 120 { dark += 1 }
                }
            }
            #expect(light > barRows.count * size.width * 8 / 10, "kwin's bar is light: \(light) light pixels")
            #expect(dark > 40, "the title in kwin's bar: \(dark) dark pixels")
        }

        @Test("--decorations client: our bar in kwin's picture of the window, nothing of kwin's around it")
        func clientDecorations() throws {
            let kwin = try KWin()
            defer { kwin.kill() }
            let dump = kwin.runtime.file("decorations.png")
            let app = try start(["run", "--scene", "circle", "--decorations", "client", "--title", "Hello KDE",
                                 "--dump-decorations", dump, "--exit-after", "30"], on: kwin)
            defer { app.kill() }
            // kwin sends no wm_capabilities: every button shows.
            try app.waitForLine("`decorations client`") {
                $0 == "decorations client title \"Hello KDE\" buttons minimize,maximize,close floating"
            }
            let size = try app.waitForConfigured()
            try app.waitForBuffer()
            let log = WaylandDebugLog(app.stderr)
            #expect(log.events("zxdg_toplevel_decoration_v1", "configure").last.map { $0 != ["2"] } ?? true)
            let bar = 46
            // No bar of kwin's: the bounds are the whole output, and ours comes out of them.
            let bounds = try #require(Self.bounds(in: log), "no configure_bounds in\n\(app.stderr.prefix(4000))")
            let expected = InitialSize.fitting(aspect: WindowOptions.standardSize)
                .resolve(available: bounds, decorationHeight: bar, minimum: WindowOptions.standardMinimumSize).size
            #expect(bounds == LogicalSize(width: 1280, height: 720) && size.width == expected.width
                    && size.height == expected.height, "configured \(size), bounds \(bounds)")
            // kwin's picture of the window is the whole surface (our shadow margins too):
            // our bar as we drew it (the dump), and with decoration asked for, nothing more.
            var differing = 0
            var margin = 0
            let window = try kwin.screenshot(.window, timeout: 5) { window in
                // The dump is rewritten whenever the app draws its frame (active or not): it
                // may be half written when read.
                guard let frame = try? PNGImage(contentsOfFile: dump) else { return false }
                margin = (frame.width - size.width) / 2
                guard window.width == frame.width, window.height == frame.height else { return false }
                differing = Self.differences(between: window, and: frame, margin: margin, barHeight: bar)
                return differing < (bar - 8) * (size.width - 32) / 100
            }
            #expect(window.width == size.width + 2 * margin && window.height == size.height + bar + 2 * margin,
                    "window \(window.width)×\(window.height), content \(size), shadow margin \(margin)")
            #expect(differing < (bar - 8) * (size.width - 32) / 100, "\(differing) bar pixels differ from our frame")
            let decorated = try kwin.screenshot(.decoratedWindow)
            #expect(decorated.width == window.width && decorated.height == window.height, "kwin added something around ours")
        }

        @Test("without wp_presentation: frame-callback interval statistics, and idle after the startup flow")
        func frameCallbacksAndIdle() throws {
            let kwin = try KWin()
            defer { kwin.kill() }
            try WithoutPresentationChecks.expectIdleStartupFlowWithCallbackStatistics(on: kwin)
        }

        @Test("at fractional scale 1.5: buffers of 1.5× the pixels, shown pixel for pixel (the splash as rendered offscreen)")
        func fractionalScale() throws {
            let kwin = try KWin(scale: 1.5)
            defer { kwin.kill() }
            let delay = 3.0
            let app = try start(["run", "--seed", "3", "--size", "800x450", "--splash-delay", "\(delay)", "--exit-after", "30"],
                                on: kwin)
            defer { app.kill() }
            try app.waitForBuffer("a buffer of 1200×675 pixels at scale 1.5") { $0 == 1200 && $1 == 675 && $2 == 1.5 }
            try app.waitForStderrLine("the viewport's destination") { $0.contains("wp_viewport@") && $0.contains(".set_destination(") }
            let log = WaylandDebugLog(app.stderr)
            #expect(log.events("wp_fractional_scale_v1", "preferred_scale").last == ["180"], "kwin's scale in 120ths")
            // The viewport maps the buffer onto the logical size.
            #expect(log.requests("wp_viewport", "set_destination").last == ["800", "450"])
            Thread.sleep(forTimeInterval: 1)  // the splash has appeared; it rests until the delay

            let (_, run) = try SplashTestSupport.run(size: Size(width: 800, height: 450), scale: 1.5, delay: delay)
            run.advance(to: .seconds(1.0))
            try run.render()
            let shot = try kwin.screenshot(.window, native: true, timeout: 5) { $0.width == 1200 && $0.height == 675 }
            #expect(shot.width == 1200 && shot.height == 675, "kwin's native picture \(shot.width)×\(shot.height)")
            let differing = Self.differingPixels(shot, run.target)
            // Resampled (drawn at 1× or 2× and scaled), every edge would blur: far more than 1 %.
            #expect(differing <= shot.width * shot.height / 100, "\(differing) pixels differ from the offscreen render at 1.5")
        }

        private static func differingPixels(_ shot: PNGImage, _ image: Image) -> Int {
            var differing = 0
            for y in 0..<min(image.height, shot.height) {
                for x in 0..<min(image.width, shot.width) {
                    let p = image[x, y], s = shot.rgb(x: x, y: y)
                    if [16, 8, 0].contains(where: { abs(Int((p >> $0) & 0xFF) - Int((s >> $0) & 0xFF)) > 12 }) { differing += 1 }
                }
            }
            return differing
        }

        /// The first configure_bounds kwin sent.
        private static func bounds(in log: WaylandDebugLog) -> LogicalSize? {
            guard let arguments = log.events("xdg_toplevel", "configure_bounds").first, arguments.count == 2,
                  let width = Int(arguments[0]), let height = Int(arguments[1]) else { return nil }
            return LogicalSize(width: width, height: height)
        }

        /// Pixels of the bar rows (clear of the rounded corners) that differ from the frame
        /// the app dumped; both are the whole surface, shadow margin `margin` on every side.
        private static func differences(between window: PNGImage, and frame: PNGImage, margin: Int, barHeight: Int) -> Int {
            var differing = 0
            for y in (margin + 4)..<(margin + barHeight - 4) {
                for x in (margin + 16)..<(window.width - margin - 16) {
                    let a = window.rgb(x: x, y: y), b = frame.rgb(x: x, y: y)
                    if [16, 8, 0].contains(where: { abs(Int((a >> $0) & 0xFF) - Int((b >> $0) & 0xFF)) > 12 }) { differing += 1 }
                }
            }
            return differing
        }
    }
}
