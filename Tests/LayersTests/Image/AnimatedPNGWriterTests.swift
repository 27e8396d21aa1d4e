import Foundation
import GoldenSupport
import Testing
@testable import Layers
import AnimationCheck

/// ``AnimatedPNGWriter``'s files read back chunk by chunk (`AnimatedPNGFile`, with its
/// own parser and CRC) and played: frames store only what changed, unchanged frames
/// lengthen the one before, and every picture comes back as the still-PNG writer gives it.
@Suite(.noAnimationLeftRunning) struct AnimatedPNGWriterTests {
    private let dir = TestSupport.temporaryDirectory

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    /// A 40×30 picture: an opaque gradient, a half-transparent band on the right, and
    /// `squares` (x, y, size, colour) drawn over it.
    private func picture(_ squares: [(Int, Int, Int, UInt32)] = []) throws -> Image {
        let image = try Image(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                image[x, y] = x >= 34 ? 0x8040_2010 : 0xFF00_0000 | UInt32(x * 6) << 16 | UInt32(y * 8) << 8 | 0x40
            }
        }
        for (x0, y0, size, color) in squares {
            for y in y0..<(y0 + size) { for x in x0..<(x0 + size) { image[x, y] = color } }
        }
        return image
    }

    /// `image` as the still-PNG writer stores it and the decoder reads it back: what a
    /// frame of the animation must decode to.
    private func stillRoundTrip(_ image: Image) throws -> Image {
        let file = path("still-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try image.write(toFile: file)
        return try Image(contentsOfFile: file)
    }

    private func write(_ frames: [Image], fps: Int, to name: String) throws -> (AnimatedPNGWriter, AnimatedPNGFile) {
        let writer = try AnimatedPNGWriter(toFile: path(name), width: frames[0].width, height: frames[0].height,
                                           framesPerSecond: fps)
        for frame in frames { try writer.append(frame) }
        try writer.finish()
        return (writer, try AnimatedPNGFile(contentsOfFile: path(name)))
    }

    private func samePixels(_ a: Image, _ b: Image) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test func chunksAreWellFormed() throws {
        let frames = [try picture(), try picture([(5, 6, 4, 0xFFFF_FFFF)]), try picture([(5, 6, 4, 0xFFFF_FFFF)]),
                      try picture([(5, 6, 4, 0xFFFF_FFFF), (30, 20, 8, 0x8000_0080)])]
        let (writer, file) = try write(frames, fps: 10, to: "well-formed.png")
        #expect(file.signatureIsValid)
        #expect(file.chunks.allSatisfy { $0.crcIsValid })
        let types = file.chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!, "acTL before the image data")
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!, "the default image is frame 0")
        #expect((file.width, file.height) == (40, 30))
        #expect(file.frameCount == 3 && file.frames.count == 3, "the unchanged third frame is not stored")
        #expect(file.plays == 0, "plays for ever")
        #expect(file.sequenceNumbers == (0..<UInt32(file.sequenceNumbers.count)).map { $0 },
                "fcTL and fdAT numbered 0, 1, 2… in file order: \(file.sequenceNumbers)")
        #expect((writer.appendedFrames, writer.storedFrames) == (4, 3))
        #expect(writer.byteCount == (try FileManager.default.attributesOfItem(atPath: path("well-formed.png"))[.size] as? Int))
        for frame in file.frames {
            let c = frame.control
            #expect(c.x >= 0 && c.y >= 0 && c.width > 0 && c.height > 0 && c.x + c.width <= 40 && c.y + c.height <= 30)
            #expect(c.disposeOp == 0 && c.blendOp == 0)
        }
        #expect(file.frames.map(\.control.delay) == [0.1, 0.2, 0.1])
        #expect(abs(file.duration - 0.4) < 1e-9, "the delays add up to 4 frames at 10 fps")
    }

    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let frames = [try picture(), try picture([(5, 6, 4, 0xFFFF_FFFF)]),
                      try picture([(5, 6, 4, 0xFFFF_FFFF), (30, 20, 8, 0x8000_0080)]), try picture([(39, 29, 1, 0)])]
        let (_, file) = try write(frames, fps: 30, to: "rectangles.png")
        let rects = file.frames.map { [$0.control.x, $0.control.y, $0.control.width, $0.control.height] }
        // The last frame puts the square back (5…8, 6…9) and the band (30…37, 20…27) and
        // clears the bottom-right pixel: its rectangle spans all three.
        #expect(rects == [[0, 0, 40, 30], [5, 6, 4, 4], [30, 20, 8, 8], [5, 6, 35, 24]])
    }

    @Test func framesDecodeToTheStillPictures() throws {
        let frames = [try picture(), try picture([(5, 6, 4, 0xFFFF_FFFF)]), try picture([(5, 6, 4, 0xFFFF_FFFF)]),
                      try picture([(1, 1, 3, 0x4020_1008), (30, 20, 8, 0x8000_0080)]), try picture([(0, 0, 30, 0)])]
        let (_, file) = try write(frames, fps: 15, to: "decoded.png")
        let shown = try file.framesAtTicks(fps: 15)
        #expect(shown.count == frames.count)
        for (index, (frame, picture)) in zip(frames, shown).enumerated() {
            #expect(samePixels(try stillRoundTrip(frame), picture), "frame \(index)")
        }
        // A viewer without APNG support (and our own decoder) shows frame 0.
        #expect(samePixels(try Image(contentsOfFile: path("decoded.png")), try stillRoundTrip(frames[0])))
    }

    @Test func anUnchangedRecordingIsOneLongFrame() throws {
        let still = try picture()
        let (writer, file) = try write(Array(repeating: still, count: 6), fps: 12, to: "still.png")
        #expect(file.frameCount == 1 && file.frames.count == 1 && writer.appendedFrames == 6)
        #expect(file.frames[0].control.delayNumerator == 6 && file.frames[0].control.delayDenominator == 12)
        #expect(!file.chunks.contains { $0.type == "fdAT" })
    }

    @Test func aDelayTooLongForSixteenBitsGoesOnInAOnePixelFrame() throws {
        let image = try Image(width: 2, height: 2)
        let writer = try AnimatedPNGWriter(toFile: path("long.png"), width: 2, height: 2, framesPerSecond: 60)
        for _ in 0..<(Int(UInt16.max) + 2) { try writer.append(image) }
        try writer.finish()
        let file = try AnimatedPNGFile(contentsOfFile: path("long.png"))
        #expect(file.frames.map(\.control.delayNumerator) == [65535, 2])
        #expect(file.frames.map { [$0.control.width, $0.control.height] } == [[2, 2], [1, 1]])
        #expect(file.frames.map(\.control.sequence) == [0, 1] && file.sequenceNumbers == [0, 1, 2])
    }

    @Test func anUnwritablePathIsAnImageError() {
        do {
            _ = try AnimatedPNGWriter(toFile: "/nonexistent-folder/run.png", width: 4, height: 4, framesPerSecond: 10)
            Issue.record("a writer opened a file in a missing folder")
        } catch let error as ImageError {
            #expect("\(error)".contains("/nonexistent-folder/run.png") && "\(error)".contains("folder exists"), "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aWriterGivenUpRemovesItsFile() throws {
        let file = path("given-up.png")
        do {
            let writer = try AnimatedPNGWriter(toFile: file, width: 40, height: 30, framesPerSecond: 10)
            try writer.append(try picture())
            #expect(FileManager.default.fileExists(atPath: file))
        }
        #expect(!FileManager.default.fileExists(atPath: file), "no half-written animation is left")
    }
}
