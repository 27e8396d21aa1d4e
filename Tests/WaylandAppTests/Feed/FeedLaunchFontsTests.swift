import Layers
import Testing
@testable import WaylandApp

/// `run --scene feed` sets the feed's first frame with fonts found without fontconfig
/// (``SceneOptions/launchFonts``), as the splash does: fontconfig and Pango load after
/// the first frame, on a thread of their own. The frame must look as the system's
/// fonts draw it, and must not start fontconfig.
@MainActor
@Suite struct FeedLaunchFontsTests {
    @Test func theFirstFrameSetsItsTextWithoutFontconfigAsTheSystemFontsDo() throws {
        let cities = try CityCatalog.load(fromAssets: FeedDriver.assetsPath)
        let frames = try LaunchFontsFrames(size: Size(1280, 720)) {
            FeedScene(cities: cities, assetsPath: FeedDriver.assetsPath, fonts: $0)
        }
        // Every text of the feed (title, hint, the cards' names, countries, descriptions
        // and placeholders) is set with the fonts it was given.
        #expect(frames.textLayerCount >= 2 + 3 * 4, "\(frames.textLayerCount) text layers")
        #expect(frames.textLayersWithOtherFonts == 0, "a text layer set with other fonts")
        #expect(!frames.neededFontconfig, "the feed's first frame needed fontconfig")
        // The title's and the cards' names: near-black text on the light page and cards.
        let fast = frames.frame
        var dark = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width {
                let a = fast.pixels[y * fast.stride / 4 + x]
                if (a & 0xFF) < 0x40 && ((a >> 8) & 0xFF) < 0x40 && ((a >> 16) & 0xFF) < 0x40 { dark += 1 }
            }
        }
        #expect(dark > 1000, "\(dark) dark pixels: no title or names drawn")
        #expect(frames.differingFromSystemFonts * 1000 <= frames.pixelCount,
                "\(frames.differingFromSystemFonts) pixels differ from the system fonts' frame")
    }
}
