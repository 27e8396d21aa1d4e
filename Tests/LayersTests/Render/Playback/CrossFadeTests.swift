import CPixman
import Testing
@testable import Layers
import AnimationCheck

/// A copy with a picture faded over it, drawn in one pass, gives pixman's pixels bit
/// for bit, and only pairs that may are drawn so.
@Suite(.noAnimationLeftRunning) struct CrossFadeTests {
    /// The pair: `under` copied into `rect` of `target`, then `over` through `coverage`.
    private static func pair(_ under: Image, _ over: Image, coverage: UInt32, into target: Image, rect: PixelRect,
                             underAt: (x: Int, y: Int), overAt: (x: Int, y: Int)) -> [DrawOperation] {
        [DrawOperation(op: PIXMAN_OP_SRC, source: .plain(under.views), mask: nil, destination: target.views,
                       rect: rect, sourceOrigin: underAt, maskOrigin: (0, 0)),
         DrawOperation(op: PIXMAN_OP_OVER, source: .plain(over.views), mask: .alpha(coverage),
                       destination: target.views, rect: rect, sourceOrigin: overAt, maskOrigin: (0, 0))]
    }

    /// Plays `operations` into `target` in two bands, as two workers split a frame.
    private static func play(_ operations: [DrawOperation], into target: Image, keeping pictures: [Image],
                             fused: Bool, loops: PixelLoops = .best, streams: Bool = false) -> RenderProfile? {
        let player = DisplayListPlayer(worker: 0)
        player.usesCrossFade = fused
        player.crossFade.loops = loops
        if streams { player.crossFade.streamingPixels = 0 }
        player.profile = RenderProfile()
        let list = DisplayList()
        for var op in operations {
            op.destination = target.views
            list.append(op, keeping: target, pictures[0], pictures[1])
        }
        let split = target.height / 2
        player.play(list, in: PixelRect(x: 0, y: 0, width: target.width, height: split))
        player.play(list, in: PixelRect(x: 0, y: split, width: target.width, height: target.height - split))
        return player.profile
    }

    /// Every path: eight pixels a step (AVX2, where the machine has it), four, and portable C; each
    /// writing through the caches, and past them from the first aligned pixel of a row.
    @Test("translucent pictures, any coverage, any rectangle, cut into bands: pixman's pixels",
          arguments: PixelLoops.allCases, [false, true])
    func matchesPixman(loops: PixelLoops, streams: Bool) throws {
        var seed: UInt64 = 29
        var fusedPairs = 0
        for trial in 0..<100 {
            let t = SmallTrial(&seed), (width, height, rect) = (t.width, t.height, t.rect)
            let r = { (n: Int) -> Int in SmallTrial.roll(&seed, below: n) }
            let under = try QuarterUpscaleTests.noise(width + 5, height + 3, seed: &seed)
            let over = try QuarterUpscaleTests.noise(width + 2, height + 6, seed: &seed)
            // A third of the trials fade an opaque picture (a blurred screen): the loop's own case.
            if trial % 3 == 0 {
                for i in 0..<(over.stride / 4 * over.height) { over.pixels[i] |= 0xFF00_0000 }
            }
            // Coverage 0 and 254 among the trials: the ends of what a constant alpha holds.
            let coverage = UInt32(trial == 0 ? 0 : trial == 1 ? 254 : r(255))
            let ops = Self.pair(under, over, coverage: coverage, into: try Image(width: width, height: height), rect: rect,
                                underAt: (rect.x + r(5), rect.y + r(3)), overAt: (rect.x + r(2), rect.y + r(6)))
            let fast = try QuarterUpscaleTests.noise(width, height, seed: &seed)
            let slow = try Image(width: width, height: height)
            slow.pixels.update(from: fast.pixels, count: fast.stride / 4 * height)
            let profile = Self.play(ops, into: fast, keeping: [under, over], fused: true, loops: loops, streams: streams)
            _ = Self.play(ops, into: slow, keeping: [under, over], fused: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0, "trial \(trial): \(rect), coverage \(coverage)")
            fusedPairs += profile?.rows.filter { $0.kind == "OVER picture over its copy, one pass through alpha" }.count ?? 0
        }
        #expect(fusedPairs == 100, "every trial went through the one pass, not pixman")
    }

    /// A picture whose colour is brighter than its alpha (added light: channels 255 over
    /// alpha 0) faded over white sums past 255 in every channel: each path saturates, as
    /// pixman does, also in a row's last pixels that no vector step reaches.
    @Test("light added over white saturates at 255 in every path, to a row's last pixel", arguments: PixelLoops.allCases)
    func brightPixelsSaturate(loops: PixelLoops) throws {
        for width in 1...11 {
            let under = try Image(width: width, height: 2), over = try Image(width: width, height: 2)
            for i in 0..<(under.stride / 4 * 2) { under.pixels[i] = 0xFFFF_FFFF; over.pixels[i] = 0x00FF_FFFF }
            let rect = PixelRect(x: 0, y: 0, width: width, height: 2)
            let ops = Self.pair(under, over, coverage: 254, into: try Image(width: width, height: 2), rect: rect,
                                underAt: (0, 0), overAt: (0, 0))
            let fast = try Image(width: width, height: 2), slow = try Image(width: width, height: 2)
            let profile = Self.play(ops, into: fast, keeping: [under, over], fused: true, loops: loops)
            _ = Self.play(ops, into: slow, keeping: [under, over], fused: false)
            #expect((0..<2).allSatisfy { y in (0..<width).allSatisfy { x in fast[x, y] == 0xFFFF_FFFF } },
                    "\(loops), \(width) pixels a row")
            #expect(TestSupport.differingPixels(fast, slow) == 0, "\(loops), \(width) pixels a row: pixman's")
            #expect(profile?.rows.contains { $0.kind.contains("one pass") } == true)
        }
    }

    @Test("into a frame-sized picture, written past the caches: pixman's pixels", arguments: PixelLoops.allCases)
    func streamsIntoBigPictures(loops: PixelLoops) throws {
        var seed: UInt64 = 43
        let (width, height) = (1030, 1020)
        let under = try QuarterUpscaleTests.noise(width, height, seed: &seed)
        let over = try QuarterUpscaleTests.noise(width, height, seed: &seed)
        for rect in [PixelRect(x: 0, y: 0, width: width, height: height), PixelRect(x: 3, y: 5, width: 1001, height: 700)] {
            let ops = Self.pair(under, over, coverage: 77, into: try Image(width: width, height: height), rect: rect,
                                underAt: (rect.x, rect.y), overAt: (rect.x, rect.y))
            let fast = try Image(width: width, height: height), slow = try Image(width: width, height: height)
            let profile = Self.play(ops, into: fast, keeping: [under, over], fused: true, loops: loops)
            _ = Self.play(ops, into: slow, keeping: [under, over], fused: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0, "\(loops), \(rect)")
            #expect(profile?.rows.contains { $0.kind.contains("one pass") } == true)
        }
        #expect(CrossFade().streamingPixels == 1 << 20, "a frame-sized picture, 4 MB, is written past the caches")
    }

    @Test("pairs over different rectangles, or reading past a picture's edge, go to pixman")
    func declines() throws {
        let under = try TestSupport.picture(20, 10), over = try TestSupport.picture(20, 10)
        let full = PixelRect(x: 0, y: 0, width: 20, height: 10)
        var shifted = Self.pair(under, over, coverage: 128, into: try Image(width: 20, height: 10), rect: full,
                                underAt: (0, 0), overAt: (0, 0))
        shifted[1].rect = PixelRect(x: 1, y: 0, width: 19, height: 10)
        shifted[1].sourceOrigin = (1, 0)
        let past = Self.pair(under, over, coverage: 128, into: try Image(width: 20, height: 10), rect: full,
                             underAt: (0, 0), overAt: (3, 0))
        for ops in [shifted, past] {
            let fast = try Image(width: 20, height: 10), slow = try Image(width: 20, height: 10)
            let profile = Self.play(ops, into: fast, keeping: [under, over], fused: true)
            _ = Self.play(ops, into: slow, keeping: [under, over], fused: false)
            #expect(TestSupport.differingPixels(fast, slow) == 0)
            #expect(profile?.rows.contains { $0.kind.contains("one pass") } == false)
        }
    }
}
