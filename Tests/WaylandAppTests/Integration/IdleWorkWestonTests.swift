import Foundation
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// On weston, the work a scene puts off so that its first frame shows sooner is done
    /// while the window waits after a commit (`WindowContent.doIdleWork`), once per
    /// layout: the preview's picture of the home screen for its first press, and its
    /// icons' pictures. `run --stats` counts the slices.
    @Suite("Work put off until the first frame, on weston")
    struct IdleWorkWestonTests {
        private func idleSlices(scene: String) throws -> Double {
            let figures = try stats(scene: scene)
            return try #require(figures["work done while idle"], "no `work done while idle` line: \(figures)")
        }

        /// `run --stats`'s figures for `scene`, shown for 1.5 s.
        private func stats(scene: String) throws -> [String: Double] {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let app = try AppProcess(["run", "--scene", scene, "--size", "800x600", "--decorations", "none",
                                      "--stats", "--exit-after", "1.5"], on: weston)
            defer { app.kill() }
            let exit = try app.waitForExit(timeout: 20)
            #expect(exit == .exited(0), "\(app.transcript.suffix(2000))")
            return AppStats.figures(in: app.lines)
        }

        /// fontconfig, Pango, the portal and the accessibility bus wait until the window
        /// first has nothing to draw: after the splash's 0.3 s appearance (its last frame
        /// comes at 0.3 s of scene time, a few ms after the first commit's layout), and
        /// in any case by the 1 s deadline.
        @Test("the launch's warm-up waits for the window's first idle moment", arguments: ["splash", "feed"])
        func launchWarmUpWaitsForIdle(scene: String) throws {
            let figures = try stats(scene: scene)
            let frame = try #require(figures["time to first frame"], "\(figures)")
            let warmUp = try #require(figures["time to launch warm-up"], "no `time to launch warm-up` line: \(figures)")
            if scene == "splash" {
                #expect(warmUp - frame >= 280, "warmed up \(warmUp - frame) ms after the first frame, during the appearance")
            }
            #expect(warmUp - frame <= 1000 + 50, "warmed up \(warmUp - frame) ms after the first frame, after the deadline")
        }

        /// Then each icon's picture, which a press grows, one a slice.
        @Test("the preview pictures its home screen once, after its first frame, then each icon")
        func previewPicturesItsHomeScreenWhileIdle() throws {
            #expect(try idleSlices(scene: "preview") == Double(1 + AppIcon.all.count))
        }

        /// The main content is made in one slice once the splash holds still, and its
        /// picture taken in 2 more (800×600 is two bands), after the frame its pictures'
        /// arrival asked for, which changed no pixel and was not committed.
        @Test("the splash makes its main content and pictures it while idle")
        func splashPreparesItsContentWhileIdle() throws {
            #expect(SnapshotLayer.parts(width: 800, height: 600) == 2)
            #expect(try idleSlices(scene: "splash") == 3)
        }

        @Test("the circle puts nothing off")
        func circlePutsNothingOff() throws {
            #expect(try idleSlices(scene: "circle") == 0)
        }
    }
}
