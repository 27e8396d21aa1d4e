import Foundation
import Testing
@testable import WaylandApp

extension CompositorTests {
    /// `bench --on-compositor` on mutter, whose RemoteDesktop takes the bench's drags.
    @Suite("bench --on-compositor on mutter")
    struct CompositorBenchMutterTests {
        @Test("the circle's drag: every drag event has a latency, p50 and p99 are reported")
        func circleDrag() throws {
            let mutter = try Mutter()
            defer { mutter.kill() }
            var environment = mutter.clientEnvironment
            environment["DBUS_SESSION_BUS_ADDRESS"] = try mutter.busAddress
            let json = mutter.runtime.file("bench.json")
            // Short: the offscreen part at one small size and thread count, one launch timed.
            let bench = try AppProcess(["bench", "--on-compositor", "--scene", "circle", "--size", "640x360",
                                        "--threads", "1", "--frames", "5", "--launches", "1", "--json", json],
                                       environment: environment)
            defer { bench.kill() }
            #expect(try bench.waitForExit(timeout: 180) == .exited(0), "\(bench.transcript)")
            let report = try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: json)))
            let drag = try #require(report.compositor?.drags?.first { $0.scene == "circle" }, "\(bench.transcript)")
            #expect(report.compositor?.dragsSkipped == nil)
            // The press, the 20 moves the app saw while the button was held (mutter may
            // merge a few), and the release: each moved the circle, so each has a latency.
            #expect(drag.dragEvents >= 15 + 2, "\(drag)")
            #expect(drag.events == drag.dragEvents, "\(drag)\n\(bench.transcript)")
            let p50 = try #require(drag.p50, "\(drag)"), p99 = try #require(drag.p99, "\(drag)")
            #expect(p50 > 0 && p50 <= p99, "\(drag)")
            #expect(drag.refresh != nil, "\(drag)")
            #expect(bench.lines.contains { $0.hasPrefix("drag latency on circle (mutter's RemoteDesktop, \(drag.dragEvents) drag events): p50 ") },
                    "\(bench.transcript)")
        }
    }
}
