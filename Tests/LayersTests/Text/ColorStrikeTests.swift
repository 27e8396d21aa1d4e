import Testing
@testable import Layers

/// Shrinking an emoji strike averages areas: colours survive, and a broken size is refused.
@Suite struct ColorStrikeTests {
    @Test func shrinksByAveragingAreas() throws {
        // 4×2 BGRA: left half opaque red, right half transparent.
        var bytes: [UInt8] = []
        for _ in 0..<2 { for x in 0..<4 { bytes += x < 2 ? [0, 0, 255, 255] : [0, 0, 0, 0] } }
        let bitmap = try bytes.withUnsafeMutableBufferPointer { buffer in
            try #require(ColorStrike(width: 4, height: 2, pitch: 16, left: 2, top: 4,
                                     pixels: buffer.baseAddress!).scaled(by: 0.5))
        }
        #expect(bitmap.width == 2 && bitmap.height == 1 && bitmap.left == 1 && bitmap.top == 2)
        #expect(bitmap.color == [0xFFFF_0000, 0])
        #expect(bitmap.coverage == [255, 0])
    }

    @Test func refusesAbsurdSizes() {
        var pixel: [UInt8] = [0, 0, 0, 255]
        pixel.withUnsafeMutableBufferPointer { buffer in
            let strike = ColorStrike(width: 1, height: 1, pitch: 4, left: 0, top: 0, pixels: buffer.baseAddress!)
            #expect(strike.scaled(by: 1e6) == nil)
            #expect(strike.scaled(by: .nan)?.isEmpty == true)
        }
    }
}
