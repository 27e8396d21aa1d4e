import Foundation
import Testing
@testable import WaylandApp
import AnimationCheck

/// `bench` end to end on a tiny size: every figure is there and sane.
@Suite(.noAnimationLeftRunning) struct BenchCommandTests {
    @Test func jsonHasEveryFigureWithSaneValues() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("bench.json").path
        let plot = dir.appendingPathComponent("bench.png").path
        var command = try BenchCommand.parseAsRoot(["--scene", "all", "--size", "160x90", "--frames", "12",
                                                    "--json", json, "--plot", plot]) as! BenchCommand
        try command.run()

        let report = try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        #expect(!report.machine.isEmpty)
        let names = Set(report.results.map(\.scene))
        #expect(names.contains("idle"))
        #expect(names.isSuperset(of: SceneCatalog.layerSceneNames))
        #expect(names.contains("splash-subsurfaces"), "the splash is also drawn level by level")
        for r in report.results {
            let s = r.statistics
            #expect(r.width == 160 && r.height == 90)
            #expect(s.frames == 11, "12 frames, the first reported on its own")
            #expect(r.frameMilliseconds.count == 12)
            #expect(r.firstFrameMilliseconds > 0)
            #expect(s.p50 > 0 && s.p50 <= s.p95 && s.p95 <= s.p99 && s.p99 <= s.max)
            #expect(r.memcpyMilliseconds > 0 && r.p50OverMemcpy > 0 && r.p99OverMemcpy >= r.p50OverMemcpy)
            // The ceiling of a speed-up: the same copy over the row's threads.
            if r.threads > 1 {
                #expect((r.threadedMemcpyMilliseconds ?? 0) > 0, "\(r.scene) ×\(r.threads): no threaded memcpy")
            } else {
                #expect(r.threadedMemcpyMilliseconds == nil)
            }
            #expect(r.averageDamagedPixels > 0, "the first frame damages everything")
            // Level by level, the first frame draws the background and every shown level in full.
            let drawnFrames = r.scene.hasSuffix("-subsurfaces") ? 4.0 : 1.0
            #expect(r.averageDamagedShare > 0 && r.averageDamagedShare <= drawnFrames)
            #expect(r.peakMemoryBytes > 1_000_000)
        }
        if let idle = report.results.first(where: { $0.scene == "idle" }) {
            #expect(abs(idle.averageDamagedShare - 1.0 / 12) < 1e-9, "after the first frame an idle scene damages nothing")
        }
        // Both ways of drawing the splash step through the same frames.
        if let one = report.results.first(where: { $0.scene == "splash" }),
           let levels = report.results.first(where: { $0.scene == "splash-subsurfaces" }) {
            #expect(levels.frameMilliseconds.count == one.frameMilliseconds.count)
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: plot))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the plot is a PNG")
    }

    @Test func rejectsBadArguments() {
        #expect(throws: (any Error).self) { try BenchCommand.parseAsRoot(["--scene", "nope"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parseAsRoot(["--size", "0x0"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parseAsRoot(["--frames", "0"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parseAsRoot(["--repeats", "0"]) }
        #expect(throws: (any Error).self) { try BenchCommand.parseAsRoot(["--repeats", "21"]) }
        #expect(throws: Never.self) { try BenchCommand.parseAsRoot(["--repeats", "3"]) }
    }

    /// `idle` and `feed-5000` exist only offscreen: on a compositor they are refused by
    /// name, and `all` leaves them out (they once ran as an empty row of question marks).
    @Test func theOffscreenOnlyScenesStayOffTheCompositor() throws {
        for scene in BenchCommand.offscreenOnly {
            do {
                _ = try BenchCommand.parseAsRoot(["--scene", scene, "--on-compositor"])
                Issue.record("--scene \(scene) --on-compositor was accepted")
            } catch {
                let message = BenchCommand.message(for: error)
                #expect(message.contains("--scene \(scene) runs offscreen only"), "\(message)")
            }
            #expect((try? BenchCommand.parseAsRoot(["--scene", scene])) != nil)
        }
        let all = try #require(try BenchCommand.parseAsRoot(["--scene", "all", "--on-compositor"]) as? BenchCommand)
        #expect(all.compositorSceneNames == SceneCatalog.layerSceneNames)
        #expect(all.sceneNames.contains("feed-5000"))
    }
}
