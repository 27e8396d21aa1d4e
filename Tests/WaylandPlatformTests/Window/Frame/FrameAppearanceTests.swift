import Layers
import Testing
@testable import WaylandPlatform

/// The title bar in dark and high contrast, drawn offscreen: libadwaita's dark header bar
/// (#303030 focused, #242424 in the backdrop) with a light title, and a stronger outline
/// and title in high contrast.
@MainActor @Suite struct FrameAppearanceTests {
    private func render(_ appearance: Appearance, active: Bool = true, scale: Double = 1) throws -> (Image, FrameLayout) {
        let layout = FrameLayout(contentSize: LogicalSize(width: 400, height: 200), isFloating: true, capabilities: .all)
        let scene = FrameScene()
        scene.update(FrameStyle(layout: layout, title: "Frame", isActivated: active, isMaximized: false,
                                appearance: appearance))
        let size = layout.surfaceSize.scaled(by: scale)
        let image = try Image(width: size.width, height: size.height)
        _ = try Renderer().render(scene.root, at: 0, into: image, scale: scale)
        return (image, layout)
    }

    private func pixel(_ image: Image, _ x: Int, _ y: Int) -> UInt32 {
        image.pixels[y * image.stride / 4 + x] & 0xFF_FFFF
    }

    /// Pixels of the title area brighter than 0xC0: the title's light ink on a dark bar.
    private func lightTitlePixels(_ image: Image, _ layout: FrameLayout, scale: Double) -> Int {
        let area = layout.titleArea
        var count = 0
        for x in Int(area.minX * scale)..<Int(area.maxX * scale) {
            for y in Int(area.minY * scale)..<Int(area.maxY * scale) where pixel(image, x, y) & 0xFF > 0xC0 { count += 1 }
        }
        return count
    }

    @Test("dark: #303030 focused, #242424 in the backdrop, at 1x and 2x", arguments: [1.0, 2.0])
    func darkBars(scale: Double) throws {
        let (active, layout) = try render(.dark, scale: scale)
        let (inactive, _) = try render(.dark, active: false, scale: scale)
        let x = Int((layout.bar.minX + 60) * scale), y = Int((layout.bar.minY + 10) * scale)
        #expect(pixel(active, x, y) == 0x30_3030)
        #expect(pixel(inactive, x, y) == 0x24_2424)
        #expect(lightTitlePixels(active, layout, scale: scale) > Int(20 * scale * scale), "a light title")
    }

    @Test("high contrast: a full-white title, and more of it than the normal dark one's")
    func highContrastTitle() throws {
        let (normal, layout) = try render(.dark)
        let (high, _) = try render(Appearance(style: .dark, contrast: .high))
        #expect(lightTitlePixels(high, layout, scale: 1) > lightTitlePixels(normal, layout, scale: 1))
        let style = FrameStyle(layout: layout, title: "", isActivated: true, isMaximized: false,
                               appearance: Appearance(contrast: .high))
        #expect(style.foreground == Color(white: 0, alpha: 1))
        #expect(style.outlineColor.alpha == 0.5)
    }
}
