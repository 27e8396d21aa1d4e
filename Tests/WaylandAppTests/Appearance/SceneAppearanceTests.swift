import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// The scenes in dark and high contrast, as rendered pixels: dark backgrounds are
/// libadwaita's #242424, cards #383838; a live switch cross-fades them through the tree's
/// own animations (half way at 0.125 s), or shows at once under reduced motion.
@MainActor
@Suite("Scene appearance", .serialized, .noAnimationLeftRunning)
struct SceneAppearanceTests {
    static let size = Size(width: 480, height: 270)

    static func options(_ appearance: Appearance) -> SceneOptions {
        var options = SplashTestSupport.options()
        options.appearance = appearance
        return options
    }

    /// `name` made with `appearance`, rendered at `t` seconds at `scale`.
    static func render(_ name: String, _ appearance: Appearance, at t: Double = 0.5, scale: Double = 1) throws
        -> (OffscreenRun, Image) {
        let options = Self.options(appearance)
        let scene = try #require(try SceneCatalog.makeScene(name, options: options))
        let run = try OffscreenRun(scene: scene, size: size, scale: scale, motion: options)
        run.advance(to: .seconds(t))
        try run.render()
        return (run, run.target)
    }

    /// 0xRRGGBB of an opaque pixel (the renderer's premultiplied ARGB).
    static func rgb(_ image: Image, _ x: Int, _ y: Int) -> UInt32 { image[x, y] & 0xFF_FFFF }

    static func isNear(_ a: UInt32, _ b: UInt32, _ tolerance: Int = 2) -> Bool {
        for shift: UInt32 in [0, 8, 16] {
            let x = Int((a >> shift) & 0xFF), y = Int((b >> shift) & 0xFF)
            if abs(x - y) > tolerance { return false }
        }
        return true
    }

    @Test("dark renders dark: the background of the feed, the circle and the gallery is #242424, at 1x and 2x",
          arguments: ["feed", "circle", "gallery", "cities"], [1.0, 2.0])
    func darkBackground(name: String, scale: Double) throws {
        let (_, image) = try Self.render(name, .dark, scale: scale)
        let corner = Self.rgb(image, 2, 2)
        #expect(Self.isNear(corner, 0x242424), "\(name) corner: \(String(corner, radix: 16))")
        let (_, light) = try Self.render(name, .light, scale: scale)
        #expect(!Self.isNear(Self.rgb(light, 2, 2), 0x242424), "light stays light")
    }

    @Test("the cities list is a #303030 surface in dark, white in light, and rows made while scrolling take the dark")
    func citiesList() throws {
        let (run, image) = try Self.render("cities", .dark)
        let x = image.width - 8, y = Int(CitiesScene.headerHeight) + 30
        #expect(Self.isNear(Self.rgb(image, x, y), 0x303030), "list: \(String(Self.rgb(image, x, y), radix: 16))")
        let (_, light) = try Self.render("cities", .light)
        #expect(Self.isNear(Self.rgb(light, x, y), 0xFFFFFF))
        let scene = try #require(run.scene as? CitiesScene)
        scene.list.setContentOffset(Point(x: 0, y: 40 * CityRowCell.height), animated: false)
        run.advance(to: .seconds(0.6))
        let rows = scene.list.visibleCells.values.compactMap { $0 as? CityRowCell }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.palette?.isDark == true }, "reused rows are dark")
    }

    @Test("the feed's cards are #383838 in dark, its text light: more than a thousand near-white text pixels on cards")
    func darkCards() throws {
        let (run, image) = try Self.render("feed", .dark)
        let feed = try #require(run.scene as? FeedScene)
        let card = try #require(feed.collection.visibleCells.values.min { $0.frame.minX < $1.frame.minX })
        #expect(card.backgroundColor == Color(hex: 0x383838))
        let frame = card.convert(card.bounds, to: feed.root)
        // The caption strip under the picture: card colour and the name's light text.
        var cardPixels = 0, lightText = 0
        for y in Int(frame.maxY - CityCardCell.captionHeight + 4)..<Int(frame.maxY - 4) {
            for x in Int(frame.minX + 4)..<Int(frame.maxX - 4) {
                let pixel = Self.rgb(image, x, y)
                if Self.isNear(pixel, 0x383838) { cardPixels += 1 }
                if pixel >> 16 & 0xFF > 0xC0 { lightText += 1 }
            }
        }
        #expect(cardPixels > 2000, "card pixels: \(cardPixels)")
        #expect(lightText > 100, "light text pixels: \(lightText)")
    }

    @Test("high contrast borders the feed's cards and makes their names full white")
    func highContrastBorders() throws {
        let (run, _) = try Self.render("feed", Appearance(style: .dark, contrast: .high))
        let feed = try #require(run.scene as? FeedScene)
        for card in feed.collection.visibleCells.values {
            #expect(card.borderWidth > 0 && card.borderColor.alpha >= 0.5)
            #expect(card.nameLabel.foregroundColor == .white)
        }
    }

    @Test("a live switch cross-fades the feed's background: half way at 0.125 s, dark at 0.25 s, then idle")
    func crossFade() throws {
        let (run, _) = try Self.render("feed", .light)
        let start = run.time
        run.host.appearance = .dark
        run.advance(to: start + .seconds(0.125))
        try run.render()
        let half = Self.rgb(run.target, 2, 2)
        let shown = try #require(run.scene as? FeedScene).collection.visibleCells.values
        #expect(!shown.isEmpty && shown.allSatisfy { $0.backgroundColor == Color(hex: 0x383838) },
                "the cards already on screen switch too")
        #expect(shown.allSatisfy { $0.presentationState(at: run.mediaNow.seconds).backgroundColor.red > 0.3 },
                "… cross-fading from white")
        // F3EFE9 and 242424 meet at 8B8A86 (ease-in-ease-out is symmetric).
        #expect(Self.isNear(half, 0x8C8A87, 3), "half way: \(String(half, radix: 16))")
        run.advance(to: start + .seconds(0.3))
        try run.render()
        #expect(Self.isNear(Self.rgb(run.target, 2, 2), 0x242424))
        let feed = try #require(run.scene as? FeedScene)
        #expect(feed.root.animationKeys.isEmpty && feed.header.titleLabel.animationKeys.isEmpty,
                "the cross-fade's animations are gone once it is over")
        #expect(feed.collection.visibleCells.values.allSatisfy { $0.animationKeys.isEmpty })
    }

    @Test("under reduced motion the switch shows on the next frame")
    func reducedMotionSwitch() throws {
        let (run, _) = try Self.render("feed", .light)
        run.host.reducesMotion = true
        run.host.appearance = .dark
        run.advance(to: .seconds(run.time.seconds + 1.0 / 60))
        try run.render()
        #expect(Self.isNear(Self.rgb(run.target, 2, 2), 0x242424))
    }

    @Test("the splash's feed, made after the splash appears, is dark too")
    func splashMainContent() throws {
        let (_, image) = try Self.render("splash", .dark, at: SplashTestSupport.delay + 1.2)
        #expect(Self.isNear(Self.rgb(image, 2, 2), 0x242424), "\(String(Self.rgb(image, 2, 2), radix: 16))")
    }

    @Test("the preview's menu is a dark card with light rows")
    func previewMenu() throws {
        let options = Self.options(.dark)
        let scene = try #require(try SceneCatalog.makeScene("preview", options: options) as? PreviewScene)
        #expect(scene.menu.layer.backgroundColor.red < 0.25)
    }
}
