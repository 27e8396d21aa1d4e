import Testing
@testable import Layers

/// The parts of a rectangle outside another: disjoint, outside the hole, and together
/// exactly the rectangle less the overlap.
struct PixelRectSubtractingTests {
    private static func parts(of rect: PixelRect, outside hole: PixelRect) -> [PixelRect] {
        var parts: [PixelRect] = []
        rect.forEachPart(outside: hole) { parts.append($0) }
        return parts
    }

    @Test(arguments: [
        PixelRect(x: 20, y: 20, width: 30, height: 30),    // inside: four parts
        PixelRect(x: -10, y: -10, width: 40, height: 40),  // over a corner: two
        PixelRect(x: 0, y: 50, width: 100, height: 80),    // over the bottom: one
        PixelRect(x: -5, y: -5, width: 200, height: 200),  // over all of it: none
        PixelRect(x: 300, y: 0, width: 10, height: 10),    // apart: the rectangle whole
    ])
    func thePartsCoverTheRectangleLessTheHole(hole: PixelRect) {
        let rect = PixelRect(x: 0, y: 0, width: 100, height: 100)
        let parts = Self.parts(of: rect, outside: hole)
        #expect(parts.reduce(0) { $0 + $1.area } == rect.area - rect.intersection(hole).area)
        for (i, p) in parts.enumerated() {
            #expect(!p.isEmpty && rect.contains(p) && !p.intersects(hole))
            for q in parts[(i + 1)...] { #expect(!p.intersects(q)) }
        }
    }
}
