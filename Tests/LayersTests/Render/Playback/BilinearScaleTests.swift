import CPixman
import Testing
@testable import Layers
import AnimationCheck

/// The separable bilinear scale draws pixman's pixels, bit for bit, and only where it may.
@Suite(.noAnimationLeftRunning) struct BilinearScaleTests {
    /// `source` sampled every `du` × `dv` source pixels (16.16) from `offset`, into `rect`.
    private static func scale(_ source: Image, du: Int32, dv: Int32, offset: (Int32, Int32), repeat mode: pixman_repeat_t,
                              into target: Image, rect: PixelRect) -> DrawOperation {
        var t = pixman_transform()
        pixman_transform_init_scale(&t, du, dv)
        t.matrix.0.2 = offset.0
        t.matrix.1.2 = offset.1
        let sampling = DrawOperation.Sampling(transform: t, filter: PIXMAN_FILTER_BILINEAR, repeatMode: mode)
        return DrawOperation(op: PIXMAN_OP_SRC, source: .sampled(source.views, sampling), mask: nil,
                             destination: target.views, rect: rect, sourceOrigin: (rect.x, rect.y), maskOrigin: (0, 0))
    }

    @Test("pictures of any size, scaled up by any amount, anywhere, padded or not, cut into bands: pixman's pixels",
          arguments: PixelLoops.allCases)
    func matchesPixman(loops: PixelLoops) throws {
        var seed: UInt64 = 29
        var scaled = 0
        let trials = 160
        for trial in 0..<trials {
            let r = { (n: Int) -> Int in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int(seed >> 33) % n
            }
            let t = try ResamplerTrial(trial, picture: (40, 30), target: (150, 90), r: r)
            // Up by 1.00002 to 16 across, anything from 0.2 to 5 down.
            let du = Int32(0x1000 + r(0xF000 - 1)), dv = Int32(0x3000 + r(0x50000))
            let offset = (Int32(r(0x100000)) - 0x80000, Int32(r(0x100000)) - 0x80000)
            let op = Self.scale(t.source, du: du, dv: dv, offset: offset, repeat: t.mode,
                                into: try Image(width: t.width, height: t.height), rect: t.rect)
            let quick = DisplayListPlayer(worker: 0)
            quick.scaled.loops = loops
            let (differing, kinds) = try t.compare(op, quick: quick)
            let source = "\(t.source.width)×\(t.source.height)"
            #expect(differing == 0, "\(loops), trial \(trial): \(source) by \(du), \(dv) from \(offset) into \(t.rect), \(t.mode)")
            scaled += kinds.filter { $0 == "SRC picture·bilinear, two passes" }.count
        }
        // Every trial went through the separable scale, not pixman.
        #expect(scaled == trials)
    }

    @Test("into a picture bigger than the caches, written past them where aligned: pixman's pixels",
          arguments: PixelLoops.allCases)
    func streamsIntoBigPictures(loops: PixelLoops) throws {
        var seed: UInt64 = 41
        let source = try QuarterUpscaleTests.noise(130, 90, seed: &seed)
        let (width, height) = (1030, 1020)
        for rect in [PixelRect(x: 0, y: 0, width: width, height: height), PixelRect(x: 3, y: 5, width: 1001, height: 700)] {
            let t = ResamplerTrial(source: source, width: width, height: height, rect: rect, mode: PIXMAN_REPEAT_PAD)
            let target = try Image(width: width, height: height)
            let op = Self.scale(source, du: 0x1F00, dv: 0x1C00, offset: (0x1234, -0x5678), repeat: t.mode,
                                into: target, rect: rect)
            #expect(try #require(BilinearCopy(op, rect, worker: 0)).streams)
            let quick = DisplayListPlayer(worker: 0)
            quick.scaled.loops = loops
            let (differing, kinds) = try t.compare(op, quick: quick)
            #expect(differing == 0, "\(loops), \(rect)")
            #expect(kinds.allSatisfy { $0 == "SRC picture·bilinear, two passes" }, "\(kinds)")
        }
        let small = try Image(width: 1000, height: 1000)
        let op = Self.scale(source, du: 0x1F00, dv: 0x1C00, offset: (0, 0), repeat: PIXMAN_REPEAT_PAD, into: small,
                            rect: PixelRect(x: 0, y: 0, width: 10, height: 10))
        #expect(try #require(BilinearCopy(op, op.rect, worker: 0)).streams == false, "a million pixels stay in the caches")
    }

    @Test("a picture scaled down across, turned, sheared or out of pixman's range goes to pixman")
    func declines() throws {
        var t = pixman_transform()
        pixman_transform_init_scale(&t, 0x8000, 0x20000)
        #expect(BilinearScale.start(t, x: 0, y: 0, width: 8, height: 8) != nil)
        pixman_transform_init_scale(&t, 0x10000, 0x8000)
        #expect(BilinearScale.start(t, x: 0, y: 0, width: 8, height: 8) == nil, "not scaled up across")
        pixman_transform_init_scale(&t, 0x8000, 0x8000)
        t.matrix.0.1 = 1
        #expect(BilinearScale.start(t, x: 0, y: 0, width: 8, height: 8) == nil, "sheared")
        pixman_transform_init_scale(&t, 0x8000, 0x8000)
        t.matrix.2.2 = 0x20000
        #expect(BilinearScale.start(t, x: 0, y: 0, width: 8, height: 8) == nil, "projective")
        pixman_transform_init_scale(&t, 0x8000, 0x8000)
        #expect(BilinearScale.start(t, x: 70_000, y: 0, width: 8, height: 8) == nil, "beyond 16.16")
        // The start pixman finds: the centre of pixel 3 at a scale of 0x6001 is
        // 3·0x6001 + 0x3001 (half of 0x6001, rounded up), less half a pixel.
        pixman_transform_init_scale(&t, 0x6001, 0x6001)
        let start = try #require(BilinearScale.start(t, x: 3, y: 0, width: 8, height: 8))
        #expect(Int(start.u) == 3 * 0x6001 + 0x3001 - 0x8000)
    }

    @Test("a layer showing a picture 2.3 times larger renders as pixman draws it, with 1 and 2 threads")
    func layerScaledUp() throws {
        for threads in [1, 2] {
            let drawn = try ScaledLayerRender(picture: (30, 20), in: Rect(x: 3.3, y: 5, width: 69, height: 46), threads: threads)
            #expect(drawn.kinds.contains("SRC picture·bilinear, two passes"), "\(drawn.kinds)")
            let expected = try Image(width: 110, height: 80)
            let pixman = Renderer(threads: 1)
            pixman.usesBilinearScale = false
            try pixman.render(drawn.root, at: 0, into: expected)
            #expect(TestSupport.differingPixels(drawn.frame, expected) == 0, "\(threads) threads")
        }
    }

    /// A hole that grows draws wider rectangles every frame, at a scale that moves: the
    /// buffers are made once, for the destination's width at any scale the loop takes.
    @Test func buffersAreMadeOncePerDestination() throws {
        var seed: UInt64 = 5
        let source = try QuarterUpscaleTests.noise(60, 40, seed: &seed)
        let target = try Image(width: 300, height: 200)
        var scaled = BilinearScale()
        var counts: [Int] = []
        for step in 1...20 {
            let rect = PixelRect(x: 150 - 7 * step, y: 100 - 4 * step, width: 14 * step, height: 8 * step)
            let op = Self.scale(source, du: Int32(0x8000 + 0x600 * step), dv: 0x8000, offset: (0, 0),
                                repeat: PIXMAN_REPEAT_PAD, into: target, rect: rect)
            let drawn = scaled.draw(op, rect, worker: 0)
            #expect(drawn)
            counts.append(scaled.bufferCounts.columns + scaled.bufferCounts.scratch)
        }
        #expect(Set(counts).count == 1, "\(counts)")
    }

    /// Every thread's room to scale pictures up is made with the first frame at a target
    /// size, for pictures up to twice its width: which thread first scales one depends on
    /// the bands each takes, and a later first time allocated in a steady frame.
    @Test func everyThreadHasRoomFromTheFirstFrameAtASize() throws {
        let renderer = Renderer(threads: 2)
        try renderer.render(TestSupport.root(400, 300, .white), at: 0, into: try Image(width: 400, height: 300))
        var room = BilinearScale()
        room.reserve(destinationWidth: 800)
        #expect(renderer.workers.players.count == 2)
        for player in renderer.workers.players {
            #expect(player.scaled.bufferCounts.columns == room.bufferCounts.columns && room.bufferCounts.columns > 0)
            #expect(player.scaled.bufferCounts.scratch == room.bufferCounts.scratch)
        }
    }
}
