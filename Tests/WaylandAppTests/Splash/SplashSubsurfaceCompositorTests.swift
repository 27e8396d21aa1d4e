import Foundation
import Layers
import Testing
@testable import WaylandApp
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// `run --subsurfaces`: the splash's three window levels in subsurfaces of their own,
    /// blended by a real compositor. What is on screen must be what the one-surface
    /// render computes; the app must say what happened to the levels; input must still
    /// reach the scene through the window's own surface.
    @Suite("Splash in subsurfaces")
    struct SplashSubsurfaceCompositorTests {
        typealias Support = SplashTestSupport
        static let size = Size(width: 1280, height: 720)
        static let delay = 1.5
        /// Share of pixels that may differ from the offscreen render (text hinting).
        static let budget = 0.01

        @Test("on weston: the splash, then the feed, as rendered offscreen; levels created, unmapped at alpha 0, destroyed")
        func weston() throws {
            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            // The content alone: compared with the content rendered offscreen.
            let app = try AppProcess(["run", "--subsurfaces", "--seed", "3", "--size", "1280x720", "--decorations", "none",
                                      "--splash-delay", "\(Self.delay)", "--exit-after", "20"], on: weston)
            defer { app.kill() }
            try app.waitForLine("three levels") { $0 == "subsurfaces 3" }
            try app.waitForLine("the foreground splash mapped") { $0.hasPrefix("level mapped foreground splash") }
            try app.waitForBuffer()
            Thread.sleep(forTimeInterval: 0.6)  // the appearance is over; the splash is still until the delay

            let (scene, run) = try Support.run(size: Self.size, delay: Self.delay)
            run.advance(to: .seconds(1.0))
            try run.render()
            #expect(scene.phase == .presented)
            try expect(try weston.screenshot(), at: (0, 0), matches: run.target,
                       "the splash in subsurfaces on weston", app)

            try app.waitForLine("the splash finished", timeout: 10) { $0.hasPrefix("scene splash-finished") }
            try app.waitForLine("the splash levels destroyed") { $0 == "subsurfaces 1" }
            Thread.sleep(forTimeInterval: 0.3)
            run.advance(to: .seconds(Self.delay + 1.5))
            try run.render()
            #expect(scene.phase == .finished)
            try expect(try weston.screenshot(), at: (0, 0), matches: run.target,
                       "the feed after the splash, in a subsurface on weston", app)
            try Self.expectLevelLines(app.lines, app)
        }

        @Test("on sway: the splash and the feed as rendered offscreen; clicks reach the window through the levels")
        func sway() throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let app = try AppProcess(["run", "--subsurfaces", "--seed", "3", "--echo-input", "--splash-delay", "\(Self.delay)",
                                      "--exit-after", "20"], on: sway)
            defer { app.kill() }
            try app.waitForLine("the foreground splash mapped") { $0.hasPrefix("level mapped foreground splash") }
            try app.waitForBuffer()
            let window = try sway.window(pid: app.pid)
            // A click on the middle of the window lands on the logo's level, which takes no
            // input: the window's own surface gets it, at window coordinates. (sway has to see
            // the motion before the click, as in SwayAppTests.)
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let before = app.lines.count
            try pointer.move(toX: window.x + 640, y: window.y + 380, width: 1280, height: 720)
            _ = try app.waitForLine("the motion to (640, 380)", from: before) { $0 == "pointer-motion 640 380" }
            try pointer.click()
            _ = try app.waitForLine("the click at (640, 380)", from: before) { $0 == "pointer-button 272 pressed 640 380" }

            Thread.sleep(forTimeInterval: 0.6)

            let (scene, run) = try Support.run(size: Size(width: Double(window.width), height: Double(window.height)),
                                               delay: Self.delay)
            run.advance(to: .seconds(1.0))
            try run.render()
            #expect(scene.phase == .presented)
            try expect(try sway.screenshot(), at: (window.x, window.y), matches: run.target,
                       "the splash in subsurfaces on sway", app)

            try app.waitForLine("the splash finished", timeout: 10) { $0.hasPrefix("scene splash-finished") }
            Thread.sleep(forTimeInterval: 0.3)
            run.advance(to: .seconds(Self.delay + 1.5))
            try run.render()
            try expect(try sway.screenshot(), at: (window.x, window.y), matches: run.target,
                       "the feed after the splash, in a subsurface on sway", app)

            // The feed in the main level takes clicks through the window's surface: a tap
            // on the middle card expands it, as it does offscreen.
            let start = app.lines.count
            try pointer.move(toX: window.x + window.width / 2, y: window.y + window.height / 2, width: 1280, height: 720)
            _ = try app.waitForLine("the motion to the card", from: start) { $0.hasPrefix("pointer-motion") }
            try pointer.click()
            _ = try app.waitForLine("the click on the card", from: start) { $0.hasPrefix("pointer-button 272 released") }
            Thread.sleep(forTimeInterval: 0.7)
            let feed = try FeedDriver(width: Double(window.width), height: Double(window.height))
            feed.tap(feed.center)
            feed.wait(0.5)
            #expect(feed.cell(0).state == .expanded)
            try expect(try sway.screenshot(), at: (window.x, window.y), matches: try feed.render(),
                       "the card expanded by a click through the levels on sway", app)
            try Self.expectLevelLines(app.lines, app)
        }

        /// Each splash level was created; the foreground one was unmapped when it went to
        /// alpha 0, before the finish; the main one was scaled by the compositor while it
        /// opened; both splash levels were destroyed after the finish.
        static func expectLevelLines(_ lines: [String], _ app: AppProcess,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
            func index(_ line: String) -> Int? { lines.firstIndex { $0.hasPrefix(line) } }
            for name in ["background splash (normal − 1)", "main (normal)", "foreground splash (normal + 1)"] {
                #expect(index("level created \(name)") != nil, "no `level created \(name)`\n\(app.transcript)",
                        sourceLocation: sourceLocation)
            }
            let dismissing = try #require(index("scene splash-dismissing"), sourceLocation: sourceLocation)
            let finished = try #require(index("scene splash-finished"), sourceLocation: sourceLocation)
            let unmapped = try #require(index("level unmapped foreground splash"), "\(app.transcript)", sourceLocation: sourceLocation)
            #expect(unmapped > dismissing && unmapped < finished, "unmapped at line \(unmapped), dismissal \(dismissing), finish \(finished)",
                    sourceLocation: sourceLocation)
            // Under the opaque foreground splash the other two levels are covered: drawn
            // while the window idles, and mapped only when the dismissal uncovers them.
            for name in ["background splash", "main"] {
                let mapped = try #require(index("level mapped \(name)"), "\(app.transcript)", sourceLocation: sourceLocation)
                #expect(mapped > dismissing, "\(name) mapped at line \(mapped), dismissal at \(dismissing)", sourceLocation: sourceLocation)
            }
            // The main window's scale (1.05 → 1) is the compositor's, through a viewport.
            let cropped = try #require(index("level cropped main (normal)"), "\(app.transcript)", sourceLocation: sourceLocation)
            let uncropped = try #require(index("level uncropped main (normal)"), "\(app.transcript)", sourceLocation: sourceLocation)
            #expect(cropped > dismissing && uncropped > cropped,
                    "cropped at line \(cropped), uncropped at \(uncropped), dismissal \(dismissing), finish \(finished)",
                    sourceLocation: sourceLocation)
            for name in ["background splash", "foreground splash"] {
                let destroyed = try #require(index("level destroyed \(name)"), "\(app.transcript)", sourceLocation: sourceLocation)
                #expect(destroyed > finished, "\(name) destroyed at line \(destroyed), finish at \(finished)", sourceLocation: sourceLocation)
            }
            // The main level stays until the window goes (after the statistics, when the app quits).
            if let destroyed = index("level destroyed main") {
                #expect(destroyed > (index("frames committed") ?? lines.count), "the main level destroyed at line \(destroyed)",
                        sourceLocation: sourceLocation)
            }
        }

        /// Compares the part of the screenshot at `path` at `origin` with `image`, channel by
        /// channel (±12); on failure both are kept in a folder the message names.
        private func expect(_ path: String, at origin: (x: Int, y: Int), matches image: Image, _ what: String,
                            _ app: AppProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let shot = try PNGImage(contentsOfFile: path)
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y], s = shot.rgb(x: origin.x + x, y: origin.y + y)
                    for shift: UInt32 in [16, 8, 0] where abs(Int((p >> shift) & 0xFF) - Int((s >> shift) & 0xFF)) > 12 {
                        differing += 1
                        break
                    }
                }
            }
            let allowed = Int(Double(image.width * image.height) * Self.budget)
            guard differing > allowed else { return }
            let keep = FileManager.default.temporaryDirectory.appendingPathComponent("splash-subsurfaces-\(getpid())")
            try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
            let name = what.replacingOccurrences(of: " ", with: "-")
            let expected = keep.appendingPathComponent("\(name)-expected.png").path
            let kept = keep.appendingPathComponent("\(name)-screenshot.png").path
            try? image.write(toFile: expected)
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.copyItem(atPath: path, toPath: kept)
            Issue.record(Comment(rawValue: "\(what): \(differing) of \(image.width * image.height) pixels differ "
                                 + "(allowed \(allowed)); screenshot \(kept), expected \(expected)\n\(app.transcript)"),
                         sourceLocation: sourceLocation)
        }
    }
}
