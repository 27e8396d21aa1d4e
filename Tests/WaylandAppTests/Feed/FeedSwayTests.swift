import Foundation
import Layers
import Testing
@testable import WaylandApp
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// The feed in a real window on headless sway, driven by our virtual pointer and
    /// wtype. Each screenshot is compared with the same moment rendered offscreen
    /// (``FeedDriver``): the window must show what the scene computes.
    @Suite("Feed on sway")
    struct FeedSwayTests {
        /// Share of pixels that may differ (text hinting, the pointer's own moment).
        static let budget = 0.01

        /// The assets' ten cities, and the same repeated to 5 000 (cells reused as in a long feed).
        nonisolated static let feeds = [false, true]

        /// The folder to pass as `--assets`, and the cities it lists.
        static func assets(long: Bool) throws -> (path: String, cities: [City]?) {
            guard long else { return (FeedDriver.assetsPath, nil) }
            let assets = try LongFeedAssets()
            return (assets.path, assets.cities)
        }

        @Test("click a card → expanded; Esc → collapsed", arguments: feeds)
        func clickAndEscape(long: Bool) throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let assets = try Self.assets(long: long)
            let app = try AppProcess(["run", "--scene", "feed", "--assets", assets.path, "--echo-input", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            try app.waitForBuffer()
            let window = try sway.window(pid: app.pid)
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let center = (x: window.x + window.width / 2, y: window.y + window.height / 2)

            let expected = try FeedDriver(width: Double(window.width), height: Double(window.height), cities: assets.cities)
            try expectScreen(sway, window, matches: try expected.render(), "the collapsed feed")

            var start = app.lines.count
            try pointer.move(toX: center.x, y: center.y, width: 1280, height: 720)
            try pointer.click()
            try app.waitForLine("`scene card-expanded` after a click", from: start) { $0.hasPrefix("scene card-expanded ") }
            expected.tap(expected.center)
            expected.wait(0.5)
            #expect(expected.cell(0).state == .expanded)
            try expectScreen(sway, window, matches: try expected.render(), "the first card expanded after a click")

            start = app.lines.count
            try sway.type(["-k", "Escape"])
            try app.waitForLine("`scene card-collapsed` after Esc", from: start) { $0.hasPrefix("scene card-collapsed ") }
            expected.key(FeedScene.Key.escape)
            expected.wait(0.5)
            #expect(expected.cell(0).state == .collapsed)
            try expectScreen(sway, window, matches: try expected.render(), "the feed collapsed again after Esc")
        }

        @Test("drag a card up half way → partly expanded while held; drag sideways → the next card snaps into place",
              arguments: feeds)
        func drags(long: Bool) throws {
            let sway = try Sway(width: 1280, height: 720)
            defer { sway.kill() }
            let assets = try Self.assets(long: long)
            let app = try AppProcess(["run", "--scene", "feed", "--assets", assets.path, "--echo-input", "--exit-after", "60"], on: sway)
            defer { app.kill() }
            try app.waitForBuffer()
            let window = try sway.window(pid: app.pid)
            let pointer = try VirtualPointer.heard(by: app, on: sway, window: window)
            let expected = try FeedDriver(width: Double(window.width), height: Double(window.height), cities: assets.cities)
            let center = (x: window.x + window.width / 2, y: window.y + window.height / 2)
            let up = Int((expected.layout.popupOffset / 2).rounded(.down))

            // Up by half the popup offset, held still: the animator waits under the finger.
            try drag(pointer, from: center, dx: 0, dy: -up, steps: 12, release: false)
            usleep(400_000)
            expected.press(expected.center)
            expected.drag(from: expected.center, by: Point(x: 0, y: -Double(up)), steps: 12)
            let fraction = expected.cell(0).animator.fractionComplete
            #expect(abs(fraction - Double(up) / expected.layout.popupOffset) < 1e-9)
            try expectScreen(sway, window, matches: try expected.render(), "a card dragged up half way (\(fraction))")

            // Let go after resting: it carries on expanding; Esc brings it back.
            var start = app.lines.count
            try pointer.button(pressed: false)
            try app.waitForLine("`scene card-expanded` after letting go", from: start) { $0.hasPrefix("scene card-expanded ") }
            start = app.lines.count
            try sway.type(["-k", "Escape"])
            try app.waitForLine("`scene card-collapsed` after Esc", from: start) { $0.hasPrefix("scene card-collapsed ") }
            let offline = try FeedDriver(width: Double(window.width), height: Double(window.height), cities: assets.cities)
            try expectScreen(sway, window, matches: try offline.render(), "the feed collapsed after release and Esc")

            // Sideways by 60 % of a card: released moving, it snaps to the next card.
            let pitch = Int(offline.layout.pitch)
            start = app.lines.count
            try drag(pointer, from: center, dx: -pitch * 6 / 10, dy: 0, steps: 10, release: true)
            let settled = try app.waitForLine("`scene feed-page-1` after the drag", from: start) { $0.hasPrefix("scene feed-page-") }
            #expect(settled.hasPrefix("scene feed-page-1 "), "\(settled)")
            offline.key(FeedScene.Key.right)
            offline.wait(1)
            #expect(offline.collection.contentOffset.x == offline.layout.pitch)
            try expectScreen(sway, window, matches: try offline.render(), "the second card snapped into place")
        }

        /// Moves from `from` by (dx, dy) in `steps` motions 10 ms apart with the left
        /// button held; releases at the end (still moving) when asked.
        private func drag(_ pointer: VirtualPointer, from: (x: Int, y: Int), dx: Int, dy: Int, steps: Int,
                          release: Bool) throws {
            try pointer.move(toX: from.x, y: from.y, width: 1280, height: 720)
            try pointer.button(pressed: true)
            for i in 1...steps {
                usleep(10_000)
                try pointer.move(toX: from.x + dx * i / steps, y: from.y + dy * i / steps, width: 1280, height: 720)
            }
            if release { try pointer.button(pressed: false) }
        }

        /// Takes grim screenshots until the window's part matches `image`: the moments
        /// compared are at rest, but a loaded machine may show them a few frames late.
        /// Records an issue when none matches within `patience` seconds.
        private func expectScreen(_ sway: Sway, _ window: SwayWindow, matches image: Image, _ what: String,
                                  patience: Double = 3, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let allowed = Int(Double(image.width * image.height) * Self.budget)
            var differing = 0
            let path = try sway.screenshot(within: patience) {
                differing = try Self.differingPixels(image, in: PNGImage(contentsOfFile: $0), at: window)
                return differing <= allowed
            }
            if differing <= allowed { return }
            let expectedPath = path.replacingOccurrences(of: ".png", with: "-expected.png")
            try? image.write(toFile: expectedPath)
            let keep = FileManager.default.temporaryDirectory.appendingPathComponent("feed-sway-\(getpid())")
            try? FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
            let kept = keep.appendingPathComponent((path as NSString).lastPathComponent).path
            let keptExpected = keep.appendingPathComponent((expectedPath as NSString).lastPathComponent).path
            try? FileManager.default.removeItem(atPath: kept)
            try? FileManager.default.removeItem(atPath: keptExpected)
            try? FileManager.default.copyItem(atPath: path, toPath: kept)
            try? FileManager.default.copyItem(atPath: expectedPath, toPath: keptExpected)
            let message = "\(what): \(differing) of \(image.width * image.height) pixels differ (allowed \(allowed)); "
                + "screenshot \(kept), expected \(keptExpected)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }

        /// Pixels of `image` that differ by more than 12 in a channel from the window's part of `shot`.
        private static func differingPixels(_ image: Image, in shot: PNGImage, at window: SwayWindow) -> Int {
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    let s = shot.rgb(x: window.x + x, y: window.y + y)
                    for shift: UInt32 in [16, 8, 0] where abs(Int((p >> shift) & 0xFF) - Int((s >> shift) & 0xFF)) > 12 {
                        differing += 1
                        break
                    }
                }
            }
            return differing
        }
    }
}
