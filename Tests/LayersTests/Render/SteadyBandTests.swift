import Testing
@testable import Layers

/// A blur that cuts long runs of identical rows and columns short (``SteadyBand``) gives
/// the same bytes as one that blurs every byte: the shapes here have runs of every
/// length around the cut-off, fractional edges, and none at all.
@Suite struct SteadyBandTests {
    /// The shape's coverage, unblurred, in a `width` × `height` mask whose corner is the
    /// origin: every byte, inside included (the renderer's big masks hold their edges only).
    static func mask(_ shape: MaskKey.Shape, width: Int, height: Int) throws -> AlphaMask {
        let key = MaskKey(shape: shape, raster: .identity, region: PixelRect(x: 0, y: 0, width: width, height: height))
        let factory = MaskFactory()
        factory.writesEdgesOnly = false
        return try #require(factory.makeMask(for: key))
    }

    static func bytes(_ mask: AlphaMask) -> [UInt8] {
        (0..<mask.height).flatMap { y in (0..<mask.width).map { mask.bytes[y * mask.stride + $0] } }
    }

    /// Blurs `mask` with its steady bands cut, and a copy of it without: both results.
    static func blurredBothWays(_ mask: AlphaMask, sigma: Double) throws -> (cut: [UInt8], whole: [UInt8]) {
        let other = try AlphaMask(width: mask.width, height: mask.height)
        for y in 0..<mask.height { (other.bytes + y * other.stride).update(from: mask.bytes + y * mask.stride, count: mask.width) }
        var blur = Blur()
        blur.apply(sigma: sigma, to: mask)
        blur.apply(sigma: sigma, to: other, cuttingSteadyBands: false)
        return (bytes(mask), bytes(other))
    }

    static let shapes: [(name: String, shape: MaskKey.Shape, width: Int, height: Int)] = [
        ("a card", .roundedRect(Rect(x: 40.3, y: 37.6, width: 310.4, height: 402.9), radius: 12), 391, 478),
        ("a wide bar", .roundedRect(Rect(x: 30, y: 30.5, width: 600, height: 40), radius: 20), 660, 101),
        ("a tall bar", .roundedRect(Rect(x: 30.25, y: 30, width: 33, height: 500), radius: 6), 94, 560),
        ("a square with sharp corners", .roundedRect(Rect(x: 25, y: 25, width: 150, height: 150), radius: 0), 200, 200),
        ("a circle", .roundedRect(Rect(x: 30, y: 30, width: 200, height: 200), radius: 100), 260, 260),
        ("a border", .ring(Rect(x: 30.5, y: 30.5, width: 260, height: 300), radius: 16, width: 3), 321, 361),
        ("a run just long enough", .roundedRect(Rect(x: 30, y: 30, width: 100, height: 100), radius: 20), 160, 160),
    ]

    @Test(arguments: [1.5, 4, 9, 18])
    func cuttingTheRunsChangesNoByte(sigma: Double) throws {
        for entry in Self.shapes {
            let mask = try Self.mask(entry.shape, width: entry.width, height: entry.height)
            let (cut, whole) = try Self.blurredBothWays(mask, sigma: sigma)
            let differing = zip(cut, whole).filter { $0 != $1 }.count
            #expect(differing == 0, "\(entry.name), σ \(sigma): \(differing) bytes differ")
        }
    }

    /// The bands are found where they are, and only where cutting saves something.
    @Test func bandsAreFoundOnlyWhereTheyPayOff() throws {
        let card = try Self.mask(.roundedRect(Rect(x: 40, y: 40, width: 300, height: 400), radius: 12), width: 380, height: 480)
        var plane = MaskPlane(card)
        // Rows 52..<428 are the card's straight sides: all alike.
        let rows = try #require(SteadyBand.rows(of: plane, reach: 9, minimumCut: 16))
        #expect(rows == SteadyBand(start: 52, removed: 428 - 52 - 19, reach: 9))
        rows.cutRows(&plane)
        #expect(plane.height == 480 - rows.removed)
        let columns = try #require(SteadyBand.columns(of: plane, reach: 9, minimumCut: 16))
        #expect(columns == SteadyBand(start: 52, removed: 328 - 52 - 19, reach: 9))

        let circle = MaskPlane(try Self.mask(.roundedRect(Rect(x: 20, y: 20, width: 200, height: 200), radius: 100),
                                             width: 240, height: 240))
        #expect(SteadyBand.rows(of: circle, reach: 9, minimumCut: 16) == nil)
        #expect(SteadyBand.columns(of: circle, reach: 9, minimumCut: 16) == nil)
        // A run one row short of paying off is left alone.
        let short = MaskPlane(try Self.mask(.roundedRect(Rect(x: 20, y: 20, width: 100, height: 35), radius: 0),
                                            width: 140, height: 75))
        #expect(SteadyBand.rows(of: short, reach: 9, minimumCut: 17) == nil)
        #expect(SteadyBand.rows(of: short, reach: 9, minimumCut: 16) != nil)
    }
}
