import Layers
import Testing
@testable import WaylandApp

/// `run` gives the scenes it makes the fonts found without fontconfig
/// (``SceneOptions/launchFonts``); each scene `--scene` launches into must set every text
/// layer of its first frame with them, or that frame waits for fontconfig and Pango
/// (``CircleLaunchFontsTests``, ``PreviewLaunchFontsTests``, ``FeedLaunchFontsTests``).
@MainActor
@Suite struct SceneCatalogLaunchFontsTests {
    @Test(arguments: ["feed", "circle", "preview"])
    func theCatalogSetsTheScenesTextWithTheLaunchFonts(scene name: String) throws {
        var options = SceneOptions()
        let fonts = FontDatabase(files: FontFiles.installed(), fallback: FontDatabase())
        options.launchFonts = fonts
        let scene = try #require(try SceneCatalog.makeScene(name, options: options))
        let texts = LaunchFontsFrames.textLayers(in: scene.root)
        #expect(!texts.isEmpty)
        #expect(texts.allSatisfy { $0.fontDatabase === fonts },
                "\(texts.count { $0.fontDatabase !== fonts }) of \(texts.count) text layers of \(name) set with other fonts")
    }
}
