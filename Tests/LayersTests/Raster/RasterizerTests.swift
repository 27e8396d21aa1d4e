import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct RasterizerTests {
    private func raster(_ path: Path, _ rule: FillRule = .nonZero, size: Int = 40, antialiased: Bool = true) throws -> AlphaMask {
        let mask = try AlphaMask(width: size, height: size)
        PathRasterizer().fill(path.flattened(tolerance: 0.05), rule: rule, antialiased: antialiased, into: mask, origin: (0, 0))
        return mask
    }

    @Test func fractionalRectangleHasExactEdgeCoverage() throws {
        let m = try raster(Path(rect: Rect(x: 10.25, y: 10.5, width: 10, height: 10)))
        #expect(m[15, 15] == 255)
        #expect(m[10, 15] == 191)   // 0.75 of the column
        #expect(m[20, 15] == 64)    // 0.25
        #expect(m[15, 10] == 128)   // 0.5 of the row
        #expect(m[10, 10] == 96)    // 0.75 × 0.5
        #expect(m[9, 15] == 0 && m[21, 15] == 0)
    }

    @Test func starCentreIsFilledForNonZeroAndEmptyForEvenOdd() throws {
        let star = TestSupport.star(in: Rect(x: 0, y: 0, width: 40, height: 40))
        let nonZero = try raster(star, .nonZero), evenOdd = try raster(star, .evenOdd)
        #expect(nonZero[20, 21] == 255)
        #expect(evenOdd[20, 21] == 0)
        // A point arm is inside for both.
        #expect(nonZero[20, 3] == 255 && evenOdd[20, 3] == 255)
    }

    @Test func roundedCornerMatchesTheAnalyticArea() throws {
        let r = 16.0
        let m = try raster(Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: r))
        var sum = 0.0
        for y in 0..<16 { for x in 0..<16 { sum += Double(m[x, y]) / 255 } }
        let analytic = Double.pi * r * r / 4
        // 16 sub-scanlines integrate the arc to within half a percent.
        #expect(abs(sum - analytic) / analytic < 0.005, "corner coverage \(sum) vs \(analytic)")
        // Per pixel, against the exact area of the pixel inside the circle (supersampled).
        for (x, y) in [(2, 6), (4, 4), (6, 2), (10, 1), (0, 15), (15, 15)] {
            var inside = 0
            for sy in 0..<64 { for sx in 0..<64 {
                let px = Double(x) + (Double(sx) + 0.5) / 64, py = Double(y) + (Double(sy) + 0.5) / 64
                if hypot(px - r, py - r) <= r { inside += 1 }
            } }
            let expected = Double(inside) / 4096 * 255
            #expect(abs(Double(m[x, y]) - expected) <= 9, "pixel (\(x), \(y)): \(m[x, y]) vs \(expected)")
        }
    }

    @Test func aliasedFillIsAllOrNothing() throws {
        let m = try raster(Path(ellipseIn: Rect(x: 3.3, y: 3.3, width: 30, height: 30)), antialiased: false)
        for y in 0..<40 { for x in 0..<40 { #expect(m[x, y] == 0 || m[x, y] == 255) } }
        #expect(m[18, 18] == 255 && m[1, 1] == 0)
    }

    @Test func coverageOutsideTheMaskIsDropped() throws {
        let m = try raster(Path(rect: Rect(x: -100, y: -100, width: 1000, height: 120)))
        #expect(m[0, 0] == 255 && m[39, 19] == 255 && m[39, 20] == 0)
    }

    @Test func nonFiniteAndEmptyInputDrawsNothing() throws {
        var p = Path()
        p.move(to: Point(x: .nan, y: 0)); p.addLine(to: Point(x: 5, y: .infinity)); p.addLine(to: Point(x: 1e300, y: -1e300))
        let m = try raster(p)
        let e = try raster(Path())
        for y in 0..<40 { for x in 0..<40 { #expect(e[x, y] == 0) } }
        _ = m
    }

    /// Wide masks of random self-intersecting polygons against a plain reference that
    /// samples the same 16 rows per pixel and measures each inside span's overlap with
    /// each pixel: the rasterizer writes the runs between edges in one go, and must still
    /// agree everywhere (to ±1 of rounding), for both fill rules.
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func randomPolygonsMatchAPerPixelReference(rule: FillRule) throws {
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func random() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let width = 300, height = 40
        for _ in 0..<12 {
            var path = Path()
            for subpath in 0..<2 {
                let count = 3 + Int(random() * 9)
                for i in 0..<count {
                    let p = Point(x: -20 + random() * Double(width + 40), y: -5 + random() * Double(height + 10))
                    if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
                }
                if subpath == 0 { path.closeSubpath() }
            }
            let polygons = path.flattened(tolerance: 0.05)
            let mask = try AlphaMask(width: width, height: height)
            PathRasterizer().fill(polygons, rule: rule, antialiased: true, into: mask, origin: (0, 0))
            let expected = Self.reference(polygons, rule: rule, width: width, height: height)
            var worst = 0
            for y in 0..<height { for x in 0..<width { worst = max(worst, abs(Int(mask[x, y]) - expected[y * width + x])) } }
            #expect(worst <= 1, "largest difference \(worst)/255 from the reference")
        }
    }

    /// Coverage by brute force: 16 sample rows per pixel row, each row's inside spans
    /// (crossings sorted and walked with the rule) intersected with every pixel.
    private static func reference(_ polygons: Polyline, rule: FillRule, width: Int, height: Int) -> [Int] {
        var edges: [(Point, Point)] = []
        for sub in polygons.subpaths {
            let pts = polygons.points(of: sub)
            guard pts.count >= 2 else { continue }
            for i in pts.indices { edges.append((pts[i], pts[i == pts.endIndex - 1 ? pts.startIndex : i + 1])) }
        }
        var cover = [Double](repeating: 0, count: width * height)
        for row in 0..<height {
            for k in 0..<16 {
                let y = Double(row) + (Double(k) + 0.5) / 16
                var crossings: [(x: Double, winding: Int)] = []
                for (a, b) in edges where a.y != b.y {
                    let (top, bottom, w) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                    guard top.y <= y, y < bottom.y else { continue }
                    crossings.append((top.x + (y - top.y) * (bottom.x - top.x) / (bottom.y - top.y), w))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0, start = 0.0
                for c in crossings {
                    let wasInside = rule.isInside(winding)
                    winding += c.winding
                    if !wasInside && rule.isInside(winding) { start = c.x }
                    if wasInside && !rule.isInside(winding) {
                        for x in 0..<width {
                            let overlap = min(c.x, Double(x + 1)) - max(start, Double(x))
                            if overlap > 0 { cover[row * width + x] += overlap / 16 }
                        }
                    }
                }
            }
        }
        return cover.map { Int(min(max($0, 0), 1) * 255 + 0.5) }
    }
}
