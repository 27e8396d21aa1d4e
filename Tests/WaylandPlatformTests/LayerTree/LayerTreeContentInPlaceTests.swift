import Layers
import Testing
import WaylandPlatform

/// Frames drawn whole anyway (the first after a resize, and those after a frame that
/// changed everything) are drawn straight into the window's buffer, not into the back
/// buffer; the frames after them must still leave every buffer, taking turns as a
/// compositor's would, showing exactly what a fresh render of the tree shows.
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

    /// Three buffers taking turns, as a compositor that holds one while showing another
    /// gives them back: frame `n` draws into buffer `n % 3`, which holds frame `n - 3`.
    private func drawFrames(_ content: LayerTreeContent, _ buffers: [Buffer], _ frames: Range<Int>,
                            change: (Int) -> Void, check: (Int, Buffer) throws -> Void) rethrows {
        for frame in frames {
            change(frame)
            let buffer = buffers[frame % buffers.count]
            buffer.age = frame < buffers.count ? 0 : buffers.count
            _ = buffer.withTarget { content.draw(into: $0, at: ClockTime(seconds: 0)) }
            try check(frame, buffer)
        }
    }

    /// Two buffers taking turns, as a compositor that gives each back in time: frame `n`
    /// draws into buffer `n % 2`, which holds frame `n - 2` (nothing before the first
    /// two). The card moves 3 points after each frame; `check` gets the frame's number,
    /// its buffer and the damage the compositor hears.
    private func drawAlternating(_ content: LayerTreeContent, card: Layer, width: Int, height: Int, frames: Int,
                                 check: (Int, Buffer, [PixelRect]) throws -> Void) rethrows {
        let buffers = [Buffer(width: width, height: height), Buffer(width: width, height: height)]
        for frame in 0..<frames {
            let buffer = buffers[frame % 2]
            let damage = buffer.withTarget { content.draw(into: $0, at: ClockTime(seconds: 0)) }
            try check(frame, buffer, damage)
            buffers[(frame + 1) % 2].age = frame == 0 ? 0 : 2
            Transaction.withoutActions { card.position.x += 3 }
        }
    }

    @Test("a full-screen animation's frames go straight into the buffer; the frames after it and every buffer stay right")
    func fullScreenFramesInPlace() throws {
        let (content, card) = tree()
        let (width, height) = (64, 40)
        content.resize(width: width, height: height, scale: 1)
        let buffers = (0..<3).map { _ in Buffer(width: width, height: height) }
        let colors: [UInt32] = [0xF5F2EC, 0x202830, 0x8AB4F8, 0xFFE082, 0x3A3D45, 0xF5F2EC]
        var backBufferDrawn: [Bool] = []
        try drawFrames(content, buffers, 0..<12, change: { frame in
            Transaction.withoutActions {
                // Frames 1–5 change the whole window (its background); the others move the card.
                if (1...5).contains(frame) { content.rootLayer.backgroundColor = Color(hex: colors[frame]) }
                else { card.position.x += 2 }
            }
        }, check: { frame, buffer in
            expectShows(buffer, try fresh(content.rootLayer, width: width, height: height), "frame \(frame)")
            let picture = try #require(content.picture)
            // The back buffer shows this frame's background only when the frame was drawn into it.
            backBufferDrawn.append(picture[0, 0] == content.rootLayer.backgroundColor.premultipliedARGB32())
        })
        // The first frame (everything new) and the background's frames changed everything,
        // so they and the card's first frame after them (6) skip the back buffer; the
        // card's later frames are drawn into it, the first of them whole, and copied.
        #expect(backBufferDrawn == Array(repeating: false, count: 7) + Array(repeating: true, count: 5),
                "\(backBufferDrawn)")
    }

    @Test("a resize's first frame goes straight into the buffer; later frames and buffers stay right")
    func firstFrameInPlace() throws {
        let (content, card) = tree()
        for (width, height) in [(64, 40), (80, 48)] {
            content.resize(width: width, height: height, scale: 1)
            try drawAlternating(content, card: card, width: width, height: height, frames: 5) { frame, buffer, _ in
                expectShows(buffer, try fresh(content.rootLayer, width: width, height: height), "\(width)×\(height), frame \(frame)")
                let picture = try #require(content.picture)
                let untouched = (0..<height).allSatisfy { y in (0..<width).allSatisfy { picture[$0, y] == 0 } }
                // The first frame changed everything (all of it was new), so the second goes
                // straight into its buffer too; the back buffer is drawn from the third on.
                #expect(untouched == (frame <= 1), "\(width)×\(height), frame \(frame): the back buffer is drawn from the third frame on")
            }
        }
    }

    /// With a ``LayerTreeContent/drawPicture`` (the app's subsurface levels draw the
    /// screen's background that way), the first frame after a resize is drawn into the
    /// window's buffer as well, and the back buffer from the second on.
    @Test("a drawPicture draws a resize's first frame straight into the buffer, then the back buffer")
    func drawPictureFirstFrameInPlace() throws {
        let (content, card) = tree()
        let (width, height) = (64, 40)
        let renderer = Renderer(threads: 1)
        var targets: [Bool] = []
        // Unowned: the content keeps its drawPicture, which would otherwise keep the content.
        content.drawPicture = { [unowned content] image, time in
            targets.append(image === content.picture)
            return try renderer.render(content.rootLayer, at: time, into: image, scale: 1)
        }
        content.resize(width: width, height: height, scale: 1)
        try drawAlternating(content, card: card, width: width, height: height, frames: 4) { frame, buffer, _ in
            expectShows(buffer, try fresh(content.rootLayer, width: width, height: height), "frame \(frame)")
        }
        #expect(targets == [false, true, true, true], "drawn into the back buffer: \(targets)")
    }

    /// The compositor hears what the picture changed, not what was drawn: the second
    /// and third frames after a resize are drawn whole (straight into a buffer, then
    /// into the back buffer for the first time), yet only the moving card changed. The
    /// buffers repaired from that history still show a fresh render.
    @Test("frames drawn whole only because their target changed report only what changed")
    func retargetedFramesReportTheirChange() throws {
        let (content, card) = tree()
        let (width, height) = (64, 40)
        content.resize(width: width, height: height, scale: 1)
        var reported: [Int] = []
        try drawAlternating(content, card: card, width: width, height: height, frames: 6) { frame, buffer, damage in
            reported.append(damage.reduce(0) { $0 + $1.area })
            expectShows(buffer, try fresh(content.rootLayer, width: width, height: height), "frame \(frame)")
        }
        // The card is 30×20 and moves 3 points a frame: its old and new places, 33×20.
        #expect(reported[0] == width * height, "the first frame is all new")
        #expect(reported.dropFirst().allSatisfy { $0 > 0 && $0 <= 33 * 20 + 2 * 6 * 20 }, "\(reported)")
    }
}
