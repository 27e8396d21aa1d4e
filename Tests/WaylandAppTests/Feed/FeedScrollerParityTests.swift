import Layers
import Testing
@testable import WaylandApp

/// The library's scroll view, configured as the feed pages (a linear projection of
/// 0.22 s, an uncapped spring of ω = 13, rest within 0.025 points and 2 points per
/// second, cards a pitch apart), shows the offset FeedScroller shows at every frame of a
/// release: moving the feed onto the library keeps its goldens.
@MainActor
@Suite("Feed scrolling on the library's scroll view")
struct FeedScrollerParityTests {
    static let width = 390.0, pitch = 330.0, count = 10

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
        // Released far past the start, flung back in: the page comes from where the drag
        // asked for (−300), not from where the rubber band shows the content (−116).
        Release(page: 0, translation: 300, velocity: -1500),
    ]

    @Test(arguments: releases)
    func everyFrameOfAReleaseMatches(_ release: Release) {
        var feed = FeedScroller()
        feed.pitch = Self.pitch
        feed.count = Self.count
        feed.viewWidth = Self.width
        feed.jump(toPage: release.page)

        let root = Layer(frame: Rect(x: 0, y: 0, width: Self.width, height: 600))
        let view = ScrollView(frame: Rect(x: 0, y: 0, width: Self.width, height: 600))
        view.contentSize = Size(width: Double(Self.count - 1) * Self.pitch + Self.width, height: 600)
        view.isPagingEnabled = true
        view.paging = .linear(projection: .seconds(0.22), pageSize: Size(width: Self.pitch, height: 600))
        root.addSublayer(view)
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        view.contentOffset = Point(x: Double(release.page) * Self.pitch, y: 0)

        feed.beginDrag(at: 0)
        view.beginDragging(at: 0)
        for i in 1...5 {
            let t = MediaTime(seconds: Double(i) * 0.02), moved = release.translation * Double(i) / 5
            feed.drag(translation: moved, at: t)
            view.drag(translation: Point(x: moved, y: 0), at: t)
            #expect(abs(view.contentOffset.x - feed.offset) < 1e-9, "dragging: \(view.contentOffset.x) against \(feed.offset)")
        }
        feed.endDrag(velocity: release.velocity, at: 0.1)
        view.endDragging(velocity: Point(x: release.velocity, y: 0), at: 0.1)
        var time = 0.1, frames = 0
        while frames < 600 {
            let feedMoves = feed.update(at: MediaTime(seconds: time))
            let viewMoves = host.update(at: MediaTime(seconds: time)) && view.isDecelerating
            #expect(abs(view.contentOffset.x - feed.offset) < 1e-9,
                    "at \(time) s: \(view.contentOffset.x) against \(feed.offset)")
            #expect(feedMoves == view.isDecelerating, "both still move, or both rest, at \(time) s")
            if !feedMoves && !viewMoves { break }
            time += 1.0 / 60
            frames += 1
        }
        #expect(view.contentOffset.x == Double(feed.page) * Self.pitch)
        _ = host
    }
}
