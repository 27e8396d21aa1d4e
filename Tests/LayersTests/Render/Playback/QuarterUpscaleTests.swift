import CPixman
import Testing
@testable import Layers
import AnimationCheck

/// The hand-written ×4 upscale draws pixman's pixels, bit for bit, and only where it may.
@Suite(.noAnimationLeftRunning) struct QuarterUpscaleTests {
    /// A picture of premultiplied pixels, translucent ones too, from a fixed seed.
    static func noise(_ width: Int, _ height: Int, seed: inout UInt64) throws -> Image {
        let image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let bits = UInt32(truncatingIfNeeded: seed >> 29)
                let alpha = bits >> 24 & 0xFF
                let channels = [bits & 0xFF, bits >> 8 & 0xFF, bits >> 16 & 0xFF].map { alpha == 0 ? 0 : $0 % (alpha + 1) }
                image[x, y] = alpha << 24 | channels[2] << 16 | channels[1] << 8 | channels[0]
            }
        }
        return image
    }

    /// `source` drawn 4 times larger with its top-left corner at device pixel (`ox`, `oy`).
    private static func upscale(_ source: Image, at ox: Int, _ oy: Int, repeat mode: pixman_repeat_t,
                                into target: Image, rect: PixelRect) -> DrawOperation {
        var t = pixman_transform()
        pixman_transform_init_scale(&t, 0x4000, 0x4000)
        t.matrix.0.2 = pixman_fixed_t(-ox * 0x4000)
        t.matrix.1.2 = pixman_fixed_t(-oy * 0x4000)
        let sampling = DrawOperation.Sampling(transform: t, filter: PIXMAN_FILTER_BILINEAR, repeatMode: mode)
        return DrawOperation(op: PIXMAN_OP_SRC, source: .sampled(source.views, sampling), mask: nil,
                             destination: target.views, rect: rect, sourceOrigin: (rect.x, rect.y), maskOrigin: (0, 0))
    }

    /// Every path: sixteen pixels a step (AVX2, where the machine has it), eight, and portable C.
    @Test("pictures of any size, anywhere, padded or not, cut into bands: pixman's pixels", arguments: PixelLoops.allCases)
    func matchesPixman(loops: PixelLoops) throws {
        var seed: UInt64 = 28
        var upscaled = 0
        for trial in 0..<120 {
            seed = seed &* 6364136223846793005 &+ 1
            let r = { (n: Int) -> Int in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int(seed >> 33) % n
            }
            let t = try ResamplerTrial(trial, picture: (30, 20), target: (140, 90), r: r)
            let ox = r(17) - 8, oy = r(17) - 8
            let op = Self.upscale(t.source, at: ox, oy, repeat: t.mode, into: try Image(width: t.width, height: t.height),
                                  rect: t.rect)
            let quick = DisplayListPlayer(worker: 0)
            quick.quarter.loops = loops
            let (differing, kinds) = try t.compare(op, quick: quick)
            #expect(differing == 0, "\(loops), trial \(trial): \(t.source.width)×\(t.source.height) into \(t.rect), \(t.mode)")
            upscaled += kinds.filter { $0 == "SRC picture·bilinear ×4" }.count
        }
        // Every trial went through the upscale, not pixman.
        #expect(upscaled == 120)
    }

    @Test("into a frame-sized picture, written past the caches where aligned: pixman's pixels",
          arguments: PixelLoops.allCases)
    func streamsIntoBigPictures(loops: PixelLoops) throws {
        var seed: UInt64 = 47
        let source = try Self.noise(260, 256, seed: &seed)
        let (width, height) = (1030, 1020)
        for (rect, ox) in [(PixelRect(x: 0, y: 0, width: width, height: height), 0),
                           (PixelRect(x: 3, y: 5, width: 1001, height: 700), -5)] {
            let t = ResamplerTrial(source: source, width: width, height: height, rect: rect, mode: PIXMAN_REPEAT_PAD)
            let op = Self.upscale(source, at: ox, 2, repeat: t.mode, into: try Image(width: width, height: height), rect: rect)
            #expect(try #require(BilinearCopy(op, rect, worker: 0)).streams)
            let quick = DisplayListPlayer(worker: 0)
            quick.quarter.loops = loops
            let (differing, kinds) = try t.compare(op, quick: quick)
            #expect(differing == 0, "\(loops), \(rect)")
            #expect(kinds.allSatisfy { $0 == "SRC picture·bilinear ×4" }, "\(kinds)")
        }
    }

    @Test("a picture off the eighths, scaled otherwise or sheared goes to pixman")
    func declines() {
        var t = pixman_transform()
        pixman_transform_init_scale(&t, 0x4000, 0x4000)
        #expect(QuarterUpscale.start(t, x: 0, y: 0, width: 8, height: 8) != nil)
        // Half a device pixel off: samples on even eighths.
        t.matrix.0.2 = 0x2000
        #expect(QuarterUpscale.start(t, x: 0, y: 0, width: 8, height: 8) == nil)
        pixman_transform_init_scale(&t, 0x4000, 0x4001)
        #expect(QuarterUpscale.start(t, x: 0, y: 0, width: 8, height: 8) == nil)
        pixman_transform_init_scale(&t, 0x8000, 0x8000)
        #expect(QuarterUpscale.start(t, x: 0, y: 0, width: 8, height: 8) == nil)
        pixman_transform_init_scale(&t, 0x4000, 0x4000)
        t.matrix.0.1 = 1
        #expect(QuarterUpscale.start(t, x: 0, y: 0, width: 8, height: 8) == nil)
    }

    @Test("a layer showing a picture 4 times larger renders as pixman draws it, with 1 and 2 threads")
    func layerAtFourTimes() throws {
        for threads in [1, 2] {
            let drawn = try ScaledLayerRender(picture: (24, 16), in: Rect(x: 3, y: 5, width: 96, height: 64), threads: threads)
            #expect(drawn.kinds.contains("SRC picture·bilinear ×4"), "\(drawn.kinds)")
            let expected = try Image(width: 110, height: 80)
            let op = Self.upscale(drawn.picture, at: 3, 5, repeat: PIXMAN_REPEAT_PAD, into: expected,
                                  rect: PixelRect(x: 3, y: 5, width: 96, height: 64))
            let pixman = DisplayListPlayer(worker: 0)
            pixman.usesQuarterUpscale = false
            pixman.usesBilinearScale = false
            let list = DisplayList()
            list.append(op, keeping: expected, drawn.picture)
            pixman.play(list, in: PixelRect(x: 0, y: 0, width: 110, height: 80))
            #expect(TestSupport.differingPixels(drawn.frame, expected) == 0, "\(threads) threads")
        }
    }
}
