import Layers
import Testing
@testable import WaylandApp

/// `run --scene feed` sets the feed's first frame with fonts found without fontconfig
/// (``SceneOptions/launchFonts``), as the splash does: fontconfig and Pango load after
/// the first frame, on a thread of their own. The frame must look as the system's
/// fonts draw it, and must not start fontconfig.
@MainActor
@Suite struct FeedLaunchFontsTests {
    func render(fonts: FontDatabase) throws -> Image {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath)
        let scene = FeedScene(cities: cities, assetsPath: FeedDriver.assetsPath, fonts: fonts)
        let run = try OffscreenRun(scene: scene, size: Size(1280, 720), scale: 1, replaysScript: false)
        try run.render()
        // Every text of the feed (title, hint, the cards' names, countries, descriptions
        // and placeholders) is set with the fonts it was given.
        var texts: [TextLayer] = []
        func collect(_ layer: Layer) {
            if let text = layer as? TextLayer { texts.append(text) }
            layer.sublayers.forEach(collect)
        }
        collect(scene.root)
        #expect(texts.count >= 2 + 3 * 4, "\(texts.count) text layers")
        #expect(texts.allSatisfy { $0.fontDatabase === fonts }, "a text layer set with other fonts")
        return run.target
    }

    @Test func theFirstFrameSetsItsTextWithoutFontconfigAsTheSystemFontsDo() throws {
        let fallback = FontDatabase()
        let fast = try render(fonts: FontDatabase(files: FontFiles.installed(), fallback: fallback))
        #expect(!fallback.hasLoadedConfiguration, "the feed's first frame needed fontconfig")
        let usual = try render(fonts: .shared)
        var differing = 0, dark = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width {
                let a = fast.pixels[y * fast.stride / 4 + x], b = usual.pixels[y * usual.stride / 4 + x]
                if a != b { differing += 1 }
                // The title's and the cards' names: near-black text on the light page and cards.
                if (a & 0xFF) < 0x40 && ((a >> 8) & 0xFF) < 0x40 && ((a >> 16) & 0xFF) < 0x40 { dark += 1 }
            }
        }
        #expect(dark > 1000, "\(dark) dark pixels: no title or names drawn")
        #expect(differing * 1000 <= fast.width * fast.height, "\(differing) pixels differ from the system fonts' frame")
    }
}
