import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// The frame that first shows an opaque picture at a scale resamples it into a copy when
/// it needs at most ``LayerPainter/firstSightPixels`` of it (a card coming into view),
/// and draws a bigger one directly (a frame-sized backdrop: its copy's pages would fault
/// in that frame). A first-sight copy is provisional: a picture that moves on sits on
/// whole pixels, as it would drawn directly.
@Suite(.noAnimationLeftRunning) struct ScaledImageCacheFirstSightTests {
    typealias T = TestSupport

    /// A `width × height`-point layer at a fractional place showing an opaque picture a
    /// quarter of its size in each direction, under a small translucent square.
    private static func scene(width: Double, height: Double) throws -> (root: Layer, photo: Layer, square: Layer) {
        let root = T.root(width + 20, height + 20, .white)
        let photo = T.layer(Rect(x: 10.3, y: 12.6, width: width, height: height), .clear, in: root)
        let picture = try T.picture(Int(width / 4), Int(height / 4))
        picture.isOpaque = true
        photo.contents = picture
        let square = T.layer(Rect(x: 30, y: 30, width: 10, height: 10), Color(hex: 0x000000, alpha: 0.5), in: root)
        return (root, photo, square)
    }

    @Test func aSmallNewPictureIsResampledIntoACopyTheFrameThatShowsIt() throws {
        let (root, _, _) = try Self.scene(width: 104, height: 78)
        let (renderer, image, kinds) = try ScaledImageCacheTests.firstFrame(of: root, width: 248, height: 196)
        #expect(kinds.contains { ScaledImageCacheTests.resamples($0) } && kinds.contains("SRC picture"), "\(kinds)")
        #expect(renderer.statistics.cachedImages == 1)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 248, height: 196, scale: 2)) <= 1)
    }

    @Test func aBigNewPictureIsDrawnDirectlyOnceThenCopied() throws {
        // 1 048 device pixels square: more than the first sight's 1 << 20.
        let (root, _, square) = try Self.scene(width: 524, height: 524)
        #expect(1048 * 1048 > LayerPainter.firstSightPixels)
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 1088, height: 1088)
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 0, "drawn directly")
        Transaction.withoutActions { square.frame = Rect(x: 0, y: 0, width: 544, height: 544) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 1, "held for a second frame: copied")
        #expect(T.worstChannelDelta(image, try T.render(root, width: 1088, height: 1088, scale: 2)) <= 1)
    }

    /// A picture shown at rest after its first frame keeps its copy's sub-pixel place
    /// when it starts to move: it rested there. (One that moves on at once sits on whole
    /// pixels: `ScaledImageCacheTests.aMovingPictureSitsOnWholePixelsAndLandsExactly`.)
    @Test func aFirstSightCopyDrawnAtRestBecomesThePlaceThePictureRested() throws {
        let (root, photo, square) = try Self.scene(width: 104, height: 78)
        Transaction.withoutActions { square.frame = Rect(x: 0, y: 0, width: 124, height: 98) }
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 248, height: 196)
        try renderer.render(root, at: 0, into: image, scale: 2)
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0xEF6F6C, alpha: 0.5) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        // Moving now, it is drawn from that copy, whole pixels away from where it rested.
        let rested = photo.frame.minX * 2 - (photo.frame.minX * 2).rounded()
        Transaction.withoutActions { photo.position.x += 0.37 }
        try renderer.render(root, at: 0, into: image, scale: 2)
        let exact = photo.frame.minX * 2
        let moved = photo.position
        photo.position.x += ((exact - rested).rounded() + rested - exact) / 2
        let expected = try T.render(root, width: 248, height: 196, scale: 2)
        photo.position = moved
        #expect(T.worstChannelDelta(image, expected) <= 1)
    }
}
