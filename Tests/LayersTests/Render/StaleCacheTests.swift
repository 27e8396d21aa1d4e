import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Every cache and occlusion rule of the renderer, caught changing: the cached thing
/// changes between two frames, and the second frame must equal the same tree drawn from
/// scratch, pixel for pixel (scripts/mutations.txt breaks each rule once).
@Suite(.noAnimationLeftRunning) struct StaleCacheTests {
    typealias T = TestSupport

    private static func expectFresh(_ image: Image, _ root: Layer, scale: Double, _ what: Comment) throws {
        let fresh = try T.render(root, width: image.width, height: image.height, scale: scale)
        #expect(T.differingPixels(image, fresh) == 0, what)
    }

    /// The resampled copy of a picture (``ScaledImageCache``) is keyed by the revision of
    /// its pixels: a picture repainted while it holds its scale is resampled again.
    @Test func aRepaintedPictureAtAHeldScaleIsResampledAgain() throws {
        let root = T.root(200, 150, .white)
        let photo = T.layer(Rect(x: 10, y: 12, width: 120, height: 90), .clear, in: root)
        let picture = try T.picture(40, 30)
        picture.isOpaque = true
        photo.contents = picture
        let square = T.layer(Rect(x: 60, y: 52, width: 10, height: 10), Color(hex: 0x000000, alpha: 0.5), in: root)
        let image = try Image(width: 400, height: 300)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image, scale: 2)
        // A second frame that redraws part of the picture draws it directly; a third,
        // its scale held, from a resampled copy.
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0x6F6CEF, alpha: 0.5) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0x6C6FEF, alpha: 0.5) }
        renderer.isProfiling = true
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(try #require(renderer.profile).rows.contains { $0.kind == "SRC picture" }, "the copy was used")
        renderer.isProfiling = false
        for y in 0..<30 { for x in 0..<40 { picture[x, y] = 0xFF00_8040 | UInt32(x * 6) << 16 } }
        picture.pixelsDidChange()
        photo.contentsDidChange()
        // The repaint, then frames that redraw part of the picture: directly, then from its copy.
        for color in [Color(hex: 0xEF6F6C, alpha: 0.5), Color(hex: 0x6CEF6F, alpha: 0.5), Color(hex: 0xEFEF6C, alpha: 0.5)] {
            Transaction.withoutActions { square.backgroundColor = color }
            try renderer.render(root, at: 0, into: image, scale: 2)
            try Self.expectFresh(image, root, scale: 2, "the repainted picture")
        }
    }

    /// A layer's damage compares the clip its ancestors put on it: a child overhanging
    /// its parent loses the overhang when the parent starts clipping.
    @Test func anOverhangIsClearedWhenItsParentStartsClipping() throws {
        let root = T.root(200, 150, .white)
        let parent = T.layer(Rect(x: 20, y: 20, width: 80, height: 60), Color(hex: 0xDDDDDD), in: root)
        T.layer(Rect(x: 50, y: 30, width: 100, height: 60), Color(hex: 0x2040C0), in: parent)
        let image = try Image(width: 200, height: 150)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image)
        parent.masksToBounds = true
        try renderer.render(root, at: 0, into: image)
        try Self.expectFresh(image, root, scale: 1, "the clipped overhang")
    }

    /// A layer clipping its sublayers at `frame`, anchored at its top left corner so that
    /// resizing its bounds keeps that corner in place.
    private static func clipping(_ frame: Rect, _ background: Color, in root: Layer) -> Layer {
        let layer = T.layer(frame, background, in: root)
        Transaction.withoutActions {
            layer.anchorPoint = .zero
            layer.position = frame.origin
            layer.masksToBounds = true
        }
        return layer
    }

    /// A child that itself draws the same keeps its bounds only while its clip holds: a
    /// clipping parent that grows shows more of the child.
    @Test func aGrowingClipShowsMoreOfAnUnchangedChild() throws {
        let root = T.root(200, 150, .white)
        let parent = Self.clipping(Rect(x: 20, y: 20, width: 80, height: 60), Color(hex: 0xDDDDDD), in: root)
        T.layer(Rect(x: 50, y: 10, width: 100, height: 40), Color(hex: 0x2040C0), in: parent)
        let image = try Image(width: 200, height: 150)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image)
        Transaction.withoutActions { parent.bounds.size.width = 170 }
        try renderer.render(root, at: 0, into: image)
        try Self.expectFresh(image, root, scale: 1, "the child shown by the wider clip")
    }

    /// A clip that grows or shrinks over a child that did not change redraws only the
    /// strip it uncovers or covers up (a window handed over a band a frame), and the
    /// frame is what a fresh render draws.
    @Test func aClipThatMovesRedrawsOnlyWhatItUncoversOrCovers() throws {
        let root = T.root(200, 150, .white)
        let window = Self.clipping(Rect(x: 0, y: 0, width: 200, height: 40), .clear, in: root)
        T.layer(Rect(x: 10, y: 5, width: 180, height: 140), Color(hex: 0x2040C0), in: window)
        let image = try Image(width: 200, height: 150)
        let renderer = Renderer(threads: 1)
        try renderer.render(root, at: 0, into: image)
        Transaction.withoutActions { window.bounds.size.height = 90 }
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 10, y: 40, width: 180, height: 50)])
        try Self.expectFresh(image, root, scale: 1, "the child shown by the taller clip")
        Transaction.withoutActions { window.bounds.size.height = 60 }
        #expect(try renderer.render(root, at: 0, into: image) == [PixelRect(x: 10, y: 60, width: 180, height: 30)])
        try Self.expectFresh(image, root, scale: 1, "the child cut by the shorter clip")
    }

    /// A coverage mask is keyed by its shape: a path changed in place gets a new mask.
    @Test func aReshapedPathGetsANewMask() throws {
        let root = T.root(300, 200, .white)
        let shape = ShapeLayer()
        shape.frame = root.bounds
        shape.path = Path(ellipseIn: Rect(x: 10, y: 10, width: 280, height: 180))
        shape.fillColor = Color(hex: 0xC8456F)
        root.addSublayer(shape)
        let image = try Image(width: 600, height: 400)
        let renderer = Renderer(threads: 2)
        try renderer.render(root, at: 0, into: image, scale: 2)
        shape.path = Path(roundedRect: Rect(x: 30, y: 20, width: 240, height: 160), cornerRadius: 40)
        try renderer.render(root, at: 0, into: image, scale: 2)
        try Self.expectFresh(image, root, scale: 2, "the new shape")
    }

    /// An occluder that stops covering (moves away) uncovers what it hid.
    @Test func aMovedOccluderUncoversWhatItHid() throws {
        let root = T.root(200, 150, .white)
        T.layer(Rect(x: 0, y: 0, width: 200, height: 150), Color(hex: 0x4E2A84, alpha: 0.7), in: root)
        let cover = T.layer(Rect(x: 40, y: 30, width: 100, height: 80), Color(hex: 0xF4A261), in: root)
        let image = try Image(width: 400, height: 300)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        try renderer.render(root, at: 0, into: image, scale: 2)
        Transaction.withoutActions { cover.position.x += 37 }
        try renderer.render(root, at: 0, into: image, scale: 2)
        try Self.expectFresh(image, root, scale: 2, "after the cover moved")
        #expect(renderer.statistics.occludedPixels > 0)
    }

    /// A masked layer shows only inside its mask, so its changes damage only there; the
    /// mask moving or growing repaints where it was and where it is.
    @Test func aLayerBehindASmallMaskDamagesOnlyItsMask() throws {
        let root = T.root(300, 200, Color(hex: 0xF4A261))
        let window = T.layer(root.bounds, Color(hex: 0x203040), in: root)
        T.layer(Rect(x: 20, y: 20, width: 200, height: 120), Color(hex: 0xE0E0F0), in: window)
        let hole = ShapeLayer()
        hole.frame = Rect(x: 100, y: 60, width: 40, height: 40)
        hole.path = Path(ellipseIn: hole.bounds)
        hole.fillColor = .black
        window.mask = hole
        let image = try Image(width: 600, height: 400)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        try renderer.render(root, at: 0, into: image, scale: 2)
        // The window scales as the splash's does: only the hole's 80×80 device pixels, 84×84
        // scaled, and a pixel of antialiasing around them show it.
        Transaction.withoutActions { window.transform = AffineTransform(scale: 1.05) }
        let damage = try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(damage.reduce(0) { $0 + $1.area } <= 90 * 90)
        try Self.expectFresh(image, root, scale: 2, "the scaled window through the hole")
        let changes: [(String, () -> Void)] = [
            ("the hole moved", { hole.position.x += 23 }),
            ("the hole grew", { hole.bounds.size = Size(width: 90, height: 70); hole.path = Path(ellipseIn: hole.bounds) }),
            ("the hole shrank", { hole.bounds.size = Size(width: 10, height: 10); hole.path = Path(ellipseIn: hole.bounds) }),
            ("the mask was taken off", { window.mask = nil }),
        ]
        for (what, change) in changes {
            Transaction.withoutActions(change)
            try renderer.render(root, at: 0, into: image, scale: 2)
            try Self.expectFresh(image, root, scale: 2, "\(what)")
        }
    }
}
