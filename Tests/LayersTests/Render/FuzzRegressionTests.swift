import Foundation
import Testing
@testable import Layers
import AnimationCheck

/// Inputs `scripts/fuzz` found that trapped or hung, each reduced to the shape that
/// did it (the fuzzer's own inputs are in Fuzz/Corpus/paths/regression-*, replayed
/// by every fuzz run).
@Suite(.noAnimationLeftRunning) struct FuzzRegressionTests {
    /// An edge from y = −10³⁰⁰: the first row was `Int(yTop)`, below Int.min.
    @Test func anEdgeFromFarAboveFillsWhatIsOnTheMask() throws {
        var path = Path()
        path.move(to: Point(0, -1e300))
        path.addLine(to: Point(30, 30))
        path.addLine(to: Point(0, 30))
        path.closeSubpath()
        let mask = try AlphaMask(width: 40, height: 40)
        PathRasterizer().fill(path.flattened(tolerance: 0.05), rule: .nonZero, antialiased: true, into: mask, origin: (0, 0))
        // Over the mask the far edge is all but vertical at x = 30.
        #expect(mask[15, 15] == 255 && mask[29, 1] == 255)
        #expect(mask[31, 15] == 0 && mask[15, 31] == 0)
    }

    /// A control point at 10¹⁵⁰: the segment count was converted to Int before clamping.
    @Test func aCurveWithAHugeControlPointFlattensToAtMost4096Segments() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: Point(10, 10), control: Point(1e150, 0))
        path.addCurve(to: Point(20, 0), control1: Point(0, -1e150), control2: Point(5, 5))
        let flat = path.flattened(tolerance: 0.25)
        #expect(flat.points.count == 1 + 4096 + 4096)
        #expect(flat.points.last == Point(20, 0))
    }

    /// Round joins of a 10³⁰⁰-wide line: the circle's point count was Int(∞).
    @Test func roundJoinsOfAnEnormousLineStayBounded() {
        var line = Polyline()
        line.begin()
        for p in [Point(0, 0), Point(10, 0), Point(10, 10)] { line.append(p) }
        line.finish(closed: false)
        var out = Polyline()
        Stroker.stroke(line, style: StrokeStyle(lineWidth: 1e300, lineCap: .round, lineJoin: .round),
                       tolerance: 0.25, into: &out)
        #expect(!out.subpaths.isEmpty)
        #expect(out.subpaths.allSatisfy { out.points(of: $0).count <= 256 })
    }

    /// Hundreds of crossings on one line (a fuzzer's zig-zag took 12 s): past 32 they
    /// are sorted with the standard sort, which must give the same coverage.
    @Test func aCombWithManyTeethHasCoverageOnEveryTooth() throws {
        var comb = Path()
        for tooth in 0..<100 {
            comb.addRect(Rect(x: Double(tooth) * 2 + 0.5, y: 0, width: 1, height: 10))
        }
        let mask = try AlphaMask(width: 200, height: 10)
        PathRasterizer().fill(comb.flattened(tolerance: 0.05), rule: .nonZero, antialiased: true, into: mask, origin: (0, 0))
        for tooth in 0..<100 {
            // Each tooth covers half of two pixels; gaps likewise.
            #expect(mask[tooth * 2, 5] == 128 && mask[tooth * 2 + 1, 5] == 128, "tooth \(tooth)")
        }
    }
}
