import Foundation
import Testing
@testable import WaylandApp
#if canImport(Glibc)
import Glibc
#endif

extension CompositorTests {
    /// Input latency where the compositor both takes injected input and sends `presented`
    /// feedback: mutter, driven through its RemoteDesktop API.
    @Suite("Input latency on mutter")
    struct InputLatencyMutterTests {
        @Test("a drag on the circle: every motion is paired with a presented frame")
        func dragOnTheCircle() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            let input = try MutterRemoteDesktop(on: mutter)
            // The optimized build: a debug build draws several times slower, and its figure
            // (p50 about 45-65 ms against 19 ms) says nothing about the app.
            let app = try AppProcess(["run", "--scene", "circle", "--echo-input", "--stats", "--exit-after", "60"],
                                     environment: mutter.clientEnvironment, binary: try AppProcess.releaseBinaryPath())
            defer { app.kill() }
            let size = try app.waitForConfigured()
            try app.waitForBuffer()
            // mutter centres a new window: the monitor's centre is on the content (as MutterAppTests start).
            try input.move(toX: 640, y: 400)
            // The circle sits in the middle of the window.
            try input.point(at: (Double(size.width) / 2, Double(size.height) / 2), in: app)
            try input.button(pressed: true)
            // The bench's drag on the circle: 20 moves of 4 px right and 2 down.
            let circle = try #require(InjectedDrag.all.first { $0.scene == "circle" })
            for _ in 0..<circle.steps {
                try input.moveBy(dx: circle.step.dx, dy: circle.step.dy)
                Thread.sleep(forTimeInterval: 0.03)
            }
            try input.button(pressed: false)
            Thread.sleep(forTimeInterval: 0.5)
            app.process.send(SIGTERM)
            #expect(try app.waitForExit(timeout: 10) == .exited(0), "\(app.transcript)")
            // Read as `bench --on-compositor` reads its drags (InjectedDrag).
            let drag = try circle.latency(from: app.lines)
            print("mutter, circle drag: \(app.lines.first { $0.hasPrefix("input latency ") } ?? "")")
            // Only the drag counts: the press, the motion the app saw while the button was
            // held, and the release; the pointing before it moved nothing on screen.
            #expect(drag.dragEvents >= 15 + 2, "\(app.transcript)")
            // Every one moved the circle, and mutter presented the frames.
            #expect(drag.events == drag.dragEvents, "\(drag)\n\(app.transcript)")
            #expect(drag.p50 != nil && drag.p99 != nil, "\(drag)")
        }
    }
}
