import Foundation
import Testing

/// WaylandApp with no compositor to talk to: it must say which display it
/// tried and what to do, and exit 2.
@Suite("WaylandApp without a display")
struct NoDisplayTests {
    @Test("no display: exit 2 with a message naming the display")
    func noDisplay() throws {
        let runtime = try RuntimeDirectory(label: "no-display-test")
        defer { runtime.remove() }
        let app = try AppProcess(["run", "--exit-after", "5"], environment: [
            "PATH": Command.searchPath, "XDG_RUNTIME_DIR": runtime.path,
            "WAYLAND_DISPLAY": "wayland-nonexistent-test", "HOME": runtime.path,
        ])
        defer { app.kill() }
        let ended = try app.waitForExit(timeout: 10)
        #expect(ended == .exited(2), "\(app.transcript)")
        #expect(app.stderr.contains("wayland-nonexistent-test"),
                "the message should name the display it tried\n\(app.transcript)")
    }
}
