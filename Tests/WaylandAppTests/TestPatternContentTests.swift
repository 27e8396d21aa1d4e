import Testing
@testable import WaylandApp
import AnimationCheck

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
        deinit { memory.deallocate() }
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
        #expect(content.draw(into: canvas.target(age: 0), time: 0) == [PixelRect(x: 0, y: 0, width: 400, height: 300)])
        #expect(canvas.pixel(399, 299) >> 24 == 0xFF, "every pixel is painted opaque")
        let damage = content.draw(into: canvas.target(age: 1), time: 0.3)
        #expect(damage.count == 1)
        #expect(damage[0].height == 300)
        #expect(damage[0].width < 400, "only the columns the bar crossed")
    }

    @Test func scaleMakesBufferPixels() {
        let content = TestPatternContent()
        content.resize(width: 320, height: 240, scale: 2)
        let canvas = Canvas(width: 640, height: 480)
        #expect(content.draw(into: canvas.target(age: 0), time: 0) == [PixelRect(x: 0, y: 0, width: 640, height: 480)])
    }

    @Test func pausingStopsFrames() {
        let content = TestPatternContent()
        content.resize(width: 320, height: 240, scale: 1)
        let canvas = Canvas(width: 320, height: 240)
        _ = content.draw(into: canvas.target(age: 0), time: 0)
        content.handle(.key(keysym: 0x20, text: " ", pressed: true, modifiers: [], isRepeat: false), time: 1)
        #expect(!content.needsFrame(at: 2))
        content.handle(.pointerButton(button: 0x110, pressed: true, x: 5, y: 5), time: 3)
        #expect(content.needsFrame(at: 3))
    }

    @Test func damageHistoryRepairsOlderBuffers() {
        var history = DamageHistory(depth: 3)
        let a = PixelRect(x: 0, y: 0, width: 1, height: 1), b = PixelRect(x: 5, y: 5, width: 2, height: 2)
        history.record([a]); history.record([b])
        #expect(history.repairs(forAge: 1) == [])
        #expect(history.repairs(forAge: 2) == [b])
        #expect(history.repairs(forAge: 3) == [a, b])
        #expect(history.repairs(forAge: 4) == nil)
        #expect(history.repairs(forAge: 0) == nil)
    }

    @Test func rectangles() {
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 100)
        #expect(PixelRect(x: 90, y: -5, width: 20, height: 20).clipped(to: bounds) == PixelRect(x: 90, y: 0, width: 10, height: 15))
        #expect(PixelRect(x: 200, y: 0, width: 5, height: 5).clipped(to: bounds).isEmpty)
        #expect(PixelRect(x: 0, y: 0, width: 2, height: 2).union(PixelRect(x: 5, y: 5, width: 1, height: 1))
                == PixelRect(x: 0, y: 0, width: 6, height: 6))
    }
}
