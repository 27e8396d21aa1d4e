import Layers
import Testing
import WaylandPlatform

/// The first frame after a resize is drawn straight into the window's buffer, not into
/// the back buffer; the frames after it must still leave every buffer, taking turns as
/// a compositor's would, showing exactly what a fresh render of the tree shows.
@MainActor
@Suite struct LayerTreeContentInPlaceTests {
    /// A window buffer: memory of its own, and how many frames old its contents are.
    final class Buffer {
        let width: Int, height: Int
        var pixels: [UInt32]
        var age = 0
        init(width: Int, height: Int) {
            self.width = width; self.height = height
            pixels = Array(repeating: 0xDEAD_BEEF, count: width * height)
        }
        func withTarget<T>(_ body: (PixelTarget) -> T) -> T {
            pixels.withUnsafeMutableBytes {
                body(PixelTarget(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4, age: age))
            }
        }
    }

    private func tree() -> (LayerTreeContent, Layer) {
        let content = LayerTreeContent(clock: ManualClock(), threads: 1)
        content.rootLayer.backgroundColor = Color(hex: 0xF5F2EC)
        let card = Layer()
        card.backgroundColor = Color(hex: 0x3366CC)
        card.cornerRadius = 6
        Transaction.withoutActions { card.frame = Rect(10, 8, 30, 20) }
        content.rootLayer.addSublayer(card)
        return (content, card)
    }

    /// What the tree shows at `size`, rendered afresh.
    private func fresh(_ root: Layer, width: Int, height: Int) throws -> Image {
        let image = try Image(width: width, height: height)
        try Renderer(threads: 1).render(root, at: 0, into: image, scale: 1)
        return image
    }

    private func expectShows(_ buffer: Buffer, _ expected: Image, _ label: String) {
        let differing = (0..<buffer.height).reduce(0) { count, y in
            count + (0..<buffer.width).filter { buffer.pixels[y * buffer.width + $0] != expected[$0, y] }.count
        }
        #expect(differing == 0, "\(label): \(differing) pixels differ from a fresh render")
    }

    @Test("a resize's first frame goes straight into the buffer; later frames and buffers stay right")
    func firstFrameInPlace() throws {
        let (content, card) = tree()
        for (width, height) in [(64, 40), (80, 48)] {
            content.resize(width: width, height: height, scale: 1)
            let buffers = [Buffer(width: width, height: height), Buffer(width: width, height: height)]
            for frame in 0..<5 {
                let buffer = buffers[frame % 2]
                _ = buffer.withTarget { content.draw(into: $0, at: ClockTime(seconds: 0)) }
                expectShows(buffer, try fresh(content.rootLayer, width: width, height: height), "\(width)×\(height), frame \(frame)")
                let picture = try #require(content.picture)
                let untouched = (0..<height).allSatisfy { y in (0..<width).allSatisfy { picture[$0, y] == 0 } }
                #expect(untouched == (frame == 0), "\(width)×\(height), frame \(frame): the back buffer is drawn from the second frame on")
                // The other buffer holds the frame before this one, or nothing yet.
                buffers[(frame + 1) % 2].age = frame == 0 ? 0 : 2
                Transaction.withoutActions { card.position.x += 3 }
            }
        }
    }
}
