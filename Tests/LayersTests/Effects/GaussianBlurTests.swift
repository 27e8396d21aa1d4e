import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// The blur against a plain two-dimensional Gaussian convolution written out here, on
/// pictures with hard edges, fine detail and colour, at radii that use every reduction.
@Suite(.noAnimationLeftRunning) struct GaussianBlurTests {
    @Test(arguments: [1.5, 3.0, 6.0, 12.0, 24.0, 40.0])
    func matchesAReferenceGaussian(radius: Double) throws {
        // A big radius needs room: the reduced image should keep a few pixels per σ.
        let source = radius > 30 ? try Self.testPicture(width: 240, height: 180) : try Self.testPicture(width: 160, height: 120)
        let blur = try GaussianBlur(radius: radius)
        let actual = try blur.apply(to: source)
        let expected = Self.referenceBlur(source, sigma: radius)
        var worst = 0, total = 0, count = 0
        for y in 0..<source.height {
            for x in 0..<source.width {
                for shift in [0, 8, 16, 24] {
                    let a = Int((actual[x, y] >> UInt32(shift)) & 0xFF), e = Int((expected[y * source.width + x] >> UInt32(shift)) & 0xFF)
                    worst = max(worst, abs(a - e)); total += abs(a - e); count += 1
                }
            }
        }
        let mean = Double(total) / Double(count)
        #expect(mean < 1.0, "mean channel error \(mean) at radius \(radius) (reduction \(blur.reduction))")
        #expect(worst <= 8, "worst channel error \(worst) at radius \(radius) (reduction \(blur.reduction))")
    }

    /// The spread is the radius asked for, also where the blur works 2, 4 or 8 times
    /// smaller and the halvings and the upscale add blur of their own (the convolution
    /// leaves their variance out). The spread of a step from black to white is the
    /// standard deviation of its derivative, the line-spread function: for a true
    /// Gaussian that is σ. Working smaller makes the blur shift-variant (an edge on a
    /// block boundary of the reduced image comes out up to 3 % narrower than one
    /// between), so σ is measured for the edge at each of the `reduction` sub-block
    /// places, and the mean must be within 1 % of the radius, each place within 3.5 %.
    /// (The ink beside the edge, 2·255·σ/√(2π), is no good here: on pixels it reads a
    /// true Gaussian of σ = 2 as 1.96.)
    @Test(arguments: [2.0, 3, 4, 6, 8, 10, 12, 16, 20, 24, 32, 40])
    func aStepSpreadsByTheRadius(radius: Double) throws {
        try expectSpread(of: GaussianBlur(radius: radius), radius: radius)
    }

    /// The same with the blur working as small as ``BlurLevels`` has it: 8× smaller from
    /// a radius of 12 pixels, the convolution left a σ of 1.5 working pixels. The mean
    /// stays within 1 %; from place to place it varies more, within 5 %.
    @Test(arguments: [2.0, 3, 4, 6, 8, 10, 12, 16, 20, 24, 32, 40])
    func aStepSpreadsByTheRadiusWorkingSmaller(radius: Double) throws {
        let blur = try GaussianBlur(radius: radius, minimumWorkingRadius: 1.5)
        #expect(blur.reduction == (radius >= 12 ? 8 : radius >= 6 ? 4 : radius >= 3 ? 2 : 1))
        try expectSpread(of: blur, radius: radius, eachPlace: 0.05)
    }

    private func expectSpread(of blur: GaussianBlur, radius: Double, eachPlace: Double = 0.035) throws {
        var spreads: [Double] = []
        for phase in 0..<blur.reduction {
            spreads.append(try Self.spread(of: blur, edgeAt: 512 + phase))
        }
        let mean = spreads.reduce(0, +) / Double(spreads.count)
        #expect(abs(mean - radius) < 0.01 * radius, "σ measured \(mean) for radius \(radius): \(spreads)")
        for s in spreads { #expect(abs(s - radius) < eachPlace * radius, "σ \(s) at one place, radius \(radius)") }
    }

    /// The standard deviation of the derivative of a blurred black-to-white step whose
    /// first white column is `edge`.
    private static func spread(of blur: GaussianBlur, edgeAt edge: Int) throws -> Double {
        let width = 1024, height = 8
        let step = try Image(width: width, height: height)
        for y in 0..<height { for x in 0..<width { step[x, y] = x < edge ? 0xFF00_0000 : 0xFFFF_FFFF } }
        let blurred = try blur.apply(to: step)
        let green = (0..<width).map { Double((blurred[$0, height / 2] >> 8) & 0xFF) }
        var total = 0.0, first = 0.0, second = 0.0
        for x in 1..<width {
            let d = green[x] - green[x - 1], at = Double(x - edge)
            total += d; first += d * at; second += d * at * at
        }
        let mean = first / total
        return (second / total - mean * mean).squareRoot()
    }

    @Test func reductionGrowsWithTheRadius() throws {
        #expect(try GaussianBlur(radius: 0).reduction == 1)
        #expect(try GaussianBlur(radius: 3).reduction == 1)
        #expect(try GaussianBlur(radius: 4).reduction == 2)
        #expect(try GaussianBlur(radius: 8).reduction == 4)
        #expect(try GaussianBlur(radius: 20).reduction == 8)
        #expect(try GaussianBlur(radius: 64).reduction == 8)
    }

    @Test func aMinimumReductionTradesSmallRadiiForSpeed() throws {
        #expect(try GaussianBlur(radius: 2, minimumReduction: 4).reduction == 4)
        #expect(try GaussianBlur(radius: 20, minimumReduction: 4).reduction == 8)
        #expect(throws: BlurError.invalidReduction(3)) { try GaussianBlur(radius: 2, minimumReduction: 3) }
        // 4× smaller already blurs by about 2 pixels: close to a Gaussian of 2.
        let source = try Self.testPicture(width: 160, height: 120)
        let actual = try GaussianBlur(radius: 2, minimumReduction: 4).apply(to: source)
        let expected = Self.referenceBlur(source, sigma: 2)
        var total = 0
        for y in 0..<120 { for x in 0..<160 { for shift in [UInt32(0), 8, 16] {
            total += abs(Int((actual[x, y] >> shift) & 0xFF) - Int((expected[y * 160 + x] >> shift) & 0xFF))
        } } }
        let mean = Double(total) / Double(160 * 120 * 3)
        #expect(mean < 5, "mean channel error \(mean)")
    }

    @Test func reducedImageIsSmallerAndPlacedOnBlockCentres() throws {
        let source = try Image(width: 101, height: 51)
        let reduced = try GaussianBlur(radius: 20).reducedImage(blurring: source)
        #expect(reduced.width == 13 && reduced.height == 7)
    }

    @Test func zeroRadiusCopies() throws {
        let source = try Self.testPicture(width: 40, height: 30)
        let copy = try GaussianBlur(radius: 0).apply(to: source)
        #expect(copy !== source)
        for y in 0..<30 { for x in 0..<40 { #expect(copy[x, y] == source[x, y]) } }
    }

    @Test func badRadiiAreErrors() {
        #expect(throws: BlurError.invalidRadius(-1)) { try GaussianBlur(radius: -1) }
        #expect(throws: BlurError.self) { try GaussianBlur(radius: .nan) }
        #expect(throws: BlurError.invalidRadius(.infinity)) { try GaussianBlur(radius: .infinity) }
    }

    // MARK: Reference

    /// Opaque 16-pixel stripes, a one-pixel checkerboard, a coloured disc and a
    /// translucent square. Detail at the edges is no finer than the largest reduction:
    /// the blur extends its edges at the working resolution (see ``GaussianBlur``), so
    /// single-pixel detail right at an edge is where it and the exact one may differ.
    static func testPicture(width: Int, height: Int) throws -> Image {
        let image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var p: UInt32 = (x / 16) % 2 == 0 ? 0xFF20_3040 : 0xFFE0_D0C0
                if x > width / 2 && y > height / 2 && x < width - 10 && y < height - 10 { p = (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
                let dx = x - width / 3, dy = y - height / 2
                if dx * dx + dy * dy < 400 { p = 0xFFFF_4020 }
                if x > width * 3 / 4 && y < height / 4 { p = 0x8000_4000 }
                image[x, y] = p
            }
        }
        return image
    }

    /// The exact Gaussian: every output pixel a weighted sum over ±4σ of the source, edges
    /// extended, each channel rounded once at the end.
    static func referenceBlur(_ image: Image, sigma: Double) -> [UInt32] {
        let w = image.width, h = image.height
        let r = Int((4 * sigma).rounded(.up))
        let weights = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var rows = [[Double]](repeating: [Double](repeating: 0, count: 4), count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var acc = [0.0, 0, 0, 0]
                for k in -r...r {
                    let p = image[min(max(x + k, 0), w - 1), y]
                    for c in 0..<4 { acc[c] += weights[k + r] * Double((p >> UInt32(8 * c)) & 0xFF) }
                }
                rows[y * w + x] = acc.map { $0 / total }
            }
        }
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var acc = [0.0, 0, 0, 0]
                for k in -r...r {
                    let row = rows[min(max(y + k, 0), h - 1) * w + x]
                    for c in 0..<4 { acc[c] += weights[k + r] * row[c] }
                }
                var p: UInt32 = 0
                for c in 0..<4 { p |= UInt32(min(max((acc[c] / total).rounded(), 0), 255)) << UInt32(8 * c) }
                out[y * w + x] = p
            }
        }
        return out
    }
}
