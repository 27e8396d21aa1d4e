import CPixman
import CResample
import Testing
@testable import Layers

/// The blend of two blur levels in one pass (`cr_mix`) gives pixman's pixels: its SRC
/// of one level and ADD of the other through solid masks, bit for bit.
@Suite struct BlurMixTests {
    /// pixman's two composites, as `BlurLevels` drew the blend before.
    static func pixmanMix(_ a: Image, _ ma: UInt8, _ b: Image, _ mb: UInt8) throws -> Image {
        let out = try Image(width: a.width, height: a.height)
        for (source, op, m) in [(a, PIXMAN_OP_SRC, ma), (b, PIXMAN_OP_ADD, mb)] {
            if op == PIXMAN_OP_ADD && m == 0 { continue }
            let mask = RepeatedPixel(PIXMAN_a8)
            pixman_image_composite32(op, source.pixmanImage, m == 255 ? nil : mask.image(showing: UInt32(m)),
                                     out.pixmanImage, 0, 0, 0, 0, 0, 0, Int32(out.width), Int32(out.height))
        }
        return out
    }

    @Test(arguments: PixelLoops.allCases)
    func oneMixIsPixmansTwoComposites(loops: PixelLoops) throws {
        var seed: UInt64 = 42
        let coverages: [UInt8] = [0, 1, 2, 127, 128, 129, 200, 254, 255]
        for trial in 0..<40 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            // Widths that are not a multiple of four reach the scalar tail.
            let width = 1 + Int(seed >> 40) % 37, height = 1 + Int(seed >> 50) % 9
            let a = try QuarterUpscaleTests.noise(width, height, seed: &seed)
            let b = try QuarterUpscaleTests.noise(width, height, seed: &seed)
            let ma = coverages[trial % coverages.count], mb = coverages[(trial / 3) % coverages.count]
            let mixed = try Image(width: width, height: height)
            for y in 0..<height {
                cr_mix(a.pixels + y * (a.stride / 4), ma, b.pixels + y * (b.stride / 4), mb,
                       mixed.pixels + y * (mixed.stride / 4), width, loops.rawValue)
            }
            let expected = try Self.pixmanMix(a, ma, b, mb)
            #expect(TestSupport.differingPixels(mixed, expected) == 0, "\(loops), trial \(trial): \(width)×\(height), \(ma), \(mb)")
        }
    }

    @Test(arguments: [0.0, 0.003, 0.25, 0.5, 0.999, 1.0])
    func blurLevelsBlendAsPixmanDid(fraction: Double) throws {
        let picture = try GaussianBlurTests.testPicture(width: 161, height: 121)
        let levels = try BlurLevels(picture: picture, radii: [2, 12])
        var own: Image?, pixman: Image?
        try levels.blend(0, 1, fraction: fraction, into: &own)
        levels.usesOwnMix = false
        try levels.blend(0, 1, fraction: fraction, into: &pixman)
        #expect(TestSupport.differingPixels(try #require(own), try #require(pixman)) == 0)
    }
}
