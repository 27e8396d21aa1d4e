import Layers
import Testing
@testable import WaylandApp

/// `run --scene circle` sets its labels with fonts found without fontconfig, as the
/// splash and the feed do: fontconfig and Pango load after the first frame. On weston at
/// 1920×1080 the circle's first commit came 29 ms after `execve` against the reference
/// client's 21 ms, most of it fontconfig's configuration and Pango's font map.
@MainActor
@Suite struct CircleLaunchFontsTests {
    @Test func theFirstFrameSetsItsLabelsWithoutFontconfigAsTheSystemFontsDo() throws {
        let frames = try LaunchFontsFrames(size: Size(1280, 720)) { CircleScene(fonts: $0) }
        #expect(frames.textLayerCount == 3 && frames.textLayersWithOtherFonts == 0,
                "\(frames.textLayersWithOtherFonts) of \(frames.textLayerCount) labels set with other fonts")
        #expect(!frames.neededFontconfig, "the circle's first frame needed fontconfig")
        #expect(frames.textPixels > 300, "\(frames.textPixels) pixels of text: the labels are not drawn")
        #expect(frames.differingFromSystemFonts * 1000 <= frames.pixelCount,
                "\(frames.differingFromSystemFonts) pixels differ from the system fonts' frame")
    }
}
