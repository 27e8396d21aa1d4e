import Foundation
import Layers
import Testing
@testable import WaylandApp

/// `render --record`'s animated PNG read by another decoder, Pillow (python3-pil): the
/// project's own parser (`AnimatedPNGFile`) could share a misreading of the APNG spec
/// with the writer, Pillow cannot. Its frame count, delays and composed frames must
/// match what was recorded, each frame as `render --at` of its moment.
struct RecordingPillowTests {
    /// Decodes the APNG in argv[1] with Pillow, saves each composed frame as a plain PNG
    /// in argv[2] and prints the frame count, the delays (ms) and the loop count as JSON.
    static let decoder = """
        import json, sys
        from PIL import Image
        image = Image.open(sys.argv[1])
        delays = []
        for i in range(image.n_frames):
            image.seek(i)
            delays.append(image.info.get("duration"))
            image.convert("RGBA").save("%s/pillow-%d.png" % (sys.argv[2], i))
        print(json.dumps({"frames": image.n_frames, "animated": bool(image.is_animated),
                          "delays": delays, "loop": image.info.get("loop")}))
        """

    struct Decoded: Decodable {
        var frames: Int
        var animated: Bool
        var delays: [Double]
        var loop: Int?
    }

    /// Debian's python3, where python3-pil installs Pillow (not a python3 earlier on the PATH).
    static let interpreter = "/usr/bin/python3"

    /// Runs python3 with `arguments`; its standard output, and whether it exited 0.
    private func python(_ arguments: [String]) throws -> (output: Data, errors: String, succeeded: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.interpreter)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (data, message, process.terminationStatus == 0)
    }

    private func samePixels(_ a: Image, _ b: Image) -> Int {
        guard a.width == b.width, a.height == b.height else { return a.width * a.height + 1 }
        var differing = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { differing += 1 } }
        return differing
    }

    @Test("Pillow reads the recording: its frames, delays and pixels are render --at's")
    func pillowDecodesTheRecording() throws {
        let pillow = try python(["-c", "import PIL"])
        try #require(pillow.succeeded, "Pillow is missing (scripts/install-deps --test installs python3-pil): \(pillow.errors)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-pillow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ["--scene", "splash", "--size", "320x180"]
        let output = folder.appendingPathComponent("run.png").path
        try RenderCommand.parse(scene + RenderRecordTests.span + ["-o", output]).run()

        let run = try python(["-c", Self.decoder, output, folder.path])
        try #require(run.succeeded, "Pillow could not decode the recording: \(run.errors)")
        let decoded = try JSONDecoder().decode(Decoded.self, from: run.output)
        // Still frames are merged, so fewer than the 16 ticks, their delays adding up to 16/15 s.
        #expect(decoded.animated && decoded.frames > 1 && decoded.frames < 16, "\(decoded.frames) frames")
        #expect(decoded.delays.count == decoded.frames && decoded.loop == 0)
        let ticks = decoded.delays.map { $0 * 15 / 1000 }
        for (index, tick) in ticks.enumerated() {
            #expect(abs(tick - tick.rounded()) < 1e-6 && tick >= 1, "frame \(index) lasts \(decoded.delays[index]) ms")
        }
        #expect(abs(ticks.reduce(0, +) - 16) < 1e-6, "delays \(decoded.delays)")
        #expect(ticks[0].rounded() >= 3, "the resting splash is one frame of three ticks or more")

        // Each frame Pillow composed is the picture at the tick it starts on.
        var start = 0.0
        for index in 0..<decoded.frames {
            let time = 1.8 + start.rounded() / 15
            let at = folder.appendingPathComponent("at-\(index).png").path
            try RenderCommand.parse(scene + ["--at", "\(time)", "-o", at]).run()
            let frame = try Image(contentsOfFile: folder.appendingPathComponent("pillow-\(index).png").path)
            #expect(samePixels(frame, try Image(contentsOfFile: at)) == 0, "frame \(index) at \(time) s")
            start += ticks[index]
        }
    }
}
