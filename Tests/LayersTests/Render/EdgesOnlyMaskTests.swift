import Testing
@testable import Layers

/// A big unblurred mask drawn through its strips holds its edges only: the bytes of its
/// edge spans are those of the whole mask, its solid spans stay zero, and a reset
/// clears what was written so that the next shape starts from zero.
@Suite struct EdgesOnlyMaskTests {
    private static func make(_ shape: MaskKey.Shape, size: Int, edgesOnly: Bool, reusing spare: AlphaMask? = nil)
        throws -> AlphaMask {
        let key = MaskKey(shape: shape, raster: .identity, region: PixelRect(x: 0, y: 0, width: size, height: size))
        let factory = MaskFactory()
        factory.writesEdgesOnly = edgesOnly
        return try #require(factory.makeMask(for: key, reusing: spare))
    }

    private static let disc = MaskKey.Shape.roundedRect(Rect(x: 20.3, y: 30.6, width: 300, height: 280), radius: 140)

    @Test func edgeSpansHoldTheWholeMasksBytesAndSolidSpansStayZero() throws {
        let edges = try Self.make(Self.disc, size: 360, edgesOnly: true)
        let whole = try Self.make(Self.disc, size: 360, edgesOnly: false)
        #expect(edges.holdsEdgesOnly && !whole.holdsEdgesOnly)
        let strips = try #require(edges.strips)
        var solid = 0, edge = 0
        strips.forEachSpan(in: PixelRect(x: 0, y: 0, width: 360, height: 360)) { rect, isSolid in
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX {
                    if isSolid {
                        #expect(edges[x, y] == 0 && whole[x, y] == 255, "(\(x), \(y))")
                        solid += 1
                    } else {
                        #expect(edges[x, y] == whole[x, y], "(\(x), \(y))")
                        edge += 1
                    }
                }
            }
        }
        #expect(solid > 50_000 && edge > 5_000, "solid \(solid), edge \(edge)")
        // Outside every span, both are empty.
        #expect(edges[2, 2] == 0 && whole[2, 2] == 0)
    }

    @Test func aResetMaskStartsTheNextShapeFromZero() throws {
        let first = try Self.make(Self.disc, size: 360, edgesOnly: true)
        let square = MaskKey.Shape.roundedRect(Rect(x: 100.5, y: 90.25, width: 150, height: 170), radius: 8)
        let reused = try Self.make(square, size: 300, edgesOnly: true, reusing: first)
        #expect(reused === first)
        let fresh = try Self.make(square, size: 300, edgesOnly: true)
        var differing = 0
        for y in 0..<300 { for x in 0..<300 where reused[x, y] != fresh[x, y] { differing += 1 } }
        #expect(differing == 0, "bytes the disc left behind")
    }
}
