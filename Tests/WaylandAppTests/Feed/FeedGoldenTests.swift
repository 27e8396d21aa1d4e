import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// What the feed looks like, pixel for pixel, at 800×500: collapsed, one card expanded,
/// and one scrubbed half way up.
@Suite("Feed goldens", .noAnimationLeftRunning)
struct FeedGoldenTests {
    @Test("the collapsed feed")
    func collapsed() throws {
        let feed = try FeedDriver(width: 800, height: 500)
        try GoldenImage.check(try feed.render(), named: "feed-collapsed")
    }

    @Test("an expanded card")
    func expanded() throws {
        let feed = try FeedDriver(width: 800, height: 500)
        feed.key(FeedScene.Key.right)
        feed.wait(1)
        feed.tap(feed.center)
        feed.wait(0.4)
        #expect(feed.cell(1).state == .expanded)
        try GoldenImage.check(try feed.render(), named: "feed-expanded")
    }

    @Test("a card scrubbed half way")
    func halfScrubbed() throws {
        let feed = try FeedDriver(width: 800, height: 500)
        feed.press(feed.center)
        feed.drag(from: feed.center, by: Point(x: 0, y: -feed.layout.popupOffset / 2), steps: 4)
        #expect(abs(feed.cell(0).animator.fractionComplete - 0.5) < 1e-12)
        try GoldenImage.check(try feed.render(), named: "feed-half-scrubbed")
    }
}
