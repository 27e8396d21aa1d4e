import Testing
import WaylandPlatform

@Suite struct BufferRectTests {
    @Test func rectangles() {
        let bounds = BufferRect(x: 0, y: 0, width: 100, height: 100)
        #expect(BufferRect(x: 90, y: -5, width: 20, height: 20).clipped(to: bounds) == BufferRect(x: 90, y: 0, width: 10, height: 15))
        #expect(BufferRect(x: 200, y: 0, width: 5, height: 5).clipped(to: bounds).isEmpty)
        #expect(BufferRect(x: 0, y: 0, width: 2, height: 2).union(BufferRect(x: 5, y: 5, width: 1, height: 1))
                == BufferRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func copyingFromASourceTouchesOnlyTheRectangle() {
        var source = [UInt32](repeating: 0xFF11_2233, count: 4 * 3)
        var target = [UInt32](repeating: 0, count: 4 * 3)
        source.withUnsafeMutableBytes { from in
            target.withUnsafeMutableBytes { to in
                let view = PixelTarget(pixels: to.baseAddress!, width: 4, height: 3, stride: 16, age: 1)
                view.copy(BufferRect(x: 1, y: 1, width: 10, height: 1),
                          from: PixelSource(pixels: from.baseAddress!, width: 4, height: 3, stride: 16))
            }
        }
        #expect(target == [0, 0, 0, 0,
                           0, 0xFF11_2233, 0xFF11_2233, 0xFF11_2233,
                           0, 0, 0, 0])
    }
}
