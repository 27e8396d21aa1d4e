import Layers
import Testing
@testable import WaylandPlatform

/// The frame's layer tree drawn offscreen: the colours of focus, the title's place and
/// sharpness at scale 2.
@MainActor @Suite struct FrameSceneTests {
    private func render(active: Bool, scale: Double, title: String = "Frame",
                        fonts: FontDatabase = .shared) throws -> (Image, FrameLayout) {
        let layout = FrameLayout(contentSize: LogicalSize(width: 400, height: 200), isFloating: true, capabilities: .all)
        let scene = FrameScene(titleFonts: fonts)
        scene.update(FrameStyle(layout: layout, title: title, isActivated: active, isMaximized: false))
        let size = layout.surfaceSize.scaled(by: scale)
        let image = try Image(width: size.width, height: size.height)
        _ = try Renderer().render(scene.root, at: 0, into: image, scale: scale)
        return (image, layout)
    }

    private func pixel(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels[y * image.stride / 4 + x] & 0xFF_FFFF
    }

    /// Columns of the bar with title-dark pixels, at `scale`.
    private func darkColumns(_ image: Image, _ layout: FrameLayout, scale: Double) -> [Int] {
        let area = layout.titleArea
        var columns: [Int] = []
        for x in Int(area.minX * scale)..<Int(area.maxX * scale) {
            for y in Int(area.minY * scale)..<Int(area.maxY * scale) where pixel(image, x, y) & 0xFF < 0x60 {
                columns.append(x); break
            }
        }
        return columns
    }

    @Test func activeAndInactiveBars() throws {
        let (active, layout) = try render(active: true, scale: 1)
        let (inactive, _) = try render(active: false, scale: 1)
        let x = Int(layout.bar.minX) + 60, y = Int(layout.bar.minY) + 10
        #expect(pixel(active, x, y) == 0xEB_EBEB)
        #expect(pixel(inactive, x, y) == 0xFA_FAFA)
        #expect(!darkColumns(active, layout, scale: 1).isEmpty)
        #expect(darkColumns(inactive, layout, scale: 1).isEmpty, "the backdrop title is dimmed")
    }

    @Test func titleIsCentredAndDrawnAtTheScale() throws {
        let (one, layout) = try render(active: true, scale: 1, title: "Centred Title")
        let (two, _) = try render(active: true, scale: 2, title: "Centred Title")
        let columns1 = darkColumns(one, layout, scale: 1), columns2 = darkColumns(two, layout, scale: 2)
        let (first1, last1) = (try #require(columns1.first, "no title drawn"), try #require(columns1.last))
        let (first2, last2) = (try #require(columns2.first, "no title drawn at 2×"), try #require(columns2.last))
        let centre1 = Double(first1 + last1) / 2
        #expect(abs(centre1 - layout.bar.midX) < 2, "centred at \(centre1), bar centre \(layout.bar.midX)")
        // At scale 2 the text spans twice the pixels, from glyphs rasterized at that size.
        let span1 = Double(last1 - first1), span2 = Double(last2 - first2)
        #expect(abs(span2 - 2 * span1) < 6, "spans \(span1) and \(span2)")
    }

    /// A window that opens before fontconfig has loaded draws its title from font files
    /// found directly (``WindowOptions/titleFonts``), as the system's fonts draw it.
    @Test func titleFromFontFilesNeedsNoFontconfig() throws {
        let fallback = FontDatabase()
        let (fast, layout) = try render(active: true, scale: 1, title: "WaylandApp",
                                        fonts: FontDatabase(files: FontFiles.installed(), fallback: fallback))
        #expect(!fallback.hasLoadedConfiguration)
        let (usual, _) = try render(active: true, scale: 1, title: "WaylandApp")
        #expect(darkColumns(fast, layout, scale: 1) == darkColumns(usual, layout, scale: 1))
    }
}
