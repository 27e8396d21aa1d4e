import Foundation
import Testing

extension CompositorTests {
    /// On weston, the memory a window's next frames first write is mapped while it waits
    /// for the compositor, not in those frames: after the launch's first frame, the back
    /// buffer (which the second frame draws whole) and the second buffer (which the third
    /// fills); with `--subsurfaces`, also each level's buffers not drawn yet. Each is
    /// mapped once: `run --stats` counts the bytes.
    @Suite("Memory mapped ahead on weston")
    struct MemoryAheadWestonTests {
        /// One 800×600 picture, in MB as `--stats` prints them.
        static let picture = Double(800 * 600 * 4) / 1_048_576

        private func mappedAhead(_ arguments: [String]) throws -> Double {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let app = try AppProcess(["run", "--splash-delay", "1", "--size", "800x600", "--decorations", "none",
                                      "--stats", "--exit-after", "2.5"] + arguments, on: weston)
            defer { app.kill() }
            let exit = try app.waitForExit(timeout: 20)
            #expect(exit == .exited(0), "\(app.transcript.suffix(2000))")
            return try #require(AppStats.figures(in: app.lines)["memory mapped ahead of frames"],
                                "no `memory mapped ahead of frames` line:\n\(app.transcript.suffix(2000))")
        }

        @Test("one surface: the back buffer and the second buffer, once each")
        func oneSurface() throws {
            let mapped = try mappedAhead([])
            #expect(abs(mapped - 2 * Self.picture) < 0.01, "mapped \(mapped) MB, expected \(2 * Self.picture)")
        }

        /// The two splash levels show in the first frame (their second buffers are left);
        /// the main window's level is made hidden later (both are left). What the window
        /// maps for itself comes first, so the total is at least its two pictures and
        /// four level buffers, and at most every level buffer besides.
        @Test("with --subsurfaces: also the level buffers not drawn yet")
        func subsurfaces() throws {
            let mapped = try mappedAhead(["--subsurfaces"])
            #expect(mapped >= 6 * Self.picture - 0.01, "mapped \(mapped) MB")
            #expect(mapped <= 8 * Self.picture + 0.01, "mapped \(mapped) MB: some buffer twice, or one already drawn")
        }
    }
}
