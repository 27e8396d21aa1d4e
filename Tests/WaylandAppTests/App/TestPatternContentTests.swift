import AnimationCheck
import Layers
import Testing
@testable import WaylandApp
import WaylandPlatform

@MainActor
@Suite(.noAnimationLeftRunning) struct TestPatternContentTests {
    /// A frame buffer in plain memory.
    final class Canvas {
        let width: Int, height: Int
        let memory: UnsafeMutableRawPointer
        init(width: Int, height: Int) {
            self.width = width; self.height = height
            memory = .allocate(byteCount: width * height * 4, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
        }
        isolated deinit { memory.deallocate() }
        func target(age: Int) -> PixelTarget {
            PixelTarget(pixels: memory, width: width, height: height, stride: width * 4, age: age)
        }
        func pixel(_ x: Int, _ y: Int) -> UInt32 { memory.load(fromByteOffset: (y * width + x) * 4, as: UInt32.self) }
    }

    @Test func firstFrameIsFullThenOnlyTheBar() {
        let content = TestPatternContent()
        content.resize(width: 400, height: 300, scale: 1)
        let canvas = Canvas(width: 400, height: 300)
        #expect(content.needsFrame(at: 0))
        #expect(content.draw(into: canvas.target(age: 0), at: 0) == [PixelRect(x: 0, y: 0, width: 400, height: 300)])
        #expect(canvas.pixel(399, 299) >> 24 == 0xFF, "every pixel is painted opaque")
        let damage = content.draw(into: canvas.target(age: 1), at: 0.3)
        #expect(damage.count == 1)
        #expect(damage[0].height == 300)
        #expect(damage[0].width < 400, "only the columns the bar crossed")
    }

    @Test func scaleMakesBufferPixels() {
        let content = TestPatternContent()
        content.resize(width: 320, height: 240, scale: 2)
        let canvas = Canvas(width: 640, height: 480)
        #expect(content.draw(into: canvas.target(age: 0), at: 0) == [PixelRect(x: 0, y: 0, width: 640, height: 480)])
    }

    @Test func pausingStopsFrames() {
        let content = TestPatternContent()
        content.resize(width: 320, height: 240, scale: 1)
        let canvas = Canvas(width: 320, height: 240)
        _ = content.draw(into: canvas.target(age: 0), at: 0)
        content.handle(.key(keysym: 0x20, text: " ", pressed: true, modifiers: [], isRepeat: false), at: 1)
        #expect(!content.needsFrame(at: 2))
        content.handle(.pointerButton(button: 0x110, pressed: true, x: 5, y: 5), at: 3)
        #expect(content.needsFrame(at: 3))
    }
}
