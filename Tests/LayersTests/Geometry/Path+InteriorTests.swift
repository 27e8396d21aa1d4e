import Testing
@testable import Layers

/// The rectangle a path's fill covers entirely (``Path/interiorRect(rule:bands:)``):
/// inside the fill, and not much smaller than it could be.
struct PathInteriorTests {
    @Test("a circle's interior lies inside it and is most of its inscribed square")
    func circle() throws {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let r = try #require(path.interiorRect())
        for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)] {
            let d = ((corner.x - 50) * (corner.x - 50) + (corner.y - 50) * (corner.y - 50)).squareRoot()
            #expect(d <= 50, "corner \(corner) is \(d) from the centre")
        }
        #expect(r.width * r.height >= 0.8 * 2 * 50 * 50, "\(r)")
    }

    @Test("an even-odd ring has no interior over its hole; a concave L keeps inside its arms")
    func holesAndConcavity() throws {
        var ring = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        ring.addPath(Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60)))
        if let r = ring.interiorRect(rule: .evenOdd) {
            #expect(!r.contains(Point(x: 50, y: 50)), "\(r) covers the hole")
            #expect(r.width < 25 || r.height < 25, "\(r) reaches into the hole")
        }
        var l = Path()
        for p in [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 70), Point(x: 100, y: 70), Point(x: 100, y: 100), Point(x: 0, y: 100)] {
            if p == Point(x: 0, y: 0) { l.move(to: p) } else { l.addLine(to: p) }
        }
        l.closeSubpath()
        let r = try #require(l.interiorRect())
        let inLeftArm = r.maxX <= 30.01 && r.minX >= -0.01
        let inFoot = r.minY >= 69.99 && r.maxY <= 100.01
        #expect(inLeftArm || inFoot, "\(r) leaves the L")
        #expect(r.width * r.height >= 0.8 * 100 * 30, "\(r)")
    }

    @Test("nothing for an empty or flat path")
    func nothing() {
        #expect(Path().interiorRect() == nil)
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(x: 100, y: 0))
        #expect(line.interiorRect() == nil)
    }
}
