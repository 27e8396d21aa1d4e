import Layers
import Testing
@testable import WaylandApp

/// `run --scene preview` sets its text (the header, the icons' names, the menu's rows)
/// with fonts found without fontconfig, as the splash and the feed do: fontconfig and
/// Pango load after the first frame. On weston at 1920×1080 the preview's first commit
/// came 40 ms after `execve` against the reference client's 17 ms.
@MainActor
@Suite struct PreviewLaunchFontsTests {
    @Test func theFirstFrameSetsItsTextWithoutFontconfigAsTheSystemFontsDo() throws {
        var menuRows: [TextLayer] = []
        var launchFonts: FontDatabase?
        let frames = try LaunchFontsFrames(size: Size(1280, 720)) { fonts in
            let scene = PreviewScene(fonts: fonts)
            if launchFonts == nil {
                launchFonts = fonts
                menuRows = LaunchFontsFrames.textLayers(in: scene.menu.layer)
            }
            return scene
        }
        // On screen: the header's title and hint, one name per icon.
        let expected = 2 + AppIcon.all.count
        #expect(frames.textLayerCount == expected && frames.textLayersWithOtherFonts == 0,
                "\(frames.textLayersWithOtherFonts) of \(frames.textLayerCount) text layers set with other fonts")
        // The menu, laid out as the scene is made and shown at the first press.
        #expect(menuRows.count == PreviewMenu.actions.count && menuRows.allSatisfy { $0.fontDatabase === launchFonts },
                "the menu's rows are not set with the launch's fonts")
        #expect(!frames.neededFontconfig, "the preview's first frame needed fontconfig")
        #expect(frames.textPixels > 1000, "\(frames.textPixels) pixels of text: the labels are not drawn")
        #expect(frames.differingFromSystemFonts * 1000 <= frames.pixelCount,
                "\(frames.differingFromSystemFonts) pixels differ from the system fonts' frame")
    }
}
