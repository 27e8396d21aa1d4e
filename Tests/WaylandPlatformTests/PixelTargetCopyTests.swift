import Layers
import Testing
import WaylandPlatform

@Suite struct PixelTargetCopyTests {
    @Test func copyingFromASourceTouchesOnlyTheRectangle() {
        var source = [UInt32](repeating: 0xFF11_2233, count: 4 * 3)
        var target = [UInt32](repeating: 0, count: 4 * 3)
        source.withUnsafeMutableBytes { from in
            target.withUnsafeMutableBytes { to in
                let view = PixelTarget(pixels: to.baseAddress!, width: 4, height: 3, stride: 16, age: 1)
                view.copy(PixelRect(x: 1, y: 1, width: 10, height: 1),
                          from: PixelSource(pixels: from.baseAddress!, width: 4, height: 3, stride: 16))
            }
        }
        #expect(target == [0, 0, 0, 0,
                           0, 0xFF11_2233, 0xFF11_2233, 0xFF11_2233,
                           0, 0, 0, 0])
    }
}
