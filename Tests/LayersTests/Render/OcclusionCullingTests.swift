import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Composites hidden by later opaque ones are taken out of the frame, and the frame's
/// pixels stay exactly those of the frame drawn without culling.
@Suite(.noAnimationLeftRunning) struct OcclusionCullingTests {
    typealias T = TestSupport

    /// A gradient screen, a translucent card on it and an opaque picture over half of both.
    private static func scene() throws -> (root: Layer, picture: Layer, card: Layer) {
        let root = T.root(320, 200, .black)
        let gradient = GradientLayer()
        gradient.frame = root.bounds
        gradient.colors = [Color(hex: 0x1C1B4D), Color(hex: 0xF4A261)]
        root.addSublayer(gradient)
        let card = T.layer(Rect(x: 40, y: 30, width: 200, height: 120), Color(hex: 0xFFFFFF, alpha: 0.6), in: root)
        let picture = T.layer(Rect(x: 100, y: 20, width: 180, height: 150), .clear, in: root)
        let image = try T.picture(60, 50)
        image.isOpaque = true
        picture.contents = image
        return (root, picture, card)
    }

    private static func draw(_ root: Layer, culling: Bool, threads: Int = 1) throws -> (Image, Renderer) {
        let image = try Image(width: 640, height: 400)
        let renderer = Renderer(threads: threads)
        renderer.parallelThreshold = 0
        renderer.cullsOccludedPixels = culling
        try renderer.render(root, at: 0, into: image, scale: 2)
        return (image, renderer)
    }

    @Test(arguments: [1, 2, 3]) func aCulledFrameHasTheSamePixels(threads: Int) throws {
        let (root, _, _) = try Self.scene()
        let (plain, plainRenderer) = try Self.draw(root, culling: false, threads: threads)
        let (culled, renderer) = try Self.draw(root, culling: true, threads: threads)
        #expect(T.differingPixels(plain, culled) == 0)
        #expect(plainRenderer.statistics.occludedPixels == 0)
        // The picture (360×300 device pixels, opaque, copied with SRC) hides the gradient
        // and the card under it: at least the gradient's pixels there are not drawn.
        #expect(renderer.statistics.occludedPixels >= 360 * 300)
    }

    @Test func whatAnOccluderStopsHidingIsDrawnAgain() throws {
        let (root, picture, card) = try Self.scene()
        let image = try Image(width: 640, height: 400)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        try renderer.render(root, at: 0, into: image, scale: 2)
        // The picture turns translucent, then the card under it changes colour.
        Transaction.withoutActions { picture.opacity = 0.5 }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.differingPixels(image, try Self.draw(root, culling: false).0) == 0)
        Transaction.withoutActions { card.backgroundColor = Color(hex: 0x00FF00, alpha: 0.6) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.differingPixels(image, try Self.draw(root, culling: false).0) == 0)
        #expect(renderer.statistics.occludedPixels == 0, "a translucent picture hides nothing")
    }

    @Test func aCompositeCutAroundAnOccluderDrawsTheRestUnchanged() throws {
        // An opaque square in the middle of a translucent fill: the fill is drawn as the
        // pieces around it.
        let root = T.root(320, 200, .white)
        T.layer(Rect(x: 0, y: 0, width: 320, height: 200), Color(hex: 0x336699, alpha: 0.5), in: root)
        T.layer(Rect(x: 30, y: 30, width: 40, height: 40), Color(hex: 0xCC0000), in: root)
        let (plain, _) = try Self.draw(root, culling: false)
        let (culled, renderer) = try Self.draw(root, culling: true)
        #expect(T.differingPixels(plain, culled) == 0)
        // The white background and the translucent fill under the square. A rectangle is
        // filled as its inside and a ring of one-pixel edge pieces (``RectCoverage``): the
        // inside, 78 × 78 device pixels, and the top and bottom edges stacked onto it
        // occlude (the left and right edges are too thin to be worth it).
        #expect(renderer.statistics.occludedPixels == 2 * 78 * 80)
    }

    /// Offscreen passes (group opacity, a mask layer, a rounded clip) clear and fill
    /// images the frame reads later: nothing drawn there hides anything on the target.
    @Test func offscreenPassesHideNothing() throws {
        let root = T.root(320, 200, Color(hex: 0x203040))
        let group = T.layer(Rect(x: 20, y: 20, width: 200, height: 140), .clear, in: root)
        group.opacity = 0.7
        T.layer(Rect(x: 0, y: 0, width: 150, height: 100), Color(hex: 0xC8456F), in: group)
        T.layer(Rect(x: 50, y: 40, width: 150, height: 100), Color(hex: 0xF4A261), in: group)
        let masked = T.layer(Rect(x: 140, y: 60, width: 160, height: 120), Color(hex: 0x4E2A84), in: root)
        let mask = T.layer(Rect(x: 10, y: 10, width: 140, height: 100), .white)
        mask.cornerRadius = 30
        masked.mask = mask
        let clipped = T.layer(Rect(x: 10, y: 100, width: 120, height: 90), Color(hex: 0xEEEEEE), in: root)
        clipped.cornerRadius = 20
        clipped.masksToBounds = true
        T.layer(Rect(x: -10, y: -10, width: 140, height: 60), Color(hex: 0x1C1B4D), in: clipped)
        let (plain, _) = try Self.draw(root, culling: false, threads: 2)
        let (culled, _) = try Self.draw(root, culling: true, threads: 2)
        #expect(T.differingPixels(plain, culled) == 0)
    }

    @Test func aFrameReadingItsOwnTargetIsNotCulled() throws {
        let target = try Image(width: 64, height: 64), other = try Image(width: 64, height: 64)
        let whole = PixelRect(x: 0, y: 0, width: 64, height: 64)
        let compositor = Compositor(), culling = OcclusionCulling()
        compositor.fill(whole, color: 0xFF00_00FF, in: target)
        compositor.draw(target, over: whole, in: other)
        compositor.fill(whole, color: 0xFFFF_0000, in: target)
        culling.cull(compositor.list, target: target.views)
        #expect(compositor.list.operations.count == 3, "the second composite reads what the first drew")
        compositor.list.removeAll()
        compositor.fill(whole, color: 0xFF00_00FF, in: target)
        compositor.fill(whole, color: 0xFFFF_0000, in: target)
        culling.cull(compositor.list, target: target.views)
        #expect(compositor.list.operations.count == 1, "the first fill is hidden by the second")
        #expect(culling.culledPixels == 64 * 64)
    }

    /// A big shape's solid strips (16 rows each, too small alone to be worth keeping as
    /// occluders) stack into one: what they hide together is culled.
    @Test func stackedStripsOccludeTogether() throws {
        let target = try Image(width: 200, height: 200)
        let compositor = Compositor(), culling = OcclusionCulling()
        compositor.fill(PixelRect(x: 0, y: 0, width: 200, height: 200), color: 0xFF00_00FF, in: target)
        for y in stride(from: 0, to: 200, by: 10) {
            compositor.fill(PixelRect(x: 20, y: y, width: 140, height: 10), color: 0xFFFF_0000, in: target)
        }
        #expect(140 * 10 < OcclusionCulling.minimumArea, "each strip alone is too small")
        culling.cull(compositor.list, target: target.views)
        #expect(culling.culledPixels == 140 * 200)
        #expect(compositor.list.operations.count == 22, "the fill is cut to its two sides; the strips stay")
        // Strips with gaps between them do not stack: what shows between them is drawn.
        compositor.list.removeAll()
        compositor.fill(PixelRect(x: 0, y: 0, width: 200, height: 200), color: 0xFF00_00FF, in: target)
        for y in stride(from: 0, to: 200, by: 20) {
            compositor.fill(PixelRect(x: 20, y: y, width: 140, height: 10), color: 0xFFFF_0000, in: target)
        }
        culling.cull(compositor.list, target: target.views)
        #expect(culling.culledPixels == 0)
    }
}
