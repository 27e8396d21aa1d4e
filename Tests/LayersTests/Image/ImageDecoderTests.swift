import Foundation
import Testing
@testable import Layers

/// The streaming decoder: full-size pixels as before, shrinking by averaging, Adam7, and
/// refusals that happen before any pixels are allocated.
@Suite struct ImageDecoderTests {
    private let dir = TestSupport.temporaryDirectory

    /// A `width` × `height` RGBA picture whose pixel (x, y) is `color(x, y)` (straight RGBA bytes).
    private func rgba(_ width: Int, _ height: Int, interlaced: Bool = false,
                      _ color: (Int, Int) -> [UInt8]) -> Data {
        var rows: [[UInt8]] = []
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                rows.append(stride(from: x0, to: width, by: dx).flatMap { color($0, y) })
            }
        }
        return TinyPNG.encode(width: width, height: height, colorType: 6, bitDepth: 8, rows: rows, interlaced: interlaced)
    }

    private func pattern(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8(x * 9 % 256), UInt8(y * 13 % 256), UInt8((x + y) * 5 % 256), UInt8(x % 3 == 0 ? 255 : 128 + y % 64)]
    }

    @Test("an Adam7 file decodes to the same pixels as the same picture stored row by row")
    func interlacedMatchesProgressive() throws {
        let plain = try ImageDecoder().decode(data: rgba(37, 23, pattern))
        let interlaced = try ImageDecoder().decode(data: rgba(37, 23, interlaced: true, pattern))
        for y in 0..<23 { for x in 0..<37 { #expect(plain[x, y] == interlaced[x, y], "(\(x), \(y))") } }
        // Premultiplied: (x=1, y=0) is alpha 128 with red 9 → 9 × 128 / 255 ≈ 5.
        #expect(TestSupport.channels(plain[1, 0]) == (a: 128, r: 5, g: 0, b: 3))
        #expect(!plain.isOpaque)
        // Shrunk, both average the same source pixels.
        let box = Size(width: 10, height: 6)
        let small = try ImageDecoder().decode(data: rgba(37, 23, pattern), covering: box)
        let smallInterlaced = try ImageDecoder().decode(data: rgba(37, 23, interlaced: true, pattern), covering: box)
        #expect(small.width == 10 && small.height == 7)
        for y in 0..<7 { for x in 0..<10 { #expect(small[x, y] == smallInterlaced[x, y]) } }
    }

    @Test("shrinking averages each output pixel over the source pixels it covers")
    func shrinkingAverages() throws {
        // 4 × 4 blocks of one colour each: shrunk 4×, every output pixel is its block's colour.
        let blocks = rgba(64, 32) { x, y in [UInt8(x / 4 * 16), UInt8(y / 4 * 32), 200, 255] }
        let image = try ImageDecoder().decode(data: blocks, covering: Size(width: 16, height: 8))
        #expect(image.width == 16 && image.height == 8 && image.isOpaque)
        for y in 0..<8 { for x in 0..<16 { #expect(image[x, y] == 0xFF00_00C8 | UInt32(x * 16) << 16 | UInt32(y * 32) << 8) } }
        // Black and white columns in turn, halved: mid grey.
        let stripes = rgba(8, 2) { x, _ in x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
        let grey = try ImageDecoder().decode(data: stripes, covering: Size(width: 4, height: 1))
        #expect(grey.width == 4 && grey.height == 1 && TestSupport.channels(grey[2, 0]) == (a: 255, r: 128, g: 128, b: 128))
    }

    @Test("the decoded size covers the box at the picture's own aspect, never larger than the file")
    func decodedSize() {
        #expect(ImageDecoder.decodedSize(width: 800, height: 600, covering: Size(width: 330, height: 360)) == (480, 360))
        #expect(ImageDecoder.decodedSize(width: 800, height: 600, covering: Size(width: 1600, height: 100)) == (800, 600))
        #expect(ImageDecoder.decodedSize(width: 12000, height: 12000, covering: Size(width: 330, height: 360)) == (360, 360))
        #expect(ImageDecoder.decodedSize(width: 800, height: 600, covering: nil) == (800, 600))
    }

    @Test("a file that declares more than 16384 pixels a side is refused from its header")
    func oversizedHeader() throws {
        let header = TinyPNG.encode(width: 16385, height: 2, colorType: 6, bitDepth: 8, rows: [])
        let path = dir.appendingPathComponent("wide.png").path
        try header.write(to: URL(fileURLWithPath: path))
        #expect(throws: ImageError.corrupt(path: path, reason: "size 16385×2 is outside 1…16384 pixels a side")) {
            try ImageDecoder().decode(fileAt: path)
        }
    }

    @Test("a shrunk picture bigger than the byte limit is refused before it is allocated")
    func byteLimit() throws {
        let decoder = ImageDecoder(maximumSide: 16384, maximumBytes: 1000)
        #expect(throws: ImageError.self) { try decoder.decode(data: rgba(20, 20, pattern)) }
        #expect(try decoder.decode(data: rgba(20, 20, pattern), covering: Size(width: 10, height: 10)).width == 10)
    }

    @Test("a file cut short in its pixels names the file and the reason")
    func truncated() throws {
        let data = rgba(64, 64, pattern)
        let path = dir.appendingPathComponent("cut.png").path
        try data.prefix(data.count - 200).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ImageDecoder().decode(fileAt: path, covering: Size(width: 16, height: 16))
            Issue.record("a truncated PNG decoded")
        } catch let ImageError.corrupt(p, reason) {
            #expect(p == path && reason.contains("ends too soon"), "\(reason)")
        }
    }
}
