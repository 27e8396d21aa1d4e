import CFreeType
import Foundation
@testable import Layers
import Testing
@testable import WaylandApp

/// Our rasterizer against FreeType's exact-area coverage, on the same polygons: random
/// ones, the splash's logo and rounded rectangles, at many sub-pixel offsets and scales.
/// Ours samples 16 lines per pixel row (exact across), so an edge pixel may be off by
/// up to 1/16 of coverage; the tolerance is that, in bytes (255/16, rounded up for the
/// two quantizations to bytes).
struct RasterizerFreeTypeTests {
    static let tolerance = 16

    /// A uniform number in 0..<1.
    private static func uniform(_ generator: inout SeededGenerator) -> Double {
        Double(generator.next() >> 11) / 9_007_199_254_740_992
    }

    /// `path` transformed and flattened as masks are (``MaskFactory/tolerance``).
    private static func flattened(_ path: Path, _ transform: Layers.AffineTransform) -> Polyline {
        var flat = Polyline()
        path.flatten(tolerance: MaskFactory.tolerance, transform: transform, into: &flat)
        return flat
    }

    private static func report(_ name: String, _ d: FreeTypeCoverage.Difference) {
        print(String(format: "%@ vs FreeType: %d edge pixels, mean error %.5f, largest %.4f (%d/255) at (%d, %d) in %@",
                     name, d.edgePixels, d.mean, d.largestCoverage, d.largest, d.largestAt.x, d.largestAt.y, d.shape))
    }

    /// A star-shaped polygon around `centre`: `count` corners at random angles (one in
    /// each of `count` equal sectors, so no gap between them reaches two sectors), `radii`
    /// from it, wound clockwise or not. Simple: it never crosses itself.
    private static func star(_ centre: Point, count: Int, radii: ClosedRange<Double>, reversed: Bool,
                             _ generator: inout SeededGenerator, into polygons: inout Polyline) {
        var angles = (0..<count).map { 2 * Double.pi * (Double($0) + uniform(&generator)) / Double(count) }
        if reversed { angles.reverse() }
        polygons.begin()
        for angle in angles {
            let r = radii.lowerBound + (radii.upperBound - radii.lowerBound) * uniform(&generator)
            polygons.append(Point(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle)))
        }
        polygons.finish(closed: true)
    }

    /// Random simple polygons with a random hole. FreeType sums each pixel's signed area
    /// and clamps (non-zero) or folds (even-odd) the sum, which is exact unless one pixel
    /// holds both winding 0 and winding 2, as where edges cross: so the polygons do not
    /// cross themselves and the hole keeps 9 pixels from the outline. Under non-zero the
    /// hole is wound the other way (winding 0 inside), under even-odd the same way
    /// (winding 2). Self-crossing polygons are RasterizerTests' brute-force reference's.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func randomPolygons(rule: FillRule) throws {
        let freeType = try FreeTypeCoverage()
        var generator = SeededGenerator(seed: rule == .nonZero ? 11 : 12)
        var difference = FreeTypeCoverage.Difference()
        for index in 0..<60 {
            var polygons = Polyline()
            let centre = Point(x: 52 + 3 * Self.uniform(&generator), y: 52 + 3 * Self.uniform(&generator))
            // Eight corners or more keep every outer edge 17 pixels from the centre at least
            // (24 · cos(π/4), a gap of two sectors), the hole's corners 8 at most: 9 apart.
            Self.star(centre, count: 8 + generator.index(below: 10), radii: 24...46, reversed: false, &generator,
                      into: &polygons)
            Self.star(centre, count: 3 + generator.index(below: 6), radii: 3...8, reversed: rule == .nonZero, &generator,
                      into: &polygons)
            try freeType.compare(polygons, rule: rule, width: 108, height: 108, shape: "polygon \(index)", into: &difference)
        }
        Self.report("random polygons (\(rule))", difference)
        #expect(difference.edgePixels > 5_000)
        #expect(difference.largest <= Self.tolerance, "\(difference.largest)/255 in \(difference.shape)")
        #expect(difference.mean < 0.01)
    }

    @Test func splashLogoAtManyOffsetsAndScales() throws {
        let freeType = try FreeTypeCoverage()
        var difference = FreeTypeCoverage.Difference()
        for scale in [0.23, 0.61, 1, 1.77, 3.4] {
            for step in 0..<6 {
                let dx = Double(step) / 6 + 0.013, dy = Double(step * 5 % 6) / 6 + 0.029
                let shift = Layers.AffineTransform(translationX: 50 * scale + 4 + dx, y: 20 * scale + 4 + dy)
                let transform = Layers.AffineTransform(scale: scale).concatenating(shift)
                let polygons = Self.flattened(SplashLogo.path, transform)
                let box = polygons.boundingBox
                try freeType.compare(polygons, rule: .nonZero, width: Int(box.maxX) + 4, height: Int(box.maxY) + 4,
                                     shape: "logo × \(scale) + (\(dx), \(dy))", into: &difference)
            }
        }
        Self.report("splash logo", difference)
        #expect(difference.edgePixels > 3_000)
        #expect(difference.largest <= Self.tolerance, "\(difference.largest)/255 in \(difference.shape)")
        #expect(difference.mean < 0.01)
    }

    @Test func roundedRectanglesAtManyOffsetsAndScales() throws {
        let freeType = try FreeTypeCoverage()
        var difference = FreeTypeCoverage.Difference()
        for scale in [0.5, 1, 2.25, 4.1] {
            for step in 0..<8 {
                let offset = Double(step) / 8 + 0.007 * Double(step)
                let rect = Rect(x: 3 + offset, y: 2 + offset * 0.7, width: 20 * scale + offset, height: 14 * scale)
                let polygons = Self.flattened(Path(roundedRect: rect, cornerRadius: 5 * scale), .identity)
                try freeType.compare(polygons, rule: .nonZero, width: Int(rect.maxX) + 4, height: Int(rect.maxY) + 4,
                                     shape: "rounded \(rect)", into: &difference)
            }
        }
        Self.report("rounded rectangles", difference)
        #expect(difference.edgePixels > 2_000)
        #expect(difference.largest <= Self.tolerance, "\(difference.largest)/255 in \(difference.shape)")
        #expect(difference.mean < 0.01)
    }

    /// The splash's hole at 4K: the logo grown until its head spans most of the screen.
    /// Printed, not asserted: a timed test must not assert speed.
    @Test func logoHoleAt4KTiming() throws {
        let width = 3840, height = 2160
        let transform = Layers.AffineTransform(scale: 30).concatenating(Layers.AffineTransform(translationX: 420.3, y: -370.6))
        let polygons = FreeTypeCoverage.snapped(Self.flattened(SplashLogo.path, transform))
        let freeType = try FreeTypeCoverage()
        let rasterizer = PathRasterizer()
        let mask = try AlphaMask(width: width, height: height)
        var reference = [UInt8](repeating: 0, count: width * height)
        var ours = Duration.zero, theirs = Duration.zero
        let clock = ContinuousClock()
        let rounds = 5
        for _ in 0..<rounds {
            // Both clear their targets outside the timed part.
            mask.reset(width: width, height: height)
            reference.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            ours += clock.measure { rasterizer.fill(polygons, rule: .nonZero, antialiased: true, into: mask, origin: (0, 0)) }
            theirs += try clock.measure { try freeType.render(polygons, rule: .nonZero, width: width, height: height, into: &reference) }
        }
        var inside = 0, differing = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = Int(mask.bytes[y * mask.stride + x]), b = Int(reference[y * width + x])
                if b == 255 { inside += 1 }
                if abs(a - b) > Self.tolerance { differing += 1 }
            }
        }
        func ms(_ d: Duration) -> Double {
            (Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15) / Double(rounds)
        }
        #if DEBUG
        let build = "a debug build: ours unoptimized, FreeType optimized C"
        #else
        let build = "a release build"
        #endif
        print(String(format: "logo hole 3840x2160 (%d points, %.0f %% inside): ours %.2f ms, FT_Outline_Render %.2f ms a fill (%@)",
                     polygons.points.count, 100 * Double(inside) / Double(width * height), ms(ours), ms(theirs), build))
        #expect(inside > width * height / 4)
        #expect(differing == 0)
    }
}
