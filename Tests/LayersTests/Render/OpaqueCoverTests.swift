import Foundation
import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Painting starts at the topmost layer that covers a damaged rectangle with opaque
/// colour: what is under it is never drawn (and its masks never made).
@Suite(.noAnimationLeftRunning) struct OpaqueCoverTests {
    /// A star under a full-size layer of `coverColor`, over a red screen.
    private func scene(coverColor: Color, cornerRadius: Double = 0) -> (root: Layer, cover: Layer) {
        let root = T.root(120, 80, .red)
        let star = ShapeLayer()
        star.path = T.star(in: Rect(x: 0, y: 0, width: 60, height: 60))
        star.fillColor = .white
        star.frame = Rect(x: 30, y: 10, width: 60, height: 60)
        root.addSublayer(star)
        let cover = T.layer(Rect(x: 0, y: 0, width: 120, height: 80), coverColor, in: root)
        cover.cornerRadius = cornerRadius
        T.layer(Rect(x: 10, y: 10, width: 20, height: 20), .blue, in: cover)
        return (root, cover)
    }

    @Test func nothingUnderAnOpaqueCoverIsDrawn() throws {
        let (root, _) = scene(coverColor: .black)
        let renderer = Renderer()
        let image = try Image(width: 120, height: 80)
        // Garbage where the frame goes: the cover must paint over every pixel of it.
        for y in 0..<80 { for x in 0..<120 { image.pixels[y * image.stride / 4 + x] = 0xFF00_FF00 } }
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.maskCacheMisses == 0, "the star under the cover was rasterized")
        #expect(image[60, 40] == 0xFF00_0000 && image[15, 15] == 0xFF00_00FF && image[100, 70] == 0xFF00_0000)
    }

    @Test(arguments: [(Color(white: 0, alpha: 0.5), 0.0), (Color.black, 8.0)])
    func translucentOrRoundedLayersAreNoCover(color: Color, cornerRadius: Double) throws {
        let (root, _) = scene(coverColor: color, cornerRadius: cornerRadius)
        let renderer = Renderer()
        let image = try Image(width: 120, height: 80)
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.statistics.maskCacheMisses > 0)
        // Where the cover does not hide it, the red screen shows: through the translucent
        // black, or in the rounded corner.
        let corner = T.channels(image[cornerRadius > 0 ? 0 : 60, 0])
        #expect(corner.r > 100)
    }
}
