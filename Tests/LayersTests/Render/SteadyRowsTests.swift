import Testing
@testable import Layers

/// Rows where every edge is upright and runs through the row are rasterized once and
/// their spans added for each sample line: the same bytes as finding every sample
/// line's crossings, for shapes with long straight sides, slanted ones and curves.
@Suite struct SteadyRowsTests {
    static func bytes(_ path: Path, rule: FillRule, width: Int, height: Int, origin: (x: Int, y: Int),
                      steady: Bool) throws -> [UInt8] {
        let mask = try AlphaMask(width: width, height: height)
        let rasterizer = PathRasterizer()
        rasterizer.usesSteadyRows = steady
        rasterizer.fill(path.flattened(tolerance: 0.02), rule: rule, antialiased: true, into: mask, origin: origin)
        return (0..<height).flatMap { y in (0..<width).map { mask.bytes[y * mask.stride + $0] } }
    }

    static let shapes: [(name: String, path: Path, rule: FillRule)] = [
        ("a fractional rectangle", Path(rect: Rect(x: 3.3, y: 2.7, width: 120.45, height: 310.2)), .nonZero),
        ("a rounded rectangle", Path(roundedRect: Rect(x: 0.6, y: 1.25, width: 90.3, height: 400.5), cornerRadius: 13), .nonZero),
        ("a window's outline", Path { p in
            p.addRoundedRect(Rect(x: 0.5, y: 0.5, width: 300, height: 420), cornerRadius: 13)
            p.addRoundedRect(Rect(x: 1.5, y: 1.5, width: 298, height: 418), cornerRadius: 12)
        }, .evenOdd),
        ("a slanted quad", Path { p in
            p.move(to: Point(x: 5, y: 3)); p.addLine(to: Point(x: 150, y: 40.3))
            p.addLine(to: Point(x: 140.2, y: 380)); p.addLine(to: Point(x: 8, y: 300))
            p.closeSubpath()
        }, .nonZero),
        ("upright sides meeting a slant mid-row", Path { p in
            p.move(to: Point(x: 10, y: 10.4)); p.addLine(to: Point(x: 60, y: 10.4)); p.addLine(to: Point(x: 60, y: 200.6))
            p.addLine(to: Point(x: 35, y: 230.1)); p.addLine(to: Point(x: 10, y: 200.6)); p.closeSubpath()
        }, .nonZero),
        ("overlapping rectangles", Path { p in
            p.addRect(Rect(x: 4.2, y: 3, width: 60, height: 300)); p.addRect(Rect(x: 30.7, y: 50.5, width: 70, height: 100))
        }, .nonZero),
    ]

    @Test func steadyRowsChangeNoByte() throws {
        for entry in Self.shapes {
            for origin in [(x: 0, y: 0), (x: 2, y: 7), (x: -20, y: 40)] {
                let steady = try Self.bytes(entry.path, rule: entry.rule, width: 170, height: 440, origin: origin, steady: true)
                let every = try Self.bytes(entry.path, rule: entry.rule, width: 170, height: 440, origin: origin, steady: false)
                let differing = zip(steady, every).filter { $0 != $1 }.count
                #expect(differing == 0, "\(entry.name) from \(origin): \(differing) bytes differ")
                #expect(steady.contains { $0 != 0 }, "\(entry.name): something is drawn")
            }
        }
    }
}
