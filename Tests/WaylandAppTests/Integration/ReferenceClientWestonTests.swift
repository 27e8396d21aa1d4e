import Foundation
import Layers
import Testing
import WaylandPlatform
@testable import WaylandApp

extension CompositorTests {
    /// The reference client (`ReferenceClient`, built next to WaylandApp) replaying a
    /// scene's damage script on a real headless weston, as `bench --on-compositor` runs it.
    @Suite("Reference client on weston")
    struct ReferenceClientWestonTests {
        @Test("it commits every frame of the script, once, and reports its phases")
        @MainActor
        func replaysTheScript() throws {
            let size = LogicalSize(width: 640, height: 360)
            let script = try DamageRecording.record(scene: "circle", size: size, scale: 1)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("damage-test-\(getpid()).txt")
            try Data(script.text.utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let binary = URL(fileURLWithPath: try AppProcess.binaryPath()).deletingLastPathComponent()
                .appendingPathComponent("ReferenceClient").path

            let weston = try Weston(width: 1280, height: 720)
            defer { weston.kill() }
            let client = try AppProcess(["--damage", file.path], environment: weston.clientEnvironment, binary: binary)
            defer { client.kill() }
            let buffer = try client.waitForBuffer()
            #expect(buffer.width == 640 && buffer.height == 360 && buffer.scale == 1, "\(client.transcript)")
            let ended = try client.waitForExit(timeout: 30)
            #expect(ended == .exited(0), "\(client.transcript)")

            let run = CompositorRun(lines: client.lines)
            #expect(run.facts["frames replayed"] == "\(script.frames.count) of \(script.frames.count)", "\(client.transcript)")
            // One commit per frame of the script when the compositor keeps up; frames that
            // come due together are joined, never split or repeated.
            let committed = try #require(run.number("frames committed"))
            #expect(committed <= Double(script.frames.count) && committed >= Double(script.frames.count) * 0.8,
                    "\(committed) commits for \(script.frames.count) frames\n\(client.transcript)")
            #expect(run.number("frames presented").map { $0 > 0 } == true, "\(client.transcript)")
            let announced = Set(script.frames.flatMap(\.phases))
            #expect(Set(run.phases.map(\.name)).isSubset(of: announced.union(["start"])), "\(run.phases)")
            #expect(!run.phases.isEmpty)
        }

        @Test("a bad script is refused with its line, before connecting")
        func refusesABadScript() throws {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("damage-bad-\(getpid()).txt")
            try Data("damage-script 1\nsize 640x360 scale 1\nframe x\n".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let binary = URL(fileURLWithPath: try AppProcess.binaryPath()).deletingLastPathComponent()
                .appendingPathComponent("ReferenceClient").path
            let client = try AppProcess(["--damage", file.path], environment: [:], binary: binary)
            defer { client.kill() }
            #expect(try client.waitForExit(timeout: 10) == .exited(2))
            #expect(client.transcript.contains("damage script line 3"), "\(client.transcript)")
        }
    }
}
