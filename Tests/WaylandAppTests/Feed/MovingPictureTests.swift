import Foundation
import Layers
import Testing
@testable import WaylandApp

/// While the feed moves (paging, a card expanding), its pictures sit on whole pixels (copies resampled once, not
/// per frame); the difference from the exact frame stays under what shows at 60 Hz.
/// `UPDATE_GOLDENS=1` also writes `docs/moving-vs-exact.png`: a moving frame's card next
/// to the same moment drawn exactly.
@Suite struct MovingPictureTests {
    static let moment = 7.7

    @Test func aFrameInMotionStaysCloseToTheExactOne() throws {
        var options = SceneOptions()
        options.assetsPath = FeedDriver.assetsPath
        let moving = try OffscreenRun(scene: try #require(try SceneCatalog.makeScene("feed", options: options)),
                                      size: Size(width: 800, height: 500), scale: 2)
        moving.advance(to: .seconds(Self.moment - 0.3))
        try moving.render()
        var t = Self.moment - 0.3
        while t < Self.moment - 1e-9 {
            t += OffscreenRun.frameInterval.seconds
            moving.step(to: .seconds(t))
            try moving.render()
        }
        #expect(moving.renderer.isSettling, "the feed is in motion at \(Self.moment) s")
        let exact = try OffscreenRun(scene: try #require(try SceneCatalog.makeScene("feed", options: options)),
                                     size: Size(width: 800, height: 500), scale: 2)
        exact.advance(to: moving.time)
        try exact.render()

        var total = 0, differing = 0
        let a = moving.target, b = exact.target
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = Self.channelDelta(p, q)
                total += d
                if d > 0 { differing += 1 }
            }
        }
        let mean = Double(total) / Double(a.width * a.height)
        #expect(differing > 0, "a moving frame snaps its pictures (it is not the exact frame)")
        #expect(mean < 3, "mean channel difference \(mean) from the exact frame")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" { try Self.writeComparison(a, b) }
    }

    private static func channelDelta(_ p: UInt32, _ q: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [16, 8, 0] {
            let a = Int((p >> shift) & 0xFF), b = Int((q >> shift) & 0xFF)
            worst = max(worst, abs(a - b))
        }
        return worst
    }

    /// The centre card of both frames, side by side.
    private static func writeComparison(_ moving: Image, _ exact: Image) throws {
        let crop = PixelRect(x: 400, y: 150, width: 800, height: 700)
        let sheet = try Image(width: crop.width * 2 + 16, height: crop.height)
        for y in 0..<crop.height {
            for x in 0..<crop.width {
                sheet[x, y] = moving[crop.x + x, crop.y + y]
                sheet[crop.width + 16 + x, y] = exact[crop.x + x, crop.y + y]
            }
        }
        try sheet.write(toFile: FeedDriver.repositoryRoot.appendingPathComponent("docs/moving-vs-exact.png").path)
    }
}
