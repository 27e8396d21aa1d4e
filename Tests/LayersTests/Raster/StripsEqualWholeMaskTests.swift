import Testing
@testable import Layers

/// A big mask drawn through its strips (solid spans filled whole, edge spans copied
/// from a mask that holds only them, nothing elsewhere) equals the same mask rasterized
/// whole, pixel for pixel: for edges at every sub-pixel position, steep and shallow,
/// and for horizontal runs inside a band. A pixel an edge passes that no edge span
/// holds shows up here as a solid 255 or an empty 0 where the edge's partial coverage is.
struct StripsEqualWholeMaskTests {
    /// A closed polygon of `corners`.
    private static func add(_ corners: [Point], to polygons: inout Polyline) {
        polygons.begin()
        for p in corners { polygons.append(p) }
        polygons.finish(closed: true)
    }

    /// Quadrilaterals over several bands whose sides lean by `slope` (x per y), their
    /// corners at every 1/64 pixel across and down: steep edges and horizontal runs
    /// starting and ending anywhere within a pixel and a band.
    static func steep(slope: Double) -> Polyline {
        var polygons = Polyline()
        for k in 0..<64 {
            let x = 30 + 19 * Double(k) + Double(k) / 64, top = 5 + Double(k % 16) + Double(k) / 64
            let height = 70 + Double(k % 7) * 3.3, width = 7 + Double(k % 5) / 64 * 11
            add([Point(x: x, y: top), Point(x: x + width, y: top),
                 Point(x: x + width + slope * height, y: top + height), Point(x: x + slope * height, y: top + height)],
                to: &polygons)
        }
        return polygons
    }

    /// Long thin bands rising by `rise` per pixel across: shallow edges crossing each
    /// row over many pixels, starting at every 1/64 pixel down.
    static func shallow(rise: Double) -> Polyline {
        var polygons = Polyline()
        for k in 0..<64 {
            let y = 20 + 4.5 * Double(k) + Double(k) / 64, x = 10 + Double(k) / 64, length = 1100.0
            add([Point(x: x, y: y), Point(x: x + length, y: y + rise * length),
                 Point(x: x + length, y: y + rise * length + 2.3), Point(x: x, y: y + 2.3)], to: &polygons)
        }
        return polygons
    }

    /// A staircase: each step a horizontal run ending inside a band, at a different row
    /// of it and a different 1/64 of a pixel.
    static func staircase() -> Polyline {
        var polygons = Polyline()
        var corners = [Point(x: 8, y: 390)]
        var y = 380.0
        for k in 0..<64 {
            let x = 8 + 17 * Double(k) + Double(k) / 64
            corners.append(Point(x: x, y: y))
            y -= 3 + Double(k % 16) / 16 + Double(k) / 64
            corners.append(Point(x: x, y: y))
        }
        corners.append(Point(x: 1200, y: y))
        corners.append(Point(x: 1200, y: 390))
        add(corners, to: &polygons)
        return polygons
    }

    /// Pixels where the strips' picture differs from the whole mask, and the edge pixels seen.
    static func differences(_ polygons: Polyline, rule: FillRule = .nonZero, width: Int = 1280, height: Int = 400)
        throws -> (differing: Int, partial: Int, first: String) {
        let table = PathRasterizer.edgeTable(polygons, rule: rule, antialiased: true, height: height, origin: (0, 0))
        let whole = try AlphaMask(width: width, height: height)
        PathRasterizer().fill(table, into: whole, rows: 0..<height)
        var scratch = CoverageStrips.Scratch()
        let strips = CoverageStrips(table, of: polygons, origin: (0, 0), width: width, height: height, scratch: &scratch)
        let edges = try AlphaMask(width: width, height: height)
        edges.strips = strips
        edges.holdsEdgesOnly = true
        PathRasterizer().fill(table, into: edges, rows: 0..<height)
        var drawn = [UInt8](repeating: 0, count: width * height)
        strips.forEachSpan(in: PixelRect(x: 0, y: 0, width: width, height: height)) { r, isSolid in
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX { drawn[y * width + x] = isSolid ? 255 : edges.bytes[y * edges.stride + x] }
            }
        }
        var differing = 0, partial = 0, first = ""
        for y in 0..<height {
            for x in 0..<width {
                let expected = whole.bytes[y * whole.stride + x]
                if expected != 0 && expected != 255 { partial += 1 }
                if drawn[y * width + x] != expected {
                    if differing == 0 { first = "(\(x), \(y)): \(drawn[y * width + x]) instead of \(expected)" }
                    differing += 1
                }
            }
        }
        return (differing, partial, first)
    }

    @Test(arguments: [0.0, 0.03, -0.11, 0.45, -1.7])
    func steepEdgesAtEverySubPixelPosition(slope: Double) throws {
        let result = try Self.differences(Self.steep(slope: slope))
        #expect(result.differing == 0, "\(result.differing) pixels, the first \(result.first)")
        #expect(result.partial > 64 * 140)
    }

    @Test(arguments: [0.0, 0.004, -0.013, 0.07, 0.31])
    func shallowEdgesAtEverySubPixelPosition(rise: Double) throws {
        let result = try Self.differences(Self.shallow(rise: rise))
        #expect(result.differing == 0, "\(result.differing) pixels, the first \(result.first)")
        #expect(result.partial > 64 * 1000)
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func horizontalRunsInsideABand(rule: FillRule) throws {
        let result = try Self.differences(Self.staircase(), rule: rule)
        #expect(result.differing == 0, "\(result.differing) pixels, the first \(result.first)")
        #expect(result.partial > 64 * 12)
    }
}
