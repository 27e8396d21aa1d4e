import Testing
@testable import Layers

/// The memory a renderer makes ahead, at a new target size, for shapes that start to
/// animate later (``MaskCache/reserveSpares(workers:)``,
/// ``LayerPainter/reserveWorkingMemory(width:height:workers:)``): a growing shape resets
/// into it instead of making masks in its frames, a shape drawn for the first time does
/// not take it, and the frames drawn with it are the frames drawn from scratch.
@Suite struct ReservedSparesTests {
    typealias T = TestSupport

    private static func key(_ width: Int, _ height: Int) -> MaskKey {
        MaskKey(shape: .roundedRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radius: 9),
                raster: .identity, region: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// A shape drawn once, then growing frame by frame over the whole 600 × 400 target
    /// (and the pixels a mask keeps past it), is drawn in the mask it started with and
    /// then in two made ahead, a small one and then one with room for the target, each
    /// reused as long as it fits: no mask is made in its frames, and every mask it uses
    /// has both views of both workers already.
    @Test func aShapeGrowingOverTheTargetMakesNoMaskInItsFrames() throws {
        let cache = MaskCache(budget: 64 << 20)
        let factory = MaskFactory()
        cache.beginFrame(1, width: 600, height: 400)
        cache.reserveSpares(workers: 2)
        let first = try #require(cache.mask(for: Self.key(90, 60)) { factory.makeMask(for: Self.key(90, 60), reusing: $0) })
        var used: Set<ObjectIdentifier> = [ObjectIdentifier(first)]
        var previous = Self.key(90, 60)
        for frame in 2...31 {
            cache.beginFrame(UInt64(frame), width: 600, height: 400)
            let size = (width: 90 + 17 * (frame - 1), height: 60 + 11 * (frame - 1))
            let k = Self.key(size.width, size.height)
            let mask = try #require(cache.mask(for: k, replacing: previous) { factory.makeMask(for: k, reusing: $0) })
            #expect(mask.width == size.width && mask.height == size.height)
            #expect(mask.views.isMade(worker: 1, sampled: true) && mask.views.isMade(worker: 1, sampled: false))
            used.insert(ObjectIdentifier(mask))
            previous = k
        }
        #expect(previous.region.width == 600 && previous.region.height == 390)
        #expect(used.count == 3, "\(used.count) masks for a shape growing over the target")
    }

    /// A shape drawn for the first time (a menu's corner) gets a mask of its own size,
    /// not a spare with room for the screen: that is kept for a shape that grows.
    @Test func aShapeDrawnForTheFirstTimeLeavesTheRoomySparesAlone() throws {
        let cache = MaskCache(budget: 64 << 20)
        cache.beginFrame(1, width: 600, height: 400)
        cache.reserveSpares(workers: 1)
        let factory = MaskFactory()
        let corner = try #require(cache.mask(for: Self.key(12, 12)) { factory.makeMask(for: Self.key(12, 12), reusing: $0) })
        #expect(corner.capacityWidth == 12 && corner.capacityHeight == 12)
        // Growing, it takes one made ahead: 128 pixels square, the smallest that fits.
        let grown = try #require(cache.mask(for: Self.key(40, 40), replacing: Self.key(12, 12)) {
            factory.makeMask(for: Self.key(40, 40), reusing: $0)
        })
        #expect(grown.capacityWidth == MaskCache.reservedSmallSide && grown.capacityHeight == MaskCache.reservedSmallSide)
    }

    /// A star with a shadow growing frame by frame on two threads: its mask (drawn by
    /// strips) and its blurred shadow trade the spares made ahead, and the strips' storage
    /// a shadow's mask had no use for; each frame equals the tree drawn from scratch.
    @Test(arguments: [1, 2]) func framesDrawnInSparesMadeAheadAreFresh(threads: Int) throws {
        let root = T.root(320, 240, Color(hex: 0xF3EFE8))
        let star = ShapeLayer()
        star.fillColor = Color(hex: 0x4F5BD5)
        star.shadowOpacity = 0.6
        star.shadowRadius = 6
        star.shadowOffset = Size(4, 6)
        root.addSublayer(star)
        let renderer = Renderer(threads: threads)
        renderer.parallelThreshold = 0
        let image = try Image(width: 640, height: 480)
        for frame in 0..<12 {
            let side = 60 + 16 * Double(frame)
            Transaction.withoutActions {
                star.frame = Rect(x: 160 - side / 2, y: 120 - side / 2, width: side, height: side)
                star.path = T.star(in: Rect(x: 0, y: 0, width: side, height: side))
            }
            try renderer.render(root, at: 0, into: image, scale: 2)
            let fresh = try T.render(root, width: 640, height: 480, scale: 2)
            #expect(T.differingPixels(image, fresh) == 0, "frame \(frame), \(threads) threads")
        }
    }
}
