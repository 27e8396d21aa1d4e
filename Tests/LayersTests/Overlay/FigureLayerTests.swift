import Testing
@testable import Layers

/// Figures drawn from glyph pictures: the same number draws the same pixels, another
/// number other pixels, and a number too long is pinned at the largest that fits.
@MainActor
struct FigureLayerTests {
    func pixels(of value: Double?, decimals: Int, scale: Double = 1) throws -> [UInt32] {
        let figure = try FigureLayer(length: 4, font: Font(size: 11), color: .black)
        try figure.show(value, decimals: decimals, scale: scale)
        let width = Int((figure.bounds.width * scale).rounded(.up)), height = Int((figure.bounds.height * scale).rounded(.up))
        let image = try Image(width: width, height: height)
        _ = try Renderer(threads: 1).render(figure, at: 0, into: image, scale: scale)
        return (0..<(width * height)).map { image.pixels[$0] }
    }

    @Test("a number draws the same every time, and differently from another")
    func sameAndDifferent() throws {
        let a = try pixels(of: 1.25, decimals: 2)
        #expect(a.contains { $0 != 0 }, "something is drawn")
        #expect(try pixels(of: 1.25, decimals: 2) == a)
        #expect(try pixels(of: 1.26, decimals: 2) != a)
        #expect(try pixels(of: 1.25, decimals: 2, scale: 2) != a)
    }

    @Test("too long for its cells: the largest that fits; nothing to show: a dash")
    func pinnedAndDash() throws {
        #expect(try pixels(of: 123.4, decimals: 2) == pixels(of: 9.99, decimals: 2))
        #expect(try pixels(of: 123_456, decimals: 0) == pixels(of: 9999, decimals: 0))
        let dash = try pixels(of: nil, decimals: 2)
        #expect(dash.contains { $0 != 0 })
        #expect(dash != (try pixels(of: 0, decimals: 2)))
        #expect(try pixels(of: -.infinity, decimals: 1) == dash)
    }
}
