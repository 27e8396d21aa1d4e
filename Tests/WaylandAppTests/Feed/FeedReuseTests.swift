import Foundation
import Layers
import Testing
import WaylandPlatform
@testable import WaylandApp

/// A long feed keeps a few cells and reuses them: bounded layers, the right city on
/// every card, and no late picture landing on a reused card.
@Suite(.noAnimationLeftRunning) struct FeedReuseTests {
    /// The ten cities of the assets, `times` over: 10 × `times` cards.
    static func longCatalog(times: Int) throws -> [City] {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath)
        return (0..<times).flatMap { round in
            cities.map { City(name: "\($0.name) \(round + 1)", country: $0.country, description: $0.description,
                              picture: $0.picture) }
        }
    }

    private func run(_ cities: [City], width: Double = 1280, height: Double = 720) throws -> (FeedScene, OffscreenRun) {
        let scene = FeedScene(cities: cities, assetsPath: FeedDriver.assetsPath)
        let run = try OffscreenRun(scene: scene, size: Size(width, height), scale: 1, replaysScript: false)
        return (scene, run)
    }

    /// Each cell shows its own card: the name of city `index` and that city's picture.
    private func expectCellsShowTheirCities(_ scene: FeedScene, _ cities: [City]) {
        for cell in scene.collection.cells {
            let city = cities[cell.index]
            #expect(cell.nameLabel.string == city.name, "card \(cell.index)")
            let path = (FeedDriver.assetsPath as NSString).appendingPathComponent(city.picture)
            #expect(cell.picture.phase == .shown(path: path), "card \(cell.index)")
            #expect(cell.pictureLayer.contents != nil && cell.pictureLayer.contents === scene.pipeline.cachedImage(atPath: path, covering: Size(1, 1)))
        }
    }

    @Test("scrolling through 1 000 cities keeps a handful of cells, and each shows its own city")
    func boundedCells() throws {
        let cities = try Self.longCatalog(times: 100)
        let (scene, run) = try run(cities)
        var mostCells = 0
        for page in stride(from: 1, to: cities.count, by: 1) {
            scene.collection.scroll(toPage: page, at: run.mediaNow)
            run.advance(to: .seconds(run.time.seconds + 1.0 / 15))
            mostCells = max(mostCells, scene.collection.cells.count)
            if page % 97 == 0 { expectCellsShowTheirCities(scene, cities) }
        }
        run.advance(to: .seconds(run.time.seconds + 1.5))
        #expect(scene.collection.currentIndex == cities.count - 1)
        // 1280 points show about four cards; one more each side is kept ready.
        #expect(mostCells <= 7, "\(mostCells) cells at once")
        #expect(scene.collection.cellsMade <= 8, "\(scene.collection.cellsMade) cells made for 1 000 cards")
        // Cards and their shadows, and the scroll view's two indicator bars, hidden in the feed.
        let bars = scene.collection.sublayers.filter { $0.name?.hasPrefix("scroll-indicator") == true }
        #expect(bars.count == 2 && bars.allSatisfy(\.isHidden))
        #expect(scene.collection.sublayers.count == 2 * scene.collection.cells.count + 2, "cards and their shadows only")
        expectCellsShowTheirCities(scene, cities)
        // Pictures: the ten files, each decoded once.
        #expect(scene.pipeline.totalDecodes == 10)
    }

    @Test("a card reached by scrolling looks exactly as it does in a feed opened at that card")
    func reusedMatchesFresh() throws {
        let cities = try Self.longCatalog(times: 30)
        let (scrolled, scrolledRun) = try run(cities)
        for page in [4, 123, 124, 299] {
            scrolled.collection.scroll(toPage: page, at: scrolledRun.mediaNow)
            scrolledRun.advance(to: scrolledRun.time + .seconds(2))
            let (fresh, freshRun) = try run(cities)
            fresh.collection.jump(toPage: page)
            freshRun.advance(to: freshRun.time + .seconds(2))
            // Twice: a picture that moved since the last frame is drawn on whole pixels, and
            // exactly in the frame after it stopped (the renderer's settling frame).
            try scrolledRun.render()
            try scrolledRun.render()
            try freshRun.render()
            // Exact but for rounding: a picture's resampled copy, kept from an earlier
            // frame, may have been made at another sub-pixel phase (±2 per channel).
            var differing = 0
            for y in 0..<scrolledRun.target.height {
                for x in 0..<scrolledRun.target.width {
                    let a = scrolledRun.target[x, y], b = freshRun.target[x, y]
                    if Self.channelDelta(a, b) > 2 { differing += 1 }
                }
            }
            if differing > 0 {
                try scrolledRun.target.write(toFile: "/tmp/reuse-scrolled-\(page).png")
                try freshRun.target.write(toFile: "/tmp/reuse-fresh-\(page).png")
            }
            #expect(differing == 0, "card \(page): \(differing) pixels differ (frames in /tmp/reuse-*-\(page).png)")
        }
    }

    /// The largest difference between two pixels' channels.
    static func channelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            worst = max(worst, abs(x - y))
        }
        return worst
    }

    @Test("expanding a card, closing it, going far away and back: the card is collapsed, in place, its own city")
    func expandThenTravel() throws {
        let cities = try Self.longCatalog(times: 50)
        let feed = try FeedDriver(cities: cities)
        feed.tap(feed.center)
        feed.wait(1)
        #expect(feed.cell(0).state == .expanded)
        // Scrolling is off while a card is expanded: the wheel does nothing.
        feed.send(.axis(horizontal: 0, vertical: 10, discrete: InputEvent.AxisSteps(horizontal: 0, vertical: 1)))
        feed.wait(1)
        #expect(feed.collection.currentIndex == 0)
        feed.key(FeedScene.Key.escape)
        feed.wait(1)
        feed.collection.scroll(toPage: 400, at: feed.run.mediaNow)
        feed.wait(3)
        #expect(feed.cell(400).state == .collapsed && feed.cell(400).nameLabel.string == cities[400].name)
        feed.collection.scroll(toPage: 0, at: feed.run.mediaNow)
        feed.wait(3)
        let card = feed.cell(0)
        #expect(card.state == .collapsed && card.frame == feed.layout.cardFrame(at: 0))
        #expect(card.nameLabel.string == cities[0].name && card.descriptionLabel.opacity == 0)
        feed.tap(feed.center)
        feed.wait(1)
        #expect(feed.cell(0).state == .expanded, "the reused card still expands")
        #expect(feed.cell(1).frame.midX == feed.layout.cardFrame(at: 1).midX + 50, "its neighbour moved aside")
    }
}

/// The page dots of a long feed: a window of dots that follows the current card.
@Suite struct PageControlWindowTests {
    @Test("5 000 pages show 11 dots centred on the current one, smaller at ends with more beyond")
    func windowOfDots() {
        let dots = PageControlLayer()
        dots.numberOfPages = 5000
        #expect(dots.sublayers.count == PageControlLayer.maximumDots)
        #expect(dots.firstShownPage == 0 && dots.scale(ofSlot: 0) == 1.25, "the first page, highlighted")
        #expect(dots.scale(ofSlot: 10) == 0.5 && dots.scale(ofSlot: 9) == 0.75, "more pages to the right")
        dots.currentPage = 2500
        #expect(dots.firstShownPage == 2495 && dots.scale(ofSlot: 5) == 1.25)
        #expect(dots.scale(ofSlot: 0) == 0.5 && dots.scale(ofSlot: 1) == 0.75 && dots.scale(ofSlot: 10) == 0.5)
        dots.currentPage = 4999
        #expect(dots.firstShownPage == 4989 && dots.scale(ofSlot: 10) == 1.25 && dots.scale(ofSlot: 0) == 0.5)
        #expect(dots.scale(ofSlot: 9) == 1, "nothing beyond the last page")
    }

    @Test("ten pages show ten dots, all the same size but the current one")
    func fewPages() {
        let dots = PageControlLayer()
        dots.numberOfPages = 10
        dots.currentPage = 3
        #expect(dots.sublayers.count == 10 && dots.firstShownPage == 0)
        #expect((0..<10).map { dots.scale(ofSlot: $0) } == [1, 1, 1, 1.25, 1, 1, 1, 1, 1, 1])
    }
}
