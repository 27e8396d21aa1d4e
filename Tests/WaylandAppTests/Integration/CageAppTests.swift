import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// WaylandApp on cage 0.1.4, the kiosk compositor (wlroots 0.15, headless, as an
    /// unprivileged user): it shows the window fullscreen at the output's size, offers
    /// xdg-decoration but no wp_presentation, viewporter or fractional scale, and grim
    /// takes its screenshots.
    @Suite("WaylandApp on cage")
    struct CageAppTests {
        @Test("the window fills the output: configured and drawn at 1280×720, nothing of the desktop shows")
        func fullscreen() throws {
            let cage = try Cage()
            defer { cage.kill() }
            let app = try AppProcess(["run", "--scene", "circle", "--exit-after", "30"], on: cage)
            defer { app.kill() }
            let (width, height) = Cage.outputSize
            try app.waitForConfigured("the output's size") { $0 == width && $1 == height }
            try app.waitForBuffer("a buffer of the output's size") { $0 == width && $1 == height && $2 == 1 }
            // The circle scene's background everywhere at the edges: no bar, no shadow, no desktop.
            let shot = try cage.screenshot()
            #expect(shot.width == width && shot.height == height)
            let background = shot.rgb(x: width / 2, y: 4)
            for (x, y) in [(0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1), (width / 2, height - 1)] {
                #expect(shot.rgb(x: x, y: y) == background, "pixel (\(x), \(y)) is \(String(shot.rgb(x: x, y: y), radix: 16))")
            }
            #expect(ClientFrameWestonTests.luma(background) > 60, "the content's background, not cage's black")
        }

        @Test("without wp_presentation: frame-callback interval statistics, and idle after the startup flow")
        func frameCallbacksAndIdle() throws {
            let cage = try Cage()
            defer { cage.kill() }
            let app = try AppProcess(["run", "--splash-delay", "1", "--stats", "--exit-after", "60"],
                                     environment: cage.clientEnvironment, binary: try AppProcess.releaseBinaryPath())
            defer { app.kill() }
            try app.waitForLine("`scene splash-finished`", timeout: 20) { $0.hasPrefix("scene splash-finished ") }
            let idle = try IdleMeasurement.measure(app)
            #expect(idle.commitsAreIdle, "\(idle.summary)\n\(app.transcript)")
            #expect(idle.cpuIsIdle, "\(idle.summary)\n\(app.transcript)")
            try KWinAppTests.expectCallbackStatistics(app)
        }
    }
}
