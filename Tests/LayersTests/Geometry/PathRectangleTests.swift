import Testing
@testable import Layers

/// ``Path/rectangle`` tells a rectangle's outline from every other path, so that only a
/// true rectangle's opaque fill hides what is under it.
struct PathRectangleTests {
    /// A path through `points` in order, closed when `closed`.
    private func polygon(_ points: [(Double, Double)], closed: Bool = true) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.addLine(to: Point(x: p.0, y: p.1)) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    @Test func aRectangleDrawnEitherWayRoundIsOne() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 5)
        #expect(Path(rect: rect).rectangle == rect)
        let reversed = polygon([(2, 3), (2, 8), (12, 8), (12, 3), (2, 3)])
        #expect(reversed.rectangle == rect)
    }

    @Test func otherShapesAreNot() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(Path(roundedRect: rect, cornerRadius: 2).rectangle == nil)
        #expect(Path(ellipseIn: rect).rectangle == nil)
        let corners = [(0.0, 0.0), (10, 0), (10, 10), (0, 10)]
        #expect(polygon(corners, closed: false).rectangle == nil, "not closed")
        #expect(polygon(corners).rectangle == rect)
        #expect(polygon([(5, 0), (10, 5), (5, 10), (0, 5)]).rectangle == nil, "a rhombus")
        var two = Path(rect: rect)
        two.addRect(Rect(x: 20, y: 0, width: 5, height: 5))
        #expect(two.rectangle == nil, "two subpaths")
        #expect(Path(rect: Rect(x: 0, y: 0, width: 0, height: 4)).rectangle == nil, "empty")
    }
}
