import Testing
@testable import Layers

/// A path's hash, box and checks are kept as it is built (``Path/Summary``): they must
/// say what a walk over its elements says, however the path was built or emptied.
@Suite struct PathSummaryTests {
    static func logo(nudge: Double = 0) -> Path {
        Path { p in
            p.move(to: Point(x: 10, y: 40))
            p.addCurve(to: Point(x: 60, y: 5), control1: Point(x: 20, y: -8), control2: Point(x: 45, y: 2))
            p.addQuadCurve(to: Point(x: 90, y: 30), control: Point(x: 95, y: 12))
            p.addLine(to: Point(x: 50 + nudge, y: 70))
            p.closeSubpath()
            p.addEllipse(in: Rect(x: 30, y: 20, width: 12, height: 8))
        }
    }

    /// The box and the checks by walking the elements, as they were computed before.
    static func walked(_ path: Path) -> (box: Rect, finite: Bool, empty: Bool) {
        let points = path.elements.flatMap { e -> [Point] in
            switch e {
            case let .move(p), let .line(p): [p]
            case let .quadCurve(p, c): [p, c]
            case let .curve(p, c1, c2): [p, c1, c2]
            case .close: []
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        let box = points.isEmpty ? Rect.null
            : Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let empty = !path.elements.contains { if case .move = $0 { false } else { true } }
        return (box, points.allSatisfy(\.isFinite), empty)
    }

    @Test func theKeptFactsMatchAWalk() {
        var reused = Self.logo()
        reused.removeAll()
        reused.addRoundedRect(Rect(x: -4, y: 2, width: 30, height: 20), cornerRadius: 6)
        let paths = [Self.logo(), Path(), Path { $0.move(to: Point(x: 3, y: 4)) }, reused,
                     Self.logo().transformed(by: AffineTransform(rotationAngle: 0.7)),
                     Path { $0.move(to: .zero); $0.addLine(to: Point(x: .infinity, y: 1)) }]
        for path in paths {
            let walk = Self.walked(path)
            #expect(path.boundingBox == walk.box)
            #expect(path.isFinite == walk.finite)
            #expect(path.isEmpty == walk.empty)
        }
    }

    @Test func equalPathsHashAlikeHoweverTheyWereBuilt() {
        var joined = Path()
        joined.addPath(Self.logo())
        var emptied = Path(rect: Rect(x: 0, y: 0, width: 500, height: 500))
        emptied.removeAll()
        emptied.addPath(Self.logo())
        for path in [joined, emptied, Self.logo().transformed(by: .identity)] {
            #expect(path == Self.logo())
            #expect(path.hashValue == Self.logo().hashValue)
        }
        #expect(Set([joined, emptied, Self.logo()]).count == 1)
    }

    @Test func aChangedPointOrOrderMakesADifferentPath() {
        let moved = Self.logo(nudge: 0.001)
        var swapped = Path()
        swapped.move(to: Point(x: 0, y: 0)); swapped.addLine(to: Point(x: 1, y: 0)); swapped.addLine(to: Point(x: 0, y: 1))
        var other = Path()
        other.move(to: Point(x: 0, y: 0)); other.addLine(to: Point(x: 0, y: 1)); other.addLine(to: Point(x: 1, y: 0))
        #expect(moved != Self.logo())
        #expect(swapped != other)
        #expect(swapped.hashValue != other.hashValue, "the order is part of the hash")
    }
}
