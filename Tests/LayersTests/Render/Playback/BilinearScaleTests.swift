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
          arguments: [true, false])
    func matchesPixman(avx2: Bool) throws {
        var seed: UInt64 = 29
        var scaled = 0
        let trials = 160
        for trial in 0..<trials {
            let r = { (n: Int) -> Int in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int(seed >> 33) % n
            }
            let source = try QuarterUpscaleTests.noise(1 + r(40), 1 + r(30), seed: &seed)
            let width = 1 + r(150), height = 1 + r(90)
            let x = r(width), y = r(height)
            let rect = trial % 4 < 2 ? PixelRect(x: 0, y: 0, width: width, height: height)
                : PixelRect(x: x, y: y, width: 1 + r(width - x), height: 1 + r(height - y))
            let mode = trial % 2 == 0 ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE
            // Up by 1.00002 to 16 across, anything from 0.2 to 5 down.
            let du = Int32(0x1000 + r(0xF000 - 1)), dv = Int32(0x3000 + r(0x50000))
            let offset = (Int32(r(0x100000)) - 0x80000, Int32(r(0x100000)) - 0x80000)
            let op = Self.scale(source, du: du, dv: dv, offset: offset, repeat: mode,
                                into: try Image(width: width, height: height), rect: rect)
            let fast = try Image(width: width, height: height), slow = try Image(width: width, height: height)
            let quick = DisplayListPlayer(worker: 0), pixman = DisplayListPlayer(worker: 0)
            quick.profile = RenderProfile()
            quick.scaled.allowsAVX2 = avx2
            pixman.usesBilinearScale = false
            // Two bands, as two workers split a frame.
            let split = rect.y + rect.height / 2
            for (player, target) in [(quick, fast), (pixman, slow)] {
                var drawn = op
                drawn.destination = target.views
                let list = DisplayList()
                list.append(drawn, keeping: target, source)
                player.play(list, in: PixelRect(x: 0, y: 0, width: width, height: split))
                player.play(list, in: PixelRect(x: 0, y: split, width: width, height: height - split))
            }
            #expect(TestSupport.differingPixels(fast, slow) == 0,
                    "AVX2 \(avx2), trial \(trial): \(source.width)×\(source.height) by \(du), \(dv) from \(offset) into \(rect), \(mode)")
            scaled += quick.profile?.rows.filter { $0.kind == "SRC picture·bilinear, two passes" }.count ?? 0
        }
        // Every trial went through the separable scale, not pixman.
        #expect(scaled == trials)
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
        let picture = try TestSupport.picture(30, 20)
        picture.isOpaque = true
        for threads in [1, 2] {
            let root = TestSupport.root(110, 80)
            let layer = TestSupport.layer(Rect(x: 3.3, y: 5, width: 69, height: 46), in: root)
            layer.contents = picture
            layer.contentsGravity = .resize
            let frame = try Image(width: 110, height: 80)
            let renderer = Renderer(threads: threads)
            renderer.isProfiling = true
            try renderer.render(root, at: 0, into: frame)
            let kinds = renderer.profile?.rows.map(\.kind) ?? []
            #expect(kinds.contains("SRC picture·bilinear, two passes"), "\(kinds)")
            let expected = try Image(width: 110, height: 80)
            let pixman = Renderer(threads: 1)
            pixman.usesBilinearScale = false
            try pixman.render(root, at: 0, into: expected)
            #expect(TestSupport.differingPixels(frame, expected) == 0, "\(threads) threads")
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
}
