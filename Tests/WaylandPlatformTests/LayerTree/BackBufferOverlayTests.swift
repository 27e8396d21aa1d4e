import Layers
import Testing
import WaylandPlatform

/// An overlay drawn on the way to the window's buffers never lingers: each buffer, two
/// of them taking turns as a compositor's would, shows the back buffer's picture
/// everywhere but under the overlay's rectangle of this frame.
@MainActor
@Suite struct BackBufferOverlayTests {
    /// A red square that moves 7 pixels right every frame.
    final class MovingSquare: PictureOverlay {
        var x = 0
        var rect: PixelRect { PixelRect(x: x, y: 4, width: 10, height: 10) }
        var needsDisplay: Bool { false }
        func prepare(width: Int, height: Int, damage: [PixelRect]) -> [PixelRect] { [rect] }
        func draw(onto picture: Image) { picture.fill(rect, with: .red) }
    }

    /// A window buffer: memory of its own, and how many frames old its contents are.
    final class Buffer {
        var pixels = [UInt32](repeating: 0, count: 64 * 32)
        var age = 0
        func withTarget<T>(_ body: (PixelTarget) -> T) -> T {
            pixels.withUnsafeMutableBytes { body(PixelTarget(pixels: $0.baseAddress!, width: 64, height: 32, stride: 256, age: age)) }
        }
    }

    @Test("two buffers in turn, a moving overlay, a changing picture: no stale pixels")
    func noStaleOverlay() throws {
        let back = BackBuffer()
        try back.resize(pixelWidth: 64, pixelHeight: 32)
        let picture = try #require(back.image)
        for y in 0..<32 { for x in 0..<64 { picture[x, y] = 0xFF00_0000 | UInt32(x << 8 | y) } }
        let overlay = MovingSquare()
        let buffers = [Buffer(), Buffer()]
        var damage = [PixelRect(x: 0, y: 0, width: 64, height: 32)]
        for frame in 0..<8 {
            let buffer = buffers[frame % 2]
            let changed = buffer.withTarget { back.present(damage, into: $0, overlay: overlay) }
            #expect(changed.contains { $0.contains(overlay.rect) }, "frame \(frame): the compositor hears of the overlay")
            for y in 0..<32 {
                for x in 0..<64 {
                    let expected = overlay.rect.contains(PixelRect(x: x, y: y, width: 1, height: 1)) ? Color.red.premultipliedARGB32() : picture[x, y]
                    guard buffer.pixels[y * 64 + x] == expected else {
                        Issue.record("frame \(frame): pixel (\(x), \(y)) is \(buffer.pixels[y * 64 + x]), expected \(expected)")
                        return
                    }
                }
            }
            // The next frame: the overlay moves, and a stripe of the picture changes.
            // The other buffer holds the frame before this one, or nothing yet.
            buffers[(frame + 1) % 2].age = frame == 0 ? 0 : 2
            overlay.x += 7
            let stripe = PixelRect(x: 0, y: 20 + frame % 8, width: 64, height: 1)
            for x in 0..<64 { picture[x, stripe.y] = 0xFF80_0000 | UInt32(frame) }
            damage = [stripe]
        }
    }
}
