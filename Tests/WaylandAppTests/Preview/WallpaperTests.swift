import Testing
import Layers
@testable import WaylandApp
import AnimationCheck

/// The wallpaper scaled up once at layout is, pixel for pixel, what drawing the small
/// picture scaled up every frame gave, and it is marked opaque so nothing is drawn under it.
@MainActor @Suite(.noAnimationLeftRunning) struct WallpaperTests {
    @Test(arguments: [1.0, 2.0, 1.5])
    func theFullSizeWallpaperIsTheSmallOneDrawnLarger(scale: Double) throws {
        // Whole pixels at every scale, as a window's buffer is.
        let size = Size(width: 202, height: 118)
        let full = try Wallpaper.image(for: size, scale: scale, renderer: Renderer(threads: 1))
        #expect(full.width == Int(202 * scale) && full.height == Int(118 * scale))
        #expect(full.isOpaque)
        // A window showing each, drawn by the renderer.
        func window(showing picture: Image) throws -> Image {
            let root = Layer()
            let layer = Layer()
            Transaction.withoutActions {
                root.frame = Rect(0, 0, size.width, size.height)
                layer.frame = root.bounds
                layer.contentsGravity = .resize
                layer.contents = picture
                root.addSublayer(layer)
            }
            let image = try Image(width: full.width, height: full.height)
            try Renderer(threads: 2).render(root, at: 0, into: image, scale: scale)
            return image
        }
        let before = try window(showing: Wallpaper.image(for: size)), after = try window(showing: full)
        var differing = 0
        for y in 0..<before.height { for x in 0..<before.width where before[x, y] != after[x, y] { differing += 1 } }
        #expect(differing == 0)
    }
}
