import Layers
import Testing
@testable import WaylandApp

/// `run` draws the splash's first frames with fonts found without fontconfig
/// (``SceneOptions/launchFonts``): they must look as the system's fonts draw them, and
/// must not start fontconfig.
@MainActor
@Suite struct SplashLaunchFontsTests {
    /// Scene time 0.2 s: the tagline has faded in and is sliding up.
    static let moment = 0.2

    func render(launchFonts: FontDatabase?) throws -> Image {
        var options = SplashTestSupport.options()
        options.launchFonts = launchFonts
        let scene = SplashScene(options: options, mainContent: { _ in SolidContent() })
        let run = try OffscreenRun(scene: scene, size: SplashTestSupport.size, scale: 2)
        run.advance(to: .seconds(Self.moment))
        try run.render()
        return run.target
    }

    @Test func theFirstFramesDrawTheTaglineWithoutFontconfigAsTheSystemFontsDo() throws {
        let fallback = FontDatabase()
        let fast = try render(launchFonts: FontDatabase(files: FontFiles.installed(), fallback: fallback))
        #expect(!fallback.hasLoadedConfiguration, "the tagline needed fontconfig")
        let usual = try render(launchFonts: nil)
        var differing = 0, bright = 0
        for y in 0..<fast.height {
            for x in 0..<fast.width {
                let a = fast.pixels[y * fast.stride / 4 + x], b = usual.pixels[y * usual.stride / 4 + x]
                if a != b { differing += 1 }
                // The tagline's white glyphs over the gradient.
                if (a & 0xFF) > 0xE0 && ((a >> 8) & 0xFF) > 0xE0 { bright += 1 }
            }
        }
        #expect(bright > 200, "\(bright) bright pixels: no tagline or logo drawn")
        #expect(differing * 1000 <= fast.width * fast.height, "\(differing) pixels differ from the system fonts' frame")
    }
}
