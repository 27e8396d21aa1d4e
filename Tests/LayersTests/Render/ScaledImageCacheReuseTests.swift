import Testing
@testable import Layers
import AnimationCheck

/// A new copy of a picture takes the memory of its old copy at another sub-pixel place,
/// once no other layer may still draw that one this frame: no fresh pages when a card
/// comes to rest, and no copy taken from a layer that may still draw it.
@MainActor @Suite(.noAnimationLeftRunning) struct ScaledImageCacheReuseTests {
    typealias T = TestSupport

    private static func key(_ image: Image, phase: Int, width: Int = 50) -> ScaledImageCache.Key {
        ScaledImageCache.Key(image: ObjectIdentifier(image), revision: image.revision, scaleX: 2, scaleY: 2,
                             phaseX: phase, phaseY: 0, width: width, height: 40)
    }

    @Test func aCopyDrawnAtOnePlaceIsRefilledForItsPicturesNextPlace() throws {
        let photo = try T.picture(25, 20), other = try T.picture(25, 20)
        let cache = ScaledImageCache(budget: 1 << 30)
        cache.beginFrame(1, budget: 1 << 30)
        let resting = try #require(cache.entry(for: Self.key(photo, phase: 0x4000), source: photo, at: (3, 0)))
        cache.noteFill(resting, PixelRect(x: 0, y: 0, width: 50, height: 40), at: (3, 0))
        // Drawn again in the same frame at the same place (another band of the frame).
        #expect(cache.entry(for: Self.key(photo, phase: 0x4000), source: photo, at: (3, 0)) === resting)
        // Another picture, or the same one at another size, never takes it.
        cache.beginFrame(2, budget: 1 << 30)
        #expect(cache.entry(for: Self.key(other, phase: 0x4000), source: other, at: (3, 0)) !== resting)
        #expect(cache.entry(for: Self.key(photo, phase: 0x2000, width: 51), source: photo, at: (3, 0)) !== resting)
        // It comes to rest elsewhere: the copy only it drew last frame is emptied and refilled.
        let settled = try #require(cache.entry(for: Self.key(photo, phase: 0x6000), source: photo, at: (9, 0)))
        #expect(settled === resting)
        #expect(settled.filled.isEmpty, "nothing of the old place is taken for the new one")
        #expect(cache.count == 3)
    }

    @Test func aCopyDrawnAtTwoPlacesLastFrameIsLeftToTheLayersThatDrawIt() throws {
        let shadow = try T.picture(25, 20)
        let cache = ScaledImageCache(budget: 1 << 30)
        cache.beginFrame(1, budget: 1 << 30)
        let shared = try #require(cache.entry(for: Self.key(shadow, phase: 0x4000), source: shadow, at: (0, 0)))
        #expect(cache.entry(for: Self.key(shadow, phase: 0x4000), source: shadow, at: (60, 0)) === shared)
        // One of the layers moves on: the other may still draw the copy later this frame.
        cache.beginFrame(2, budget: 1 << 30)
        let moved = try #require(cache.entry(for: Self.key(shadow, phase: 0x6000), source: shadow, at: (9, 0)))
        #expect(moved !== shared)
        #expect(cache.entry(for: Self.key(shadow, phase: 0x4000), source: shadow, at: (60, 0)) === shared)
        // Two frames on, nothing drew either copy the frame before: one of them is taken.
        cache.beginFrame(4, budget: 1 << 30)
        let taken = cache.entry(for: Self.key(shadow, phase: 0x2000), source: shadow, at: (9, 0))
        #expect(taken === shared || taken === moved)
        #expect(cache.count == 2)
    }

    /// Two layers show one picture at two places, one of them nudged now and then: at
    /// rest, each frame's pixels are what a fresh renderer draws (a refilled copy that
    /// kept its old place's pixels would show them). A frame that moves it draws it on
    /// whole pixels, by design, so it is not compared.
    @Test func onePictureInTwoLayersStaysRight() throws {
        let root = T.root(220, 120, .white)
        let picture = try T.picture(40, 30)
        picture.isOpaque = true
        let still = T.layer(Rect(x: 4.25, y: 6, width: 100, height: 75), .clear, in: root)
        let moving = T.layer(Rect(x: 110.5, y: 6, width: 100, height: 75), .clear, in: root)
        still.contents = picture
        moving.contents = picture
        let renderer = Renderer(threads: 1)
        let frame = try Image(width: 220, height: 120)
        for step in 0..<12 {
            // Still for three frames, then a nudge: it rests at a new sub-pixel place.
            let nudged = step % 4 == 3
            if nudged { Transaction.withoutActions { moving.position.x += 0.375 } }
            try renderer.render(root, at: 0, into: frame)
            if nudged { continue }
            let fresh = try T.render(root, width: 220, height: 120)
            #expect(T.differingPixels(frame, fresh) == 0, "step \(step)")
        }
    }
}
