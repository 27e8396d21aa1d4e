import Layers
import Testing
@testable import WaylandPlatform

/// A window does not commit a frame that changed nothing (``Window`` sets its buffer
/// aside, keeping its age): such frames take no place in the back buffer's damage
/// history, or a buffer's repairs, counted in committed frames, would miss one.
@MainActor
@Suite struct LayerTreeContentUnchangedFrameTests {
    @Test("frames that change nothing are set aside; every buffer drawn after them shows a fresh render")
    func unchangedFramesKeepBuffersRight() throws {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
        let card = Layer()
        card.backgroundColor = Color(hex: 0x3366CC)
        Transaction.withoutActions { card.frame = Rect(4, 6, 12, 10) }
        content.rootLayer.addSublayer(card)
        let (width, height) = (48, 32)
        content.resize(width: width, height: height, scale: 1)
        var buffers = (0..<3).map { _ in [UInt32](repeating: 0xDEAD_BEEF, count: width * height) }
        var slots = BufferSlots(count: 3, maximumCount: 3)
        // Held by the compositor, oldest first: it gives a buffer back two commits later,
        // as sway does, so the frame after a skipped one may draw into another buffer.
        var held: [Int] = []
        var setAside = 0
        for frame in 0..<30 {
            // Frames move the card but for every third and fourth of five, which change nothing.
            if frame % 5 < 3 { Transaction.withoutActions { card.position.x += 1 } }
            let (index, age): (Int, Int)
            switch slots.acquire() {
            case let .reuse(i, a): (index, age) = (i, a)
            case let .grow(i): (index, age) = (i, 0)
            case .exhausted: Issue.record("every buffer held"); return
            }
            let damage = buffers[index].withUnsafeMutableBytes {
                content.draw(into: PixelTarget(pixels: $0.baseAddress!, width: width, height: height,
                                               stride: width * 4, age: age), at: ClockTime(seconds: 0))
            }
            if damage.isEmpty {
                slots.setAside(index)
                setAside += 1
            } else {
                slots.submit(index)
                held.append(index)
                if held.count > 2 { slots.release(held.removeFirst()) }
            }
            let fresh = try Image(width: width, height: height)
            try Renderer(threads: 1).render(content.rootLayer, at: 0, into: fresh, scale: 1)
            let differing = (0..<height).reduce(0) { n, y in
                n + (0..<width).filter { buffers[index][y * width + $0] != fresh[$0, y] }.count
            }
            #expect(differing == 0, "frame \(frame), buffer \(index) (age \(age)): \(differing) pixels differ")
        }
        #expect(setAside >= 9, "\(setAside) frames set aside")
    }
}
