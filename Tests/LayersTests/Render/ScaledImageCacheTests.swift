import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Pictures drawn again at the scale they held come from a resampled copy; moving ones
/// sit on whole pixels and land exactly once they stop.
@Suite(.noAnimationLeftRunning) struct ScaledImageCacheTests {
    /// A kind of composite that resamples a picture into a copy: pixman's bilinear, or
    /// the renderer's own loops that give its pixels (``BilinearScale``, ``QuarterUpscale``).
    static func resamples(_ kind: String) -> Bool { kind.hasPrefix("SRC picture·bilinear") }

    typealias T = TestSupport

    /// `root` drawn once at scale 2 into a `width` × `height` image by a profiling
    /// one-thread renderer, and the kinds of composite that frame made.
    static func firstFrame(of root: Layer, width: Int, height: Int) throws
        -> (renderer: Renderer, image: Image, kinds: Set<String>) {
        let renderer = Renderer(threads: 1)
        renderer.isProfiling = true
        let image = try Image(width: width, height: height)
        try renderer.render(root, at: 0, into: image, scale: 2)
        return (renderer, image, Set(try #require(renderer.profile).rows.map(\.kind)))
    }

    /// A picture scaled 2.6× at a fractional place, under a small square that changes.
    private static func scene(opaque: Bool) throws -> (root: Layer, photo: Layer, square: Layer) {
        let root = T.root(200, 150, .white)
        let photo = T.layer(Rect(x: 10.3, y: 12.6, width: 104, height: 78), .clear, in: root)
        let picture = try T.picture(40, 30)
        picture.isOpaque = opaque
        photo.contents = picture
        let square = T.layer(Rect(x: 60, y: 52, width: 10, height: 10), Color(hex: 0x000000, alpha: 0.5), in: root)
        return (root, photo, square)
    }

    /// A renderer that drew `root` at scale 2 three times, `square` changing colour over
    /// the held picture: the picture is in a copy now.
    private static func copiedAtRest(_ root: Layer, _ square: Layer) throws -> (Renderer, Image) {
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 400, height: 300)
        try renderer.render(root, at: 0, into: image, scale: 2)
        for color in [Color(hex: 0x6FEF6C, alpha: 0.5), Color(hex: 0xEF6F6C, alpha: 0.5)] {
            Transaction.withoutActions { square.backgroundColor = color }
            try renderer.render(root, at: 0, into: image, scale: 2)
        }
        #expect(renderer.statistics.cachedImages == 1)
        return (renderer, image)
    }

    @Test(arguments: [true, false]) func aRedrawAtAHeldScaleCopiesTheCachedResampling(opaque: Bool) throws {
        let (root, _, square) = try Self.scene(opaque: opaque)
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 400, height: 300)
        // (A picture this small is copied from its first frame on, opaque or not:
        // profile both.)
        renderer.isProfiling = true
        try renderer.render(root, at: 0, into: image, scale: 2)
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0x6FEF6C, alpha: 0.5) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 1)
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0xEF6F6C, alpha: 0.5) }
        let damage = try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(!damage.isEmpty)
        #expect(renderer.statistics.cachedImages == 1)
        let kinds = Set(try #require(renderer.profile).rows.map(\.kind))
        #expect(kinds.contains { Self.resamples($0) }, "the copy was filled by resampling: \(kinds)")
        #expect(kinds.contains(opaque ? "SRC picture" : "OVER picture"), "and drawn as a plain copy: \(kinds)")
        // The same frame drawn from scratch (directly, bilinear from the original).
        let fresh = try T.render(root, width: 400, height: 300, scale: 2)
        #expect(T.worstChannelDelta(image, fresh) <= 1)
    }

    /// A new picture shown faded is resampled into a copy on its first frame, which is
    /// then faded as a plain copy: pixman's bilinear through a fade is the slow kind.
    /// The pixels are the picture resampled, faded over what is under it.
    @Test func aNewPictureShownFadedIsResampledIntoACopyAtOnce() throws {
        let (root, photo, square) = try Self.scene(opaque: true)
        square.isHidden = true
        let direct = try T.render(root, width: 400, height: 300, scale: 2)
        photo.opacity = 0.6
        let (renderer, image, kinds) = try Self.firstFrame(of: root, width: 400, height: 300)
        #expect(kinds.contains { Self.resamples($0) } && kinds.contains("OVER picture through alpha"), "\(kinds)")
        #expect(!kinds.contains("OVER picture·bilinear through alpha"), "\(kinds)")
        #expect(renderer.statistics.cachedImages == 1)
        // Each pixel: 0.6 of the opaque picture drawn directly over white.
        var worst = 0
        for y in stride(from: 0, to: 300, by: 3) {
            for x in stride(from: 0, to: 400, by: 3) {
                let p = T.channels(image[x, y]), q = T.channels(direct[x, y])
                for (a, b) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                    worst = max(worst, abs(a - Int((0.6 * Double(b) + 0.4 * 255).rounded())))
                }
            }
        }
        #expect(worst <= 2, "worst channel difference \(worst)")
    }

    @Test func aMovingPictureSitsOnWholePixelsAndLandsExactly() throws {
        let (root, photo, _) = try Self.scene(opaque: true)
        let renderer = Renderer(threads: 2)
        let image = try Image(width: 400, height: 300)
        try renderer.render(root, at: 0, into: image, scale: 2)
        for step in 1...4 {
            Transaction.withoutActions { photo.position.x += 0.37 }
            try renderer.render(root, at: 0, into: image, scale: 2)
            #expect(renderer.isSettling, "step \(step): a moving picture asks for a settling frame")
        }
        // In motion: the picture as if placed at its nearest whole device pixel.
        let exact = (x: photo.frame.minX * 2, y: photo.frame.minY * 2)
        // (Layers in no hosted tree change at once: no animation to wait for.)
        let moved = photo.position
        photo.position.x += (exact.x.rounded() - exact.x) / 2
        photo.position.y += (exact.y.rounded() - exact.y) / 2
        let snapped = try T.render(root, width: 400, height: 300, scale: 2)
        photo.position = moved
        #expect(T.worstChannelDelta(image, snapped) <= 1)
        // Stopped: the next frame redraws it at its exact place.
        let settle = try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(!settle.isEmpty)
        #expect(!renderer.isSettling)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1)
        #expect(try renderer.render(root, at: 0, into: image, scale: 2).isEmpty, "then it is idle")
    }

    /// A picture that rested (with a copy at its sub-pixel place) and starts to move is
    /// drawn from that copy, whole pixels away, within half a pixel of its exact place:
    /// nothing is resampled while it moves. Once it stops, it is drawn exactly again.
    @Test func aPictureThatStartsToMoveIsCopiedFromWhereItRested() throws {
        let (root, photo, square) = try Self.scene(opaque: true)
        // The square covers the picture, so that its changes redraw all of it at rest.
        Transaction.withoutActions { square.frame = Rect(x: 0, y: 0, width: 150, height: 120) }
        let (renderer, image) = try Self.copiedAtRest(root, square)
        // At rest its left edge is at 10.3 points, 20.6 device pixels: a phase of 0.6 − 1.
        let rested = photo.frame.minX * 2 - (photo.frame.minX * 2).rounded()
        for step in 1...3 {
            Transaction.withoutActions { photo.position.x += 0.37 }
            renderer.isProfiling = true
            try renderer.render(root, at: 0, into: image, scale: 2)
            let kinds = Set(try #require(renderer.profile).rows.map(\.kind))
            renderer.isProfiling = false
            #expect(!kinds.contains { Self.resamples($0) }, "step \(step): only copied, \(kinds)")
            #expect(renderer.statistics.cachedImages == 1)
            // The picture as if it stood at the place nearest its own with the rested phase
            // (it moves across only: its rows keep theirs).
            let exact = photo.frame.minX * 2
            let shown = (exact - rested).rounded() + rested
            #expect(abs(shown - exact) <= 0.5)
            let moved = photo.position
            photo.position.x += (shown - exact) / 2
            let expected = try T.render(root, width: 400, height: 300, scale: 2)
            photo.position = moved
            #expect(T.worstChannelDelta(image, expected) <= 1, "step \(step)")
        }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(!renderer.isSettling)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1)
    }

    @Test func aScaleThatAnimatesResamplesTheOriginalEveryFrame() throws {
        let (root, photo, _) = try Self.scene(opaque: true)
        let renderer = Renderer(threads: 1)
        renderer.isProfiling = true
        let image = try Image(width: 400, height: 300)
        // The first frame shows a new picture, small enough to be copied at once.
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 1)
        renderer.isProfiling = true
        for step in 1..<4 {
            Transaction.withoutActions { photo.bounds.size.width = 104 + Double(step) * 3 }
            try renderer.render(root, at: 0, into: image, scale: 2)
        }
        let kinds = Set(try #require(renderer.profile).rows.map(\.kind))
        #expect(!kinds.contains("SRC picture"), "no copy is made for a size seen once: \(kinds)")
        #expect(renderer.statistics.cachedImages == 1, "nor kept")
    }

    /// An opaque picture whose scale stops changing is drawn directly the frame it stops
    /// (a card grown to fill a 4K window may never be drawn again), and copied from the
    /// frame after, once it held.
    @Test func anOpaquePictureThatJustStoppedIsDrawnDirectlyOnce() throws {
        let (root, photo, square) = try Self.scene(opaque: true)
        Transaction.withoutActions { square.frame = Rect(x: 0, y: 0, width: 150, height: 120) }
        let renderer = Renderer(threads: 1)
        let image = try Image(width: 400, height: 300)
        for step in 0..<3 {
            Transaction.withoutActions { photo.bounds.size.width = 104 + Double(step) * 3 }
            try renderer.render(root, at: 0, into: image, scale: 2)
        }
        #expect(renderer.statistics.cachedImages == 1, "the first size's copy, made at first sight")
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0x6FEF6C, alpha: 0.5) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 1, "just stopped: drawn directly")
        Transaction.withoutActions { square.backgroundColor = Color(hex: 0xEF6F6C, alpha: 0.5) }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(renderer.statistics.cachedImages == 2, "held: copied")
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1)
    }

    @Test func aResizeLetsGoOfCopiesMadeForTheOldLayout() throws {
        let (root, _, square) = try Self.scene(opaque: true)
        let (renderer, image) = try Self.copiedAtRest(root, square)
        // A window resize storm would otherwise keep a copy per size until the budget.
        let smaller = try Image(width: 300, height: 225)
        try renderer.render(root, at: 0, into: smaller, scale: 1.5)
        #expect(renderer.statistics.cachedImages == 0)
        #expect(renderer.statistics.cachedImageBytes == 0)
    }

    /// A card scrolling in where another scrolled out: its picture, new but of the same
    /// size, is resampled into the copy the other no longer draws, not into a new one.
    @Test func aNewPictureTakesOverTheCopyOfOneNoLongerDrawn() throws {
        let (root, photo, square) = try Self.scene(opaque: true)
        let (renderer, image) = try Self.copiedAtRest(root, square)
        let bytes = renderer.statistics.cachedImageBytes
        // The first card leaves for two frames; then the second, same size, arrives.
        Transaction.withoutActions { photo.isHidden = true }
        for _ in 0..<2 { try renderer.render(root, at: 0, into: image, scale: 2) }
        let other = T.layer(photo.frame, .clear, in: root)
        let picture = try T.picture(40, 30)
        for i in 0..<(picture.stride / 4 * picture.height) { picture.pixels[i] = ~picture.pixels[i] | 0xFF00_0000 }
        picture.isOpaque = true
        other.contents = picture
        for color in [Color(hex: 0x6FEF6C, alpha: 0.5), Color(hex: 0xEF6F6C, alpha: 0.5), .black] {
            Transaction.withoutActions { square.backgroundColor = color }
            try renderer.render(root, at: 0, into: image, scale: 2)
        }
        #expect(renderer.statistics.cachedImages == 1, "the copy changed hands")
        #expect(renderer.statistics.cachedImageBytes == bytes)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1,
                "and shows the new picture")
        // Back again: the first picture is resampled anew, into whichever copy is free.
        Transaction.withoutActions { other.isHidden = true; photo.isHidden = false }
        for _ in 0..<3 { try renderer.render(root, at: 0, into: image, scale: 2) }
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1)
    }

    /// A picture scrolling into view at a held scale (a feed's card): each frame
    /// resamples only the rows it brings into view; what the copy holds is copied.
    @Test func aPictureScrollingIntoViewResamplesOnlyTheRowsItBrings() throws {
        let root = T.root(200, 150, .white)
        let viewport = T.layer(Rect(x: 0, y: 0, width: 200, height: 75), .clear, in: root)
        viewport.masksToBounds = true
        let photo = T.layer(Rect(x: 10, y: 40, width: 104, height: 78), .clear, in: viewport)
        let picture = try T.picture(40, 30)
        picture.isOpaque = true
        photo.contents = picture
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        let image = try Image(width: 400, height: 300)
        try renderer.render(root, at: 0, into: image, scale: 2)
        // The first frame fills a copy with what shows. It is provisional: the first step
        // moves the picture, which then sits on whole pixels, so the step fills the copy
        // again there. Each later step adds only its rows.
        #expect(renderer.statistics.cachedImages == 1)
        for step in 1...6 {
            Transaction.withoutActions { photo.position.y -= 5 }
            renderer.isProfiling = true
            try renderer.render(root, at: 0, into: image, scale: 2)
            let resampled = try #require(renderer.profile).rows.filter { Self.resamples($0.kind) }
                .reduce(0) { $0 + $1.pixels }
            // 10 new device rows of the 208-pixel-wide picture (a row more for rounding).
            #expect(step <= 1 || resampled <= 208 * 12, "step \(step): \(resampled) pixels resampled")
            renderer.isProfiling = false
        }
        try renderer.render(root, at: 0, into: image, scale: 2)
        #expect(T.worstChannelDelta(image, try T.render(root, width: 400, height: 300, scale: 2)) <= 1)
    }
}
