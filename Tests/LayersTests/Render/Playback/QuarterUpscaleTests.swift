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

    @Test("pictures of any size, anywhere, padded or not, cut into bands: pixman's pixels")
    func matchesPixman() throws {
        var seed: UInt64 = 28
        var upscaled = 0
        for trial in 0..<120 {
            seed = seed &* 6364136223846793005 &+ 1
            let r = { (n: Int) -> Int in
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                return Int(seed >> 33) % n
            }
            let source = try Self.noise(1 + r(30), 1 + r(20), seed: &seed)
            let width = 1 + r(140), height = 1 + r(90)
            let x = r(width), y = r(height)
            // Half the trials draw the whole target, so each edge of the picture is in it.
            let rect = trial % 4 < 2 ? PixelRect(x: 0, y: 0, width: width, height: height)
                : PixelRect(x: x, y: y, width: 1 + r(width - x), height: 1 + r(height - y))
            let mode = trial % 2 == 0 ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE
            let ox = r(17) - 8, oy = r(17) - 8
            let op = Self.upscale(source, at: ox, oy, repeat: mode, into: try Image(width: width, height: height),
                                  rect: rect)
            let fast = try Image(width: width, height: height), slow = try Image(width: width, height: height)
            let quick = DisplayListPlayer(worker: 0), pixman = DisplayListPlayer(worker: 0)
            quick.profile = RenderProfile()
            pixman.usesQuarterUpscale = false
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
            #expect(TestSupport.differingPixels(fast, slow) == 0, "trial \(trial): \(source.width)×\(source.height) into \(rect), \(mode)")
            upscaled += quick.profile?.rows.filter { $0.kind == "SRC picture·bilinear ×4" }.count ?? 0
        }
        // Every trial went through the upscale, not pixman.
        #expect(upscaled == 120)
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
        let picture = try TestSupport.picture(24, 16)
        picture.isOpaque = true
        for threads in [1, 2] {
            let root = TestSupport.root(110, 80)
            let layer = TestSupport.layer(Rect(x: 3, y: 5, width: 96, height: 64), in: root)
            layer.contents = picture
            layer.contentsGravity = .resize
            let frame = try Image(width: 110, height: 80)
            let renderer = Renderer(threads: threads)
            renderer.isProfiling = true
            try renderer.render(root, at: 0, into: frame)
            let kinds = renderer.profile?.rows.map(\.kind) ?? []
            #expect(kinds.contains("SRC picture·bilinear ×4"), "\(kinds)")
            let expected = try Image(width: 110, height: 80)
            let op = Self.upscale(picture, at: 3, 5, repeat: PIXMAN_REPEAT_PAD, into: expected,
                                  rect: PixelRect(x: 3, y: 5, width: 96, height: 64))
            let pixman = DisplayListPlayer(worker: 0)
            pixman.usesQuarterUpscale = false
            pixman.usesBilinearScale = false
            let list = DisplayList()
            list.append(op, keeping: expected, picture)
            pixman.play(list, in: PixelRect(x: 0, y: 0, width: 110, height: 80))
            #expect(TestSupport.differingPixels(frame, expected) == 0, "\(threads) threads")
        }
    }
}
