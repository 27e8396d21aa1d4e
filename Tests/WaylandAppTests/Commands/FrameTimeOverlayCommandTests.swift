import Foundation
import Testing
@testable import WaylandApp
import AnimationCheck

/// `render --hud` and `bench --hud`: the graph is drawn over the frame in its corner and
/// nowhere else, and the benchmark reports the overlay's own cost in a row of its own.
@Suite(.noAnimationLeftRunning) struct FrameTimeOverlayCommandTests {
    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hud-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @MainActor
    @Test("render --hud changes only the top-left panel's pixels")
    func renderDrawsThePanelOnly() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = dir.appendingPathComponent("plain.png").path, hud = dir.appendingPathComponent("hud.png").path
        let common = ["--scene", "circle", "--at", "0.5", "--size", "400x300"]
        var command = try RenderCommand.parseAsRoot(common + ["-o", plain]) as! RenderCommand
        try command.run()
        command = try RenderCommand.parseAsRoot(common + ["--hud", "-o", hud]) as! RenderCommand
        try command.run()
        let a = try PNGImage(contentsOfFile: plain), b = try PNGImage(contentsOfFile: hud)
        var inside = 0, outside = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.rgb(x: x, y: y) != b.rgb(x: x, y: y) {
                // The panel: 256 × 130 points at (12, 12), input figures included.
                if (12..<268).contains(x) && (12..<142).contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(outside == 0)
        #expect(inside > 256 * 130 / 2, "the panel covers its corner: \(inside) pixels differ")
    }

    @MainActor
    @Test("bench --hud adds a NAME+hud row with the overlay's own time per frame")
    func benchRow() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("bench.json").path
        let command = try BenchCommand.parseAsRoot(["--scene", "circle", "--size", "320x240", "--frames", "12", "--threads", "1",
                                                    "--hud", "--json", json]) as! BenchCommand
        try command.run()
        let report = try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(report.results.map(\.scene) == ["circle", "circle+hud"])
        #expect(report.results[0].overlay == nil)
        let overlay = try #require(report.results[1].overlay)
        #expect(overlay.frames == 11 && overlay.p50 > 0 && overlay.p50 <= overlay.p99)
        #expect(report.table.contains("frame-time overlay, circle+hud 320x240"))
    }
}
