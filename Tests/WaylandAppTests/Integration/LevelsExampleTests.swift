import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// `Examples/Levels`: a background, a main and a foreground window (`WindowLayer`s)
    /// in one Wayland window, on a real headless weston, drawn once into the one surface
    /// and once as subsurfaces (`LayerTreeContent.showsWindowsAsSubsurfaces`). Both must
    /// show the splash, then the main window's card over the background once it fades.
    @Suite("The window levels example")
    struct LevelsExampleTests {
        static let splashColor: UInt32 = 0xFF595E
        static let cardColor: UInt32 = 0x8AC926
        static let backgroundColor: UInt32 = 0x2B2D42
        /// The card is 240×160 points with rounded corners, at scale 1.
        static let cardPixels = 240 * 160

        /// What one run showed and asked of the compositor.
        struct Run {
            var subsurfacesMade = 0
            var lines: [String] = []
        }

        @Test("Levels shows its splash, then the main window, as one surface and as subsurfaces")
        func levelsRunsBothWays() throws {
            let oneSurface = try run(subsurfaces: false)
            let subsurfaces = try run(subsurfaces: true)
            // The window may make subsurfaces of its own (client-side decorations): the
            // levels are the difference, one per window.
            #expect(subsurfaces.subsurfacesMade - oneSurface.subsurfacesMade == 3,
                    "three level subsurfaces: \(subsurfaces.subsurfacesMade) made against \(oneSurface.subsurfacesMade)")
            for run in [oneSurface, subsurfaces] {
                #expect(run.lines.contains("splash dismissed"), "the fade's completion logs: \(run.lines)")
                #expect(run.lines.contains("windows: background (normal − 1), main (normal), splash (normal + 1)"),
                        "the windows in level order: \(run.lines)")
            }
        }

        /// Runs the example on a weston of its own; checks what the screen shows.
        private func run(subsurfaces: Bool) throws -> Run {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            var environment = weston.clientEnvironment
            environment["WAYLAND_DEBUG"] = "1"
            let arguments = ["--splash", "1.5", "--exit-after", "3.5"] + (subsurfaces ? ["--subsurfaces"] : [])
            let app = try AppProcess(arguments, environment: environment, binary: try ExampleTests.binaryPath("Levels"))
            defer { app.kill() }
            let mode = subsurfaces ? "with subsurfaces" : "as one surface"
            var counts = (splash: 0, card: 0, background: 0)
            func count(_ shot: PNGImage) {
                func pixels(of color: UInt32) -> Int {
                    shot.width * shot.height - shot.countPixels(differingFrom: color, tolerance: 2)
                }
                counts = (pixels(of: Self.splashColor), pixels(of: Self.cardColor), pixels(of: Self.backgroundColor))
            }
            do {
                // The splash covers the 640×400 window but for its logo.
                try weston.screenshot(timeout: 5) { shot in
                    count(shot)
                    return counts.splash >= 640 * 400 * 9 / 10
                }
                #expect(counts.card == 0, "\(mode): the splash hides the main window: \(counts.card) card pixels")
            } catch {
                Issue.record("\(mode): the splash never showed (\(counts)): \(error)\n\(app.transcript)")
            }
            do {
                try weston.screenshot(timeout: 5) { shot in
                    count(shot)
                    return counts.splash == 0 && counts.card >= Self.cardPixels * 9 / 10
                }
                #expect(counts.card <= Self.cardPixels * 11 / 10, "\(mode): one card, \(counts.card) pixels")
                #expect(counts.background >= (640 * 400 - Self.cardPixels) * 9 / 10,
                        "\(mode): the background window shows around the card: \(counts.background) pixels")
            } catch {
                Issue.record("\(mode): the main window never showed alone (\(counts)): \(error)\n\(app.transcript)")
            }
            let ended = try app.waitForExit(timeout: 10)
            #expect(ended == .exited(0), "\(mode): --exit-after ends it with 0\n\(app.transcript)")
            let log = WaylandDebugLog(app.stderr)
            return Run(subsurfacesMade: log.requests("wl_subcompositor", "get_subsurface").count, lines: app.lines)
        }
    }
}
