import Foundation
import Testing
@testable import Layers
import AnimationCheck

private typealias T = TestSupport

/// Layers masked by a shape, as the splash's main window is while its hole opens: the
/// shortcut for a plain shape mask, and the memory of a mask that changes every frame.
@Suite(.noAnimationLeftRunning) struct MaskRenderingTests {
    /// A host with a picture-like content (two colours and a translucent band), masked by
    /// a turned, scaled star. `forceGeneralPath` gives the mask an empty sublayer, which
    /// sends it through the offscreen coverage pass instead of the shape's own mask.
    private func scene(angle: Double, scale: Double, forceGeneralPath: Bool) -> Layer {
        let root = T.root(160, 120, .blue)
        let host = T.layer(Rect(x: 0, y: 0, width: 160, height: 120), .red, in: root)
        T.layer(Rect(x: 0, y: 20, width: 160, height: 25), Color(red: 0, green: 1, blue: 0, alpha: 0.5), in: host)
        let mask = ShapeLayer()
        mask.path = T.star(in: Rect(x: 0, y: 0, width: 60, height: 60))
        mask.fillColor = .black
        mask.frame = Rect(x: 50, y: 30, width: 60, height: 60)
        mask.transform = AffineTransform(rotationAngle: angle).concatenating(AffineTransform(scale: scale))
        if forceGeneralPath { mask.addSublayer(Layer()) }
        host.mask = mask
        return root
    }

    @Test(arguments: [(0.0, 1.0), (0.4, 1.7), (-1.1, 0.6)])
    func aPlainShapeMaskDrawsWhatTheOffscreenPassDraws(angle: Double, scale: Double) throws {
        let fast = try T.render(scene(angle: angle, scale: scale, forceGeneralPath: false), width: 160, height: 120)
        let general = try T.render(scene(angle: angle, scale: scale, forceGeneralPath: true), width: 160, height: 120)
        var worst = 0, inside = 0, outside = 0
        for y in 0..<120 {
            for x in 0..<160 {
                let a = T.channels(fast[x, y]), b = T.channels(general[x, y])
                worst = max(worst, abs(a.a - b.a), abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
                if fast[x, y] == 0xFFFF_0000 { inside += 1 }
                if fast[x, y] == 0xFF00_00FF { outside += 1 }
            }
        }
        #expect(worst <= 1, "largest channel difference \(worst)")
        // The star shows the red host, the blue root shows around it.
        #expect(inside > 100 && outside > 5000, "\(inside) red, \(outside) blue pixels")
    }

    /// A turned shape bigger than 128 × 128 device pixels is rasterized where it lands
    /// (its mask placed by a whole-pixel shift), a smaller one resampled from its own
    /// raster: through a turned, resampled mask pixman takes its slow general path.
    @Test(arguments: [(2.4, false), (0.6, true)])
    func bigTurnedShapesAreRasterizedWhereTheyLand(scale: Double, resampled: Bool) throws {
        let root = scene(angle: 0.4, scale: scale, forceGeneralPath: false)
        let renderer = Renderer(threads: 1)
        renderer.isProfiling = true
        try renderer.render(root, at: 0, into: try Image(width: 160, height: 120))
        let kinds = Set(try #require(renderer.profile).rows.map(\.kind))
        #expect(kinds.contains { $0.hasSuffix("through picture·bilinear") } == resampled, "\(kinds)")
    }

    /// Forty frames of a mask growing and turning: each frame needs a new coverage mask,
    /// but the cache lets go of the old ones, so it holds one mask, not forty.
    @Test func aMaskThatChangesEveryFrameIsNotHoardedInTheCache() throws {
        let root = scene(angle: 0, scale: 1, forceGeneralPath: false)
        let mask = try #require(root.sublayers.first?.mask)
        let renderer = Renderer()
        let image = try Image(width: 160, height: 120)
        for frame in 0..<40 {
            Transaction.withoutActions {
                mask.transform = AffineTransform(rotationAngle: Double(frame) * 0.05)
                    .concatenating(AffineTransform(scale: 1 + Double(frame) * 0.05))
            }
            try renderer.render(root, at: 0, into: image)
        }
        #expect(renderer.statistics.maskCacheMisses >= 40)
        #expect(renderer.statistics.cachedMasks <= 2, "\(renderer.statistics.cachedMasks) masks cached")
        #expect(renderer.statistics.cachedMaskBytes <= 2 * 160 * 120)
        // Each frame's mask was reset into an old one, bigger than it: what shows is what a
        // fresh mask of the last frame draws.
        let fresh = try T.render(root, width: 160, height: 120)
        #expect((0..<120).allSatisfy { y in (0..<160).allSatisfy { x in image[x, y] == fresh[x, y] } })
    }

    /// Drives a mask cache as a layer whose square shape takes `sizes` pixels, one per
    /// frame: each frame releases the last frame's mask and asks for the new one. Returns
    /// how many mask objects served them all, and the cache. The frames are `target`
    /// pixels square: no mask has room beyond that (or its own size).
    private func animateSquare(sizes: [Int], budget: Int, target: Int = 1000) throws -> (objects: Int, cache: MaskCache) {
        try animateRect(sizes: sizes.map { ($0, $0) }, budget: budget, target: (target, target))
    }

    /// The same for a rectangle taking `sizes` (width, height), on a `target` of its own shape.
    private func animateRect(sizes: [(width: Int, height: Int)], budget: Int,
                             target: (width: Int, height: Int)) throws -> (objects: Int, cache: MaskCache) {
        let cache = MaskCache(budget: budget)
        let factory = MaskFactory()
        func key(_ size: (width: Int, height: Int)) -> MaskKey {
            MaskKey(shape: .roundedRect(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)), radius: 6),
                    raster: .identity, region: PixelRect(x: 0, y: 0, width: size.width, height: size.height))
        }
        var objects = Set<ObjectIdentifier>()
        for (frame, size) in sizes.enumerated() {
            cache.beginFrame(UInt64(frame + 1), width: target.width, height: target.height)
            let previous = frame > 0 ? key(sizes[frame - 1]) : nil
            let mask = try #require(cache.mask(for: key(size), replacing: previous) { factory.makeMask(for: key(size), reusing: $0) })
            // A big mask may hold its edges only (its strips say the middle is whole).
            #expect(mask.width == size.width
                    && (mask[size.width / 2, size.height / 2] == 255 || mask.holdsEdgesOnly))
            let room = (target.width + 2 * MaskCache.overhang, target.height + 2 * MaskCache.overhang)
            #expect(mask.capacityWidth <= max(size.width, room.0) && mask.capacityHeight <= max(size.height, room.1))
            objects.insert(ObjectIdentifier(mask))
        }
        return (objects.count, cache)
    }

    /// A shape shrinking frame by frame: each frame's mask is reset into the last one,
    /// so one mask object serves the whole animation.
    @Test func aReleasedMaskIsResetIntoTheNextOne() throws {
        let (objects, cache) = try animateSquare(sizes: Array((40..<70).reversed()), budget: 1 << 20)
        #expect(objects == 1, "\(objects) mask objects for 30 frames")
        #expect(cache.count == 1)
    }

    /// The same while growing: new masks come with room to grow, so a few serve many frames.
    @Test func aGrowingShapeMakesAFewMasksForManyFrames() throws {
        let (objects, _) = try animateSquare(sizes: (1...60).map { 40 + 3 * $0 }, budget: 16 << 20)
        #expect(objects <= 12, "\(objects) mask objects for 60 frames growing from 43 to 220 pixels")
        // Room to double, but never beyond a 150-pixel target: the masks past it fit exactly.
        let (clamped, _) = try animateSquare(sizes: (1...60).map { 40 + 3 * $0 }, budget: 16 << 20, target: 150)
        #expect(clamped >= objects)
    }

    /// A shape past a quarter of the target that grows over all of it, and a pixel past
    /// each side (a turned shape's mask keeps one around what shows: the splash's hole),
    /// gets room for all of it at once: one new mask, not one each time its width or
    /// height outgrows a doubling, nor one more for the last two pixels.
    @Test func aBigGrowingShapeGetsRoomForTheWholeTarget() throws {
        let (objects, _) = try animateSquare(sizes: Array(stride(from: 222, through: 402, by: 6)), budget: 64 << 20,
                                             target: 400)
        #expect(objects == 2, "\(objects) mask objects growing from 222 to 402 pixels on a 400-pixel target")
    }

    /// A wide shape past a quarter of the target, growing faster across than down (the
    /// splash's hole over a 4K screen, from 1328 × 1665 to 3842 × 2162), gets room for the
    /// whole target at once: room to double would fit its height and be outgrown across.
    @Test func aBigShapeGrowingAcrossGetsRoomForTheWholeTarget() throws {
        let sizes = (0..<20).map { (width: 600 + 70 * $0, height: 350 + 2 * $0) }
        let (objects, _) = try animateRect(sizes: sizes, budget: 64 << 20, target: (width: 2000, height: 400))
        #expect(objects == 2, "\(objects) mask objects growing from 600 × 350 to 1930 × 388 on a 2000 × 400 target")
    }

    /// A wide, flat shape growing (a bar across the screen) gets room to double each
    /// side, but across only up to the target: a 600-pixel bar on a 1000-pixel target
    /// gets a mask 1008 pixels wide (the target and its overhang), not 1200.
    @Test func aWideFlatShapeGetsNoRoomPastTheTarget() throws {
        let sizes = (0..<10).map { (width: 600 + 10 * $0, height: 20 + $0) }
        let (objects, _) = try animateRect(sizes: sizes, budget: 16 << 20, target: (width: 1000, height: 1000))
        // animateRect checks every mask's room against the target; room to double down
        // serves all ten frames after the first.
        #expect(objects == 2, "\(objects) mask objects growing from 600 × 20 to 690 × 29")
    }

    /// Many small shapes resized together (the corners of every rounded rectangle a
    /// press scales, each with its border's): each round's masks are kept as spares, and
    /// a second round of the same animation makes no new mask. With room for four spares
    /// in all, the preview's second press made masks anew in its frames.
    @Test func aRepeatedAnimationOfManyCornersMakesNoNewMask() throws {
        let cache = MaskCache(budget: 16 << 20)
        let factory = MaskFactory()
        let shapes = 12, frames = 10
        func key(_ shape: Int, _ frame: Int) -> MaskKey {
            let side = 16 + 2 * shape + frame
            return MaskKey(shape: .roundedRect(Rect(x: 0, y: 0, width: Double(side), height: Double(side)), radius: 6),
                           raster: .identity, region: PixelRect(x: 0, y: 0, width: side, height: side))
        }
        var made: [Set<ObjectIdentifier>] = []
        var clock: UInt64 = 0
        for _ in 0..<2 {
            var objects = Set<ObjectIdentifier>()
            for frame in 0..<frames {
                clock += 1
                cache.beginFrame(clock, width: 1000, height: 1000)
                for shape in 0..<shapes {
                    // Each shape replaces its last mask (the other round's last, at a round's start).
                    let k = key(shape, frame), previous = key(shape, frame == 0 ? frames - 1 : frame - 1)
                    let mask = try #require(cache.mask(for: k, replacing: previous) { factory.makeMask(for: k, reusing: $0) })
                    objects.insert(ObjectIdentifier(mask))
                }
            }
            made.append(objects)
        }
        let new = made[1].subtracting(made[0])
        #expect(new.isEmpty, "the second round made \(new.count) new masks (the first: \(made[0].count))")
    }

    /// A reused mask is all zero outside its new size, whatever its old size drew: pixman
    /// sees the whole capacity when it resamples a turned mask.
    @Test func aResetMaskIsClearBeyondItsNewSize() throws {
        let mask = try AlphaMask(width: 50, height: 40, capacityWidth: 64, capacityHeight: 48)
        func fill() { for y in 0..<mask.height { for x in 0..<mask.width { mask[x, y] = 255 } } }
        func inked() -> Int { (0..<mask.capacityHeight).reduce(0) { n, y in n + (0..<mask.stride).filter { mask.bytes[y * mask.stride + $0] != 0 }.count } }
        fill()
        #expect(inked() == 50 * 40)
        mask.reset(width: 30, height: 20)
        #expect(inked() == 0 && mask.width == 30 && mask.height == 20)
        fill()
        mask.reset(width: 64, height: 48)
        #expect(inked() == 0)
        fill()
        mask.reset(width: 1, height: 1)
        #expect(inked() == 0)
        #expect(!mask.fits(width: 65, height: 10) && !mask.fits(width: 10, height: 49) && mask.fits(width: 64, height: 48))
    }
}

/// A card with a soft shadow sliding across the screen, as the feed's cards do.
@Suite(.noAnimationLeftRunning) struct MovingShadowTests {
    /// Slides a card (white, shadowed, `cornerRadius`) over a white screen 20 times by
    /// `step` points; returns the masks made after the first frame, the last frame, and
    /// the tree for a fresh render.
    private func slide(step: Double, cornerRadius: Double) throws -> (misses: Int, image: Image, root: Layer) {
        let root = T.root(400, 200, .white)
        let card = Layer()
        Transaction.withoutActions {
            card.frame = Rect(x: 40, y: 40, width: 120, height: 80)
            card.backgroundColor = .white
            card.cornerRadius = cornerRadius
            card.shadowOpacity = 0.3
            card.shadowRadius = 8
            card.shadowOffset = Size(width: 0, height: 4)
        }
        root.addSublayer(card)
        let renderer = Renderer()
        let image = try Image(width: 400, height: 200)
        try renderer.render(root, at: 0, into: image)
        let misses = renderer.statistics.maskCacheMisses
        for i in 1...20 {
            Transaction.withoutActions { card.position = Point(x: 100 + Double(i) * step, y: 80) }
            try renderer.render(root, at: 0, into: image)
        }
        return (renderer.statistics.maskCacheMisses - misses, image, root)
    }

    /// Whole-pixel steps move the cached shadow and corners: no mask is made again.
    @Test func wholePixelStepsReuseEveryMask() throws {
        #expect(try slide(step: 3, cornerRadius: 12).misses == 0)
    }

    /// A blurred shadow does not show where within a pixel it starts: moving by fractions
    /// of a pixel reuses its mask (square corners, so the shadow is the only mask).
    @Test func fractionalStepsDoNotBlurTheShadowAgain() throws {
        let (misses, image, root) = try slide(step: 0.37, cornerRadius: 0)
        #expect(misses == 0)
        // What the moves left on screen is what a first frame of the last position shows.
        let fresh = try T.render(root, width: 400, height: 200)
        #expect((0..<200).allSatisfy { y in (0..<400).allSatisfy { x in image[x, y] == fresh[x, y] } })
    }
}
