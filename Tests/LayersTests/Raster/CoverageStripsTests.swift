import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// A big shape's strips agree with its rasterized mask: solid spans are all 255, edge
/// spans hold every partial pixel, and nothing outside the spans is covered.
@Suite(.noAnimationLeftRunning) struct CoverageStripsTests {
    typealias T = TestSupport

    /// A ring with a star cut out, turned: curves, holes, both fill rules, slanted edges.
    private static func shape() -> Path {
        var path = Path(ellipseIn: Rect(x: 20, y: 30, width: 600, height: 420))
        path.addEllipse(in: Rect(x: 140, y: 110, width: 300, height: 220))
        path.move(to: Point(x: 320, y: 60))
        for k in 1..<10 {
            let angle = Double(k) * .pi / 5 - .pi / 2, radius = k % 2 == 0 ? 170.0 : 70.0
            path.addLine(to: Point(x: 320 + radius * cos(angle), y: 240 + radius * sin(angle)))
        }
        path.closeSubpath()
        return path.transformed(by: AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 60, y: -40)))
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd], [true, false])
    func stripsAgreeWithTheMask(rule: FillRule, antialiased: Bool) throws {
        let width = 700, height = 520
        let polygons = Self.flattened(Self.shape())
        let table = PathRasterizer.edgeTable(polygons, rule: rule, antialiased: antialiased, height: height, origin: (0, 0))
        let mask = try AlphaMask(width: width, height: height)
        PathRasterizer().fill(table, into: mask, rows: 0..<height)
        var scratch = CoverageStrips.Scratch()
        let strips = CoverageStrips(table, of: polygons, origin: (0, 0), width: width, height: height, scratch: &scratch)
        var kind = [UInt8](repeating: 0, count: width * height)   // 0 none, 1 solid, 2 edge
        var solid = 0, edge = 0
        strips.forEachSpan(in: PixelRect(x: 0, y: 0, width: width, height: height)) { r, isSolid in
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { kind[y * width + x] = isSolid ? 1 : 2 } }
            if isSolid { solid += r.area } else { edge += r.area }
        }
        var wrong = 0
        for y in 0..<height {
            for x in 0..<width {
                let coverage = mask.bytes[y * mask.stride + x]
                switch kind[y * width + x] {
                case 1: if coverage != 255 { wrong += 1 }
                case 0: if coverage != 0 { wrong += 1 }
                default: break
                }
            }
        }
        #expect(wrong == 0)
        #expect(solid > 2 * edge, "most of the shape is inside: \(solid) solid, \(edge) edge pixels")
    }

    /// A flat top (a horizontal segment, which the rasterizer's edge table leaves out)
    /// inside a band still bounds the solid span: the rows above it are not covered.
    @Test(arguments: [0.0, 3.0, 7.5, 15.0]) func aFlatTopInsideABandBoundsTheSolidSpan(top: Double) throws {
        let polygons = Self.flattened(Path(rect: Rect(x: 10, y: 16 + top, width: 200, height: 100)))
        let table = PathRasterizer.edgeTable(polygons, rule: .nonZero, antialiased: true, height: 160, origin: (0, 0))
        var scratch = CoverageStrips.Scratch()
        let strips = CoverageStrips(table, of: polygons, origin: (0, 0), width: 240, height: 160, scratch: &scratch)
        strips.forEachSpan(in: PixelRect(x: 0, y: 0, width: 240, height: 160)) { r, isSolid in
            if isSolid { #expect(Double(r.y) >= 16 + top && Double(r.maxY) <= 116 + top, "solid \(r)") }
        }
    }

    @Test func aClipTakesOnlyItsPartOfTheSpans() throws {
        let polygons = Self.flattened(Path(rect: Rect(x: 10.5, y: 10, width: 300, height: 100)))
        let table = PathRasterizer.edgeTable(polygons, rule: .nonZero, antialiased: true, height: 200, origin: (0, 0))
        var scratch = CoverageStrips.Scratch()
        let strips = CoverageStrips(table, of: polygons, origin: (0, 0), width: 400, height: 200, scratch: &scratch)
        var area = 0
        strips.forEachSpan(in: PixelRect(x: 100, y: 50, width: 50, height: 30)) { r, isSolid in
            #expect(isSolid)
            #expect(PixelRect(x: 100, y: 50, width: 50, height: 30).contains(r))
            area += r.area
        }
        #expect(area == 50 * 30)
    }

    /// A big masked picture turning and growing, drawn frame after frame by its strips,
    /// equals each frame drawn from scratch with the masks whole: the splash's hole.
    @Test func aTurningHoleRedrawsExactly() throws {
        let root = T.root(400, 300, .black)
        T.layer(root.bounds, Color(hex: 0x4E2A84), in: root)
        let window = T.layer(root.bounds, .clear, in: root)
        let picture = try T.picture(100, 75)
        picture.isOpaque = true
        window.contents = picture
        let hole = ShapeLayer()
        hole.path = Path(ellipseIn: Rect(x: -60, y: -40, width: 120, height: 80))
        hole.position = Point(x: 200, y: 150)
        window.mask = hole
        // A white logo over the hole, fading: a colour through the same big mask.
        let cover = ShapeLayer()
        cover.path = hole.path
        cover.fillColor = Color(white: 1, alpha: 0.6)
        cover.position = hole.position
        window.addSublayer(cover)
        let image = try Image(width: 800, height: 600)
        let renderer = Renderer(threads: 2)
        renderer.parallelThreshold = 0
        for step in 0..<6 {
            Transaction.withoutActions {
                let grown = AffineTransform(rotationAngle: 0.2 * Double(step)).scaledBy(x: 1 + Double(step), y: 1 + Double(step))
                hole.transform = grown
                cover.transform = grown
                window.transform = AffineTransform(scale: 1.05 - 0.01 * Double(step))
            }
            try renderer.render(root, at: 0, into: image, scale: 2)
            let whole = try Image(width: 800, height: 600)
            let reference = Renderer(threads: 1)
            reference.usesCoverageStrips = false
            reference.cullsOccludedPixels = false
            try reference.render(root, at: 0, into: whole, scale: 2)
            #expect(T.differingPixels(image, whole) == 0, "step \(step)")
        }
        #expect(renderer.statistics.occludedPixels > 0, "the picture inside the hole hides the background")
    }

    private static func flattened(_ path: Path) -> Polyline {
        var flat = Polyline()
        path.flatten(tolerance: MaskFactory.tolerance, transform: .identity, into: &flat)
        return flat
    }
}
