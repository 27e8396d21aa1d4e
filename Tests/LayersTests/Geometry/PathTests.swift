import Foundation
import Testing
@testable import Layers
import AnimationCheck

@Suite(.noAnimationLeftRunning) struct PathTests {
    @Test func flattenedCircleStaysWithinTolerance() {
        let path = Path(ellipseIn: Rect(x: -100, y: -100, width: 200, height: 200))
        let line = path.flattened(tolerance: 0.1)
        #expect(line.subpaths.count == 1)
        #expect(line.subpaths[0].isClosed)
        let pts = line.points
        #expect(pts.count > 40)
        for p in pts { #expect(abs(p.length - 100) < 0.1) }
        // Chord midpoints too: the error between points is what the tolerance bounds.
        for i in 0..<pts.count {
            let m = (pts[i] + pts[(i + 1) % pts.count]) * 0.5
            #expect(abs(m.length - 100) < 0.15)
        }
    }

    @Test func coarserToleranceMeansFewerPoints() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.flattened(tolerance: 1).points.count < path.flattened(tolerance: 0.05).points.count)
    }

    @Test func arcGoesClockwiseOnScreenWithIncreasingAngles() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let pts = p.flattened(tolerance: 0.01).points
        #expect(abs(pts.first!.x - 10) < 1e-9 && abs(pts.first!.y) < 1e-9)
        #expect(abs(pts.last!.x) < 1e-9 && abs(pts.last!.y - 10) < 1e-9)
        // Quarter turn through the lower right (y down): all points have x, y ≥ 0.
        #expect(pts.allSatisfy { $0.x >= -1e-9 && $0.y >= -1e-9 })

        var q = Path()
        q.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let qp = q.flattened(tolerance: 0.01).points
        // The long way round: three quarters, through negative x.
        #expect(qp.contains { $0.x < -9 })
    }

    @Test func boundingBoxAndTransform() {
        var p = Path(rect: Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(p.boundingBox == Rect(x: 10, y: 20, width: 30, height: 40))
        p = p.transformed(by: AffineTransform(scale: 2).translatedBy(x: 1, y: 1))
        #expect(p.boundingBox == Rect(x: 22, y: 42, width: 60, height: 80))
        #expect(Path().boundingBox.isNull)
    }

    @Test func roundedRectClampsItsRadius() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        let pts = p.flattened(tolerance: 0.01).points
        #expect(pts.allSatisfy { $0.x >= -1e-9 && $0.x <= 20 + 1e-9 && $0.y >= -1e-9 && $0.y <= 10 + 1e-9 })
        // A stadium: the left end is a half circle of radius 5.
        #expect(pts.contains { abs($0.x) < 1e-6 && abs($0.y - 5) < 1e-6 })
    }

    @Test func emptyAndDegeneratePathsFlattenToNothing() {
        #expect(Path().isEmpty)
        var moves = Path()
        moves.move(to: Point(x: 1, y: 1)); moves.move(to: Point(x: 2, y: 2))
        #expect(moves.isEmpty)
        #expect(moves.flattened(tolerance: 0.1).subpaths.isEmpty)
        var dot = Path()
        dot.move(to: Point(x: 1, y: 1)); dot.addLine(to: Point(x: 1, y: 1))
        #expect(dot.flattened(tolerance: 0.1).subpaths.isEmpty)
    }

    @Test func nonFinitePointsAreReportedAndSkipped() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: .nan, y: 5))
        p.addLine(to: Point(x: 10, y: .infinity))
        p.addLine(to: Point(x: 10, y: 10))
        #expect(!p.isFinite)
        let line = p.flattened(tolerance: 0.1)
        #expect(line.points.allSatisfy { $0.isFinite })
        #expect(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)).isFinite)
    }

    @Test func strokeOutlineCoversTheLineWidth() throws {
        var p = Path()
        p.move(to: Point(x: 2, y: 10)); p.addLine(to: Point(x: 18, y: 10))
        var outline = Polyline()
        Stroker.stroke(p.flattened(tolerance: 0.1), style: StrokeStyle(lineWidth: 4), tolerance: 0.1, into: &outline)
        #expect(outline.boundingBox == Rect(x: 2, y: 8, width: 16, height: 4))
        var square = Polyline()
        Stroker.stroke(p.flattened(tolerance: 0.1), style: StrokeStyle(lineWidth: 4, lineCap: .square), tolerance: 0.1, into: &square)
        #expect(square.boundingBox == Rect(x: 0, y: 8, width: 20, height: 4))
        var half = Polyline()
        Stroker.stroke(p.flattened(tolerance: 0.1), style: StrokeStyle(lineWidth: 4), start: 0.25, end: 0.75, tolerance: 0.1, into: &half)
        #expect(half.boundingBox == Rect(x: 6, y: 8, width: 8, height: 4))
    }
}
