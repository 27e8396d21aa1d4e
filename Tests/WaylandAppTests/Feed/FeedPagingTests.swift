import Foundation
import Layers
import Testing
@testable import WaylandApp

/// The feed pages on the library's scroll view exactly as its own scroller did before
/// it (the settle its goldens and tests were made with), checked against that settle in
/// closed form at every frame of a drag and its release:
///
/// - a drag shows UIScrollView's rubber band past the ends, (1 − 1/(x·0.55/d + 1))·d
///   for a pull of x in a feed d points wide;
/// - a release projects its velocity 0.22 s ahead from where the drag asked for (the
///   band left out), takes the card nearest, at most one from the card the drag began
///   on, and springs there critically damped, ω = 13 rad/s:
///   x(t) = target + (x₀ + (v₀ + ωx₀)t)e^(−ωt), starting with no push when released past an end;
/// - the first frame closer than 0.025 points and slower than 2 points per second shows
///   the card exactly, and announces `feed-page-N`.
@MainActor
@Suite("Feed paging on the library's scroll view")
struct FeedPagingTests {
    /// A 1280×720 feed: cards 363 points apart.
    static let width = 1280.0, height = 720.0, count = 10

    struct Release: Sendable, CustomTestStringConvertible {
        var page: Int
        var translation: Double
        var velocity: Double
        var testDescription: String { "page \(page), moved \(translation), released at \(velocity)" }
    }

    nonisolated static let releases: [Release] = [
        Release(page: 3, translation: -40, velocity: 0), Release(page: 3, translation: -120, velocity: -900),
        Release(page: 3, translation: 60, velocity: 2500), Release(page: 0, translation: 150, velocity: 800),
        Release(page: 9, translation: -200, velocity: -3000), Release(page: 5, translation: -20, velocity: -12_000),
        Release(page: 5, translation: 170, velocity: 40), Release(page: 1, translation: -300, velocity: 400),
        // Released far past the start, flung back in: the card comes from where the drag
        // asked for (−300), not from where the rubber band shows the content.
        Release(page: 0, translation: 300, velocity: -1500),
    ]

    /// UIScrollView's rubber band over the feed's range.
    static func shown(_ raw: Double, maximum: Double) -> Double {
        func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / width + 1)) * width }
        if raw < 0 { return -band(-raw) }
        if raw > maximum { return maximum + band(raw - maximum) }
        return raw
    }

    @Test(arguments: releases)
    func everyFrameOfADragAndItsReleaseIsTheFeedsSettle(_ release: Release) {
        let events = SceneEvents()
        var heard: [(name: String, frame: Int)] = []
        var frame = -1
        events.listener = { moment, _ in heard.append((moment.description, frame)) }
        let root = Layer(frame: Rect(x: 0, y: 0, width: Self.width, height: Self.height))
        let feed = FeedCollectionLayer(events: events)
        root.addSublayer(feed)
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        // Building the feed is no change to animate, as in the scene.
        Transaction.withoutActions {
            feed.reloadData(numberOfItems: Self.count)
            feed.apply(frame: root.bounds, scale: 1)
            feed.jump(toPage: release.page)
        }
        let pitch = feed.layout.pitch, maximum = Double(Self.count - 1) * pitch
        #expect(pitch == 363)

        let start = Double(release.page) * pitch
        feed.beginDragging(at: 0)
        for i in 1...5 {
            let t = MediaTime(seconds: Double(i) * 0.02), moved = release.translation * Double(i) / 5
            feed.drag(translation: Point(x: moved, y: 0), at: t)
            let expected = Self.shown(start - moved, maximum: maximum)
            #expect(abs(feed.contentOffset.x - expected) < 1e-9, "dragging: \(feed.contentOffset.x) against \(expected)")
        }
        feed.endDragging(velocity: Point(x: release.velocity, y: 0), at: 0.1)

        let raw = start - release.translation, velocity = -release.velocity
        let nearest = Int(((raw + velocity * 0.22) / pitch).rounded())
        let page = min(max(min(max(nearest, release.page - 1), release.page + 1), 0), Self.count - 1)
        #expect(feed.currentIndex == page, "the card is chosen at the release")
        let target = Double(page) * pitch, from = Self.shown(raw, maximum: maximum)
        let a = from - target, b = (from >= 0 && from <= maximum ? velocity : 0) + 13 * a
        var resting = false, restFrame = 0
        for k in 0..<240 where !resting {
            frame = k
            let t = Double(k) / 60, time = MediaTime(seconds: 0.1 + t)
            host.update(at: time)
            let decay = exp(-13 * t)
            let x = target + (a + b * t) * decay, v = (b - 13 * (a + b * t)) * decay
            resting = abs(x - target) < 0.025 && abs(v) < 2
            let expected = resting ? target : x
            #expect(abs(feed.contentOffset.x - expected) < 1e-9, "at \(t) s: \(feed.contentOffset.x) against \(expected)")
            #expect(feed.isDecelerating == !resting, "moving until the frame it rests, at \(t) s")
            restFrame = k
        }
        #expect(resting && feed.contentOffset.x == target)
        if restFrame > 0 {
            #expect(heard.map(\.name) == ["feed-page-\(page)"] && heard.first?.frame == restFrame,
                    "announced once, in the frame it rests: \(heard)")
        }
        #expect(!host.update(at: MediaTime(seconds: 0.2 + Double(restFrame) / 60)), "nothing steps once at rest")
    }
}
