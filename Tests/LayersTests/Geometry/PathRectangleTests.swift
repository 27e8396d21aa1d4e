import Testing
@testable import Layers

/// ``Path/rectangle`` tells a rectangle's outline from every other path, so that only a
/// true rectangle's opaque fill hides what is under it.
struct PathRectangleTests {
    @Test func aRectangleDrawnEitherWayRoundIsOne() {
        let rect = Rect(x: 2, y: 3, width: 10, height: 5)
        #expect(Path(rect: rect).rectangle == rect)
        var reversed = Path()
        reversed.move(to: Point(x: 2, y: 3))
        reversed.addLine(to: Point(x: 2, y: 8))
        reversed.addLine(to: Point(x: 12, y: 8))
        reversed.addLine(to: Point(x: 12, y: 3))
        reversed.addLine(to: Point(x: 2, y: 3))
        reversed.closeSubpath()
        #expect(reversed.rectangle == rect)
    }

    @Test func otherShapesAreNot() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(Path(roundedRect: rect, cornerRadius: 2).rectangle == nil)
        #expect(Path(ellipseIn: rect).rectangle == nil)
        var open = Path()
        open.move(to: Point(x: 0, y: 0))
        open.addLine(to: Point(x: 10, y: 0))
        open.addLine(to: Point(x: 10, y: 10))
        open.addLine(to: Point(x: 0, y: 10))
        #expect(open.rectangle == nil, "not closed")
        var closed = open
        closed.closeSubpath()
        #expect(closed.rectangle == rect)
        var rhombus = Path()
        rhombus.move(to: Point(x: 5, y: 0))
        rhombus.addLine(to: Point(x: 10, y: 5))
        rhombus.addLine(to: Point(x: 5, y: 10))
        rhombus.addLine(to: Point(x: 0, y: 5))
        rhombus.closeSubpath()
        #expect(rhombus.rectangle == nil)
        var two = Path(rect: rect)
        two.addRect(Rect(x: 20, y: 0, width: 5, height: 5))
        #expect(two.rectangle == nil, "two subpaths")
        #expect(Path(rect: Rect(x: 0, y: 0, width: 0, height: 4)).rectangle == nil, "empty")
    }
}
