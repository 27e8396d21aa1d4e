import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp on cage 0.1.4, the kiosk compositor (wlroots 0.15, headless, as an
    /// unprivileged user): it maximizes the window to the output's size and answers
    /// xdg-decoration with client-side (server-side with `-d`, drawing nothing); it offers
    /// no wp_presentation, viewporter or fractional scale. grim takes its screenshots.
    @Suite("WaylandApp on cage")
    struct CageAppTests {
        @Test("the window fills the output: cage maximizes it to 1280×720, our bar and content inside")
        func maximizedWithOurBar() throws {
            let cage = try Cage()
            defer { cage.kill() }
            let app = try start(on: cage)
            defer { app.kill() }
            let (width, height) = Cage.outputSize
            // cage answers xdg-decoration with client-side: our bar, square-cornered once maximized.
            try app.waitForLine("`decorations client … square`") { $0.hasPrefix("decorations client ") && $0.hasSuffix(" square") }
            try app.waitForConfigured("the output's size less our bar") { $0 == width && $1 == height - 46 }
            try app.waitForBuffer("a buffer of the output's width") { $0 == width && $1 == height - 46 && $2 == 1 }
            try expectFillsOutput(app, barHeight: 46)
        }

        @Test("with cage -d the content alone fills the output: no bar of ours, none of cage's")
        func fullscreenWithoutBar() throws {
            let cage = try Cage(serverDecorations: true)
            defer { cage.kill() }
            let app = try start(on: cage)
            defer { app.kill() }
            let (width, height) = Cage.outputSize
            try app.waitForLine("`decorations server`") { $0 == "decorations server" }
            try app.waitForConfigured("the output's size") { $0 == width && $1 == height }
            try app.waitForBuffer("a buffer of the output's size") { $0 == width && $1 == height && $2 == 1 }
            try expectFillsOutput(app, barHeight: 0)
        }

        /// The circle scene with libwayland's protocol log on stderr.
        private func start(on cage: Cage) throws -> AppProcess {
            var environment = cage.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            return try AppProcess(["run", "--scene", "circle", "--exit-after", "30"], environment: environment)
        }

        /// What cage sent and what the app answered: a configure of the output's size, and a
        /// window geometry (our bar included, `barHeight` points above the content's surface)
        /// that is the whole output, with no shadow margin. cage 0.1.4 ignores the geometry's
        /// offset, so our bar, a subsurface above the content, ends up above the output: the
        /// Tests README's matrix says so. (Screenshots cannot tell: grim on cage with the
        /// headless pixman renderer returns stale areas, the frame from before a resize or
        /// corners of a frame long gone, though the app committed the whole new buffer as damaged.)
        private func expectFillsOutput(_ app: AppProcess, barHeight: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let (width, height) = Cage.outputSize
            let log = WaylandDebugLog(app.stderr)
            let configure = log.events("xdg_toplevel", "configure").last ?? []
            #expect(configure.prefix(2) == ["\(width)", "\(height)"], "cage's last configure \(configure)",
                    sourceLocation: sourceLocation)
            #expect(log.requests("xdg_surface", "set_window_geometry").last == ["0", "\(-barHeight)", "\(width)", "\(height)"],
                    "\(log.requests("xdg_surface", "set_window_geometry"))", sourceLocation: sourceLocation)
            // The content's buffer and, over it (opaque content), our bar's alone: together the output.
            let sizes = log.requests("wl_shm_pool", "create_buffer").map { Array($0.dropFirst(2).prefix(2)) }
            let expected = barHeight > 0 ? [["\(width)", "\(height - barHeight)"], ["\(width)", "\(barHeight)"]]
                                         : [["\(width)", "\(height)"]]
            #expect(expected.allSatisfy(sizes.contains), "buffers that cover the output together: \(sizes)",
                    sourceLocation: sourceLocation)
            #expect(!log.offers("wp_presentation") && !log.offers("wp_viewporter") && !log.offers("wp_fractional_scale_manager_v1"),
                    sourceLocation: sourceLocation)
        }

        @Test("without wp_presentation: frame-callback interval statistics, and idle after the startup flow")
        func frameCallbacksAndIdle() throws {
            let cage = try Cage()
            defer { cage.kill() }
            try WithoutPresentationChecks.expectIdleStartupFlowWithCallbackStatistics(on: cage)
        }
    }
}
