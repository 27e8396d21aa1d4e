import ArgumentParser
import Foundation
import GoldenSupport
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// `render --record`: the animated PNG read back chunk by chunk and played, each
/// frame against `render --at` of its time; `-o dir/`'s numbered frames; the span and
/// `--fps` parsed, and bad values refused with the option named.
@Suite(.noAnimationLeftRunning) struct RenderRecordTests {
    /// The splash resting, then its dismissal into the feed: 16 frames at 15 fps, the
    /// first three the same picture.
    static let span = ["--record", "1.8..2.8", "--fps", "15"]
    static let small = ["--scene", "splash", "--size", "320x180"]

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func render(_ arguments: [String]) throws {
        let command = try RenderCommand.parse(arguments)
        try command.run()
    }

    /// `render --at time` with `arguments`, read back from its PNG.
    private func renderAt(_ time: Double, _ arguments: [String], in folder: URL) throws -> Image {
        let file = folder.appendingPathComponent("at-\(time).png").path
        try render(arguments + ["--at", "\(time)", "-o", file])
        return try Image(contentsOfFile: file)
    }

    private func samePixels(_ a: Image, _ b: Image) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test("the animated PNG: well-formed chunks, frames merged while still, every frame as render --at",
          arguments: [[], ["--scale", "0.5", "--slow-animations", "2"]])
    func animatedPNG(extra: [String]) throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("run.png").path
        try render(Self.small + extra + Self.span + ["-o", output])
        let file = try AnimatedPNGFile(contentsOfFile: output)
        let pixels = extra.isEmpty ? (320, 180) : (160, 90)

        #expect(file.signatureIsValid && file.chunks.allSatisfy { $0.crcIsValid })
        #expect((file.width, file.height) == pixels)
        #expect(file.frameCount == file.frames.count && file.plays == 0)
        #expect(file.sequenceNumbers == (0..<UInt32(file.sequenceNumbers.count)).map { $0 })
        for frame in file.frames {
            let c = frame.control
            #expect(c.x + c.width <= pixels.0 && c.y + c.height <= pixels.1 && c.width > 0 && c.height > 0)
            #expect(c.delayDenominator == 15)
        }
        #expect(abs(file.duration - 16.0 / 15) < 1e-9, "16 frames of 1/15 s")
        #expect(file.frames.count < 16 && file.frames[0].control.delayNumerator >= 3,
                "the resting splash (1.8 to 2.0 s) is one frame: \(file.frames.map(\.control.delayNumerator))")

        let first = try renderAt(1.8, Self.small + extra, in: folder)
        #expect(samePixels(try Image(contentsOfFile: output), first), "the default image is render --at FROM")
        let shown = try file.framesAtTicks(fps: 15)
        #expect(shown.count == 16)
        for (index, picture) in shown.enumerated() {
            let time = 1.8 + Double(index) / 15
            #expect(samePixels(picture, try renderAt(time, Self.small + extra, in: folder)), "frame \(index) at \(time) s")
        }
    }

    @Test("-o dir/ makes the folder and writes frame-0000.png… up to TO, the last as render --at")
    func numberedFrames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path + "/"
        try render(Self.small + Self.span + ["-o", frames])
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(names == (0..<16).map { String(format: "frame-%04d.png", $0) })
        let last = try Image(contentsOfFile: frames + "frame-0015.png")
        #expect(samePixels(last, try renderAt(2.8, Self.small, in: folder)))

        // The same frames as the animated PNG's, tick by tick.
        let output = folder.appendingPathComponent("run.png").path
        try render(Self.small + Self.span + ["-o", output])
        let shown = try AnimatedPNGFile(contentsOfFile: output).framesAtTicks(fps: 15)
        for (index, name) in names.enumerated() {
            #expect(samePixels(shown[index], try Image(contentsOfFile: frames + name)), "\(name)")
        }
    }

    @Test func anExistingFolderWithoutSlashGetsNumberedFrames() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Recording.Destination(output: folder.path) == .folder(path: folder.path))
        #expect(Recording.Destination(output: "new/") == .folder(path: "new/"))
        #expect(Recording.Destination(output: folder.path + "/run.png") == .animatedPNG(path: folder.path + "/run.png"))
        #expect(Recording.frameFile(7, in: "out") == "out/frame-0007.png")
        #expect(Recording.frameFile(1199, in: "out/") == "out/frame-1199.png")
    }

    @Test func spanAndFrameTimes() throws {
        #expect(try RecordingSpan(parsing: "0..4.5") == RecordingSpan(from: 0, to: 4.5))
        #expect(try RecordingSpan(parsing: "0...4.5") == RecordingSpan(from: 0, to: 4.5))
        #expect(try RecordingSpan(parsing: "2..2") == RecordingSpan(from: 2, to: 2))
        #expect(RecordingSpan(from: 0, to: 1).frameCount(fps: 30) == 31, "both ends")
        #expect(RecordingSpan(from: 2, to: 2).frameCount(fps: 30) == 1)
        #expect(RecordingSpan(from: 0.5, to: 0.6).frameCount(fps: 10) == 2, "0.1 s × 10 is not a hair under 1")
        #expect(RecordingSpan(from: 0, to: 1.05).frameCount(fps: 10) == 11, "the last frame at or before TO")
        #expect(RecordingSpan(from: 1, to: 2).time(ofFrame: 3, fps: 4) == .seconds(1.75))
        let command = try RenderCommand.parse(["--record", "0..1"])
        #expect(command.record == "0..1" && command.fps == nil && RenderCommand.defaultFPS == 30)
    }

    @Test("bad --record and --fps values: the message names the option and what to do", arguments: [
        (["--record", "4..1"], ["--record", "FROM..TO"]),
        (["--record", "abc"], ["--record", "abc", "0..4.5"]),
        (["--record", "1"], ["--record", "0..4.5"]),
        (["--record", "0..x"], ["--record", "0..x"]),
        (["--record", "-1..2"], ["--record", "between 0 and 3600"]),
        (["--record", "0..4000"], ["--record", "3600"]),
        (["--record", "0..nan"], ["--record"]),
        (["--record", "0..2", "--fps", "0"], ["--fps", "1…60"]),
        (["--record", "0..2", "--fps", "61"], ["--fps", "61"]),
        (["--record", "0..2", "--fps", "many"], ["--fps", "many"]),
        (["--record", "0..100", "--fps", "60"], ["6001 frames", "at most 1200"]),
        (["--record", "0..39", "--size", "3840x2160", "--scale", "1"], ["pixels", "--scale"]),
        (["--record", "0..2", "--filmstrip"], ["--record", "--filmstrip"]),
        (["--record", "0..2", "--at", "1"], ["--record", "--at"]),
        (["--fps", "15"], ["--fps", "--record"]),
    ])
    func badInput(arguments: [String], mentions: [String]) {
        do {
            _ = try RenderCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = RenderCommand.message(for: error)
            for mention in mentions { #expect(message.contains(mention), "\(message)") }
        }
    }
}
