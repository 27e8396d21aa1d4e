import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// ``Renderer/coversTargetOpaquely``: whether the last frame left every pixel of the
/// target opaque, which a subsurface declares to the compositor. It must say so only
/// when it is so: a translucent colour, a faded root, a mask, round corners or a gap
/// at the edge leave pixels that are not opaque.
@Suite(.noAnimationLeftRunning) struct CoversTargetOpaquelyTests {
    /// Renders `root` into a fresh 120×80 image; returns the renderer's answer and
    /// whether every pixel really is opaque.
    private func render(_ root: Layer, inOwnSpace: Bool = false) throws -> (covers: Bool, allOpaque: Bool) {
        let renderer = Renderer()
        let image = try Image(width: 120, height: 80)
        try renderer.render(root, at: 0, into: image, scale: 1, inOwnSpace: inOwnSpace)
        return (renderer.coversTargetOpaquely, Self.allOpaque(image))
    }

    private static func allOpaque(_ image: Image) -> Bool {
        for y in 0..<image.height { for x in 0..<image.width where T.alpha(image, x, y) < 255 { return false } }
        return true
    }

    @Test func anOpaqueRootCoversTheTarget() throws {
        let root = T.root(120, 80, .white)
        T.layer(Rect(x: 10, y: 10, width: 20, height: 20), Color(white: 0, alpha: 0.5), in: root)
        let result = try render(root)
        #expect(result.covers && result.allOpaque)
    }

    /// An opaque layer under a clear root covers it too: the cover need not be the root.
    @Test func anOpaqueSublayerOverTheWholeTargetCoversIt() throws {
        let root = T.root(120, 80)
        T.layer(Rect(x: -5, y: -5, width: 130, height: 90), .black, in: root)
        #expect(try render(root).covers)
    }

    @Test func translucentColourIsNoCover() throws {
        let root = T.root(120, 80, Color(white: 1, alpha: 0.9))
        let result = try render(root)
        #expect(!result.covers && !result.allOpaque)
    }

    /// A window fading: its opacity applies to everything in it, the opaque cover included.
    @Test func aFadedRootIsNoCover() throws {
        let root = T.root(120, 80)
        T.layer(Rect(x: 0, y: 0, width: 120, height: 80), .white, in: root)
        root.opacity = 0.5
        let result = try render(root)
        #expect(!result.covers && !result.allOpaque)
    }

    @Test func aGapAtTheEdgeOrRoundCornersAreNoCover() throws {
        let root = T.root(120, 80)
        let cover = T.layer(Rect(x: 1, y: 0, width: 119, height: 80), .white, in: root)
        #expect(try !render(root).covers)
        Transaction.withoutActions { cover.frame = Rect(x: 0, y: 0, width: 120, height: 80); cover.cornerRadius = 6 }
        let result = try render(root)
        #expect(!result.covers && !result.allOpaque)
    }

    /// A masked root (the splash's main window while the hole opens) shows what is
    /// under it outside the mask.
    @Test func aMaskedRootIsNoCover() throws {
        let root = T.root(120, 80, .white)
        let mask = T.layer(Rect(x: 20, y: 20, width: 40, height: 40), .black)
        root.mask = mask
        let result = try render(root)
        #expect(!result.covers && !result.allOpaque)
    }

    /// Drawn in its own space, a window scaled up (left to the compositor) covers the
    /// picture as its untransformed self does.
    @Test func inItsOwnSpaceTheRootsTransformDoesNotCount() throws {
        let root = T.root(120, 80, .white)
        root.transform = AffineTransform(scale: 0.5)
        #expect(try render(root, inOwnSpace: true).covers)
        #expect(try !render(root).covers, "drawn shrunk, the root leaves the target's edges clear")
    }

    /// The answer follows the frames: a frame with nothing to draw keeps it, a change
    /// makes it anew, and a frame drawn in part says no.
    @Test func theAnswerFollowsTheFrames() throws {
        let root = T.root(120, 80, .white)
        let renderer = Renderer()
        let image = try Image(width: 120, height: 80)
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.coversTargetOpaquely)
        #expect(try renderer.render(root, at: 0, into: image).isEmpty)
        #expect(renderer.coversTargetOpaquely, "nothing changed")
        Transaction.withoutActions { root.opacity = 0.99 }
        try renderer.render(root, at: 0, into: image)
        #expect(!renderer.coversTargetOpaquely)
        Transaction.withoutActions { root.opacity = 1 }
        try renderer.render(root, at: 0, into: image)
        #expect(renderer.coversTargetOpaquely)
        try renderer.render(root, at: 0, into: image, region: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!renderer.coversTargetOpaquely)
    }
}
