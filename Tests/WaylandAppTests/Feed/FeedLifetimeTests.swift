import Layers
import Testing
@testable import WaylandApp

/// A feed let go of while a card expands or collapses is freed with its cards. The card
/// owns the animator whose completion runs when the change ends, and the feed holds the
/// card: a completion holding the feed or its collection would keep the whole feed, its
/// cards and their decoded pictures, for the rest of the run.
@Suite struct FeedLifetimeTests {
    private struct Dropped {
        weak var scene: FeedScene?
        weak var card: CityCardCell?
        var running: Bool
    }

    /// Runs the feed, does `act` to its current card, lets the change run 0.15 s, and drops it.
    private static func drop(after act: (FeedDriver) -> Void) throws -> Dropped {
        var dropped = Dropped(running: false)
        try {
            let feed = try FeedDriver(width: 640, height: 400)
            feed.wait(0.1)
            act(feed)
            feed.wait(0.15)
            let card = feed.cell(0)
            dropped = Dropped(scene: feed.scene, card: card, running: card.animator.isRunning)
        }()
        return dropped
    }

    @Test func aFeedDroppedWhileACardExpandsIsFreed() throws {
        let dropped = try Self.drop { $0.tap($0.center) }
        #expect(dropped.running, "the card was not expanding when the feed was dropped")
        #expect(dropped.scene == nil, "a feed dropped mid-expand outlived its last reference")
        #expect(dropped.card == nil, "a card dropped mid-expand outlived its feed")
    }

    @Test func aFeedDroppedWhileACardCollapsesIsFreed() throws {
        let dropped = try Self.drop { feed in
            feed.tap(feed.center)
            feed.wait(2)
            feed.key(FeedScene.Key.escape)
        }
        #expect(dropped.running, "the card was not collapsing when the feed was dropped")
        #expect(dropped.scene == nil, "a feed dropped mid-collapse outlived its last reference")
        #expect(dropped.card == nil, "a card dropped mid-collapse outlived its feed")
    }
}
