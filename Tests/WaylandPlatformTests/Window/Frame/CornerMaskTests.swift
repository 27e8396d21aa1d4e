import Layers
import Testing
@testable import WaylandPlatform

@Suite struct CornerMaskTests {
    /// A 40×30 opaque white buffer.
    private func buffer() -> [UInt32] { Array(repeating: 0xFFFF_FFFF, count: 40 * 30) }

    private func withTarget(_ pixels: inout [UInt32], age: Int = 0, _ body: (PixelTarget) -> Void) {
        pixels.withUnsafeMutableBytes { raw in
            body(PixelTarget(pixels: raw.baseAddress!, width: 40, height: 30, stride: 160, age: age))
        }
    }

    @Test func clearsOnlyTheOutsideOfTheBottomCorners() {
        var pixels = buffer()
        withTarget(&pixels) { CornerMask.apply(radius: 8, to: $0, within: [PixelRect(x: 0, y: 0, width: 40, height: 30)]) }
        #expect(pixels[29 * 40] == 0, "bottom-left corner pixel is transparent")
        #expect(pixels[29 * 40 + 39] == 0, "bottom-right corner pixel is transparent")
        #expect(pixels[0] == 0xFFFF_FFFF && pixels[39] == 0xFFFF_FFFF, "top corners are the frame's")
        #expect(pixels[29 * 40 + 20] == 0xFFFF_FFFF, "the bottom edge between the corners stays")
        let edge = pixels[27 * 40 + 2]
        #expect(edge >> 24 > 0 && edge >> 24 < 255, "antialiased along the arc: \(String(edge, radix: 16))")
    }

    @Test func touchesOnlyTheRepaintedAreas() {
        var pixels = buffer()
        withTarget(&pixels) { CornerMask.apply(radius: 8, to: $0, within: [PixelRect(x: 20, y: 0, width: 20, height: 30)]) }
        #expect(pixels[29 * 40] == 0xFFFF_FFFF, "the left corner was not repainted: left alone")
        #expect(pixels[29 * 40 + 39] == 0)
    }

    @Test func repaintedAreasFollowTheBufferAge() {
        var mask = CornerMask()
        let size = LogicalSize(width: 40, height: 30)
        let full = [PixelRect(x: 0, y: 0, width: 40, height: 30)]
        #expect(mask.repaintedAreas(damage: full, age: 0, size: size) == full)
        let a = [PixelRect(x: 0, y: 0, width: 5, height: 5)], b = [PixelRect(x: 10, y: 10, width: 5, height: 5)]
        _ = mask.repaintedAreas(damage: a, age: 1, size: size)
        #expect(mask.repaintedAreas(damage: b, age: 2, size: size) == a + b, "a buffer two frames old gets the last frame's damage too")
        #expect(mask.repaintedAreas(damage: b, age: 9, size: size) == full, "older than the history: all of it")
    }
}
