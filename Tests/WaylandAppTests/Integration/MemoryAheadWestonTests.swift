import Foundation
import Testing

extension CompositorTests {
    /// On weston, the memory a window's next frames first write is mapped while it waits
    /// for the compositor, not in those frames: after the launch's first frame, the back
    /// buffer (which the second frame draws whole) and the second buffer (which the third
    /// fills); with `--subsurfaces`, also each level's buffers not drawn yet. Each is
    /// mapped once: `run --stats` counts the bytes. (How many buffers a frame draws
    /// before the job reaches them depends on the machine's load: the exact slices are
    /// `PageWarmerTests`' and `BackBufferMemoryAheadTests`'.)
    @Suite("Memory mapped ahead on weston")
    struct MemoryAheadWestonTests {
        /// One 800×600 picture, in MB as `--stats` prints them.
        static let picture = Double(800 * 600 * 4) / 1_048_576

        private func mappedAhead(_ arguments: [String]) throws -> Double { try run(arguments).mapped }

        /// The app's `--stats` figures after a run with `arguments`, and its memory mapped ahead.
        private func run(_ arguments: [String]) throws -> (mapped: Double, figures: [String: Double]) {
            let weston = try Weston(width: 1024, height: 768)
            defer { weston.kill() }
            let app = try AppProcess(["run", "--splash-delay", "1", "--size", "800x600", "--decorations", "none",
                                      "--stats", "--exit-after", "2.5"] + arguments, on: weston)
            defer { app.kill() }
            let exit = try app.waitForExit(timeout: 20)
            #expect(exit == .exited(0), "\(app.transcript.suffix(2000))")
            let figures = AppStats.figures(in: app.lines)
            let mapped = try #require(figures["memory mapped ahead of frames"],
                                      "no `memory mapped ahead of frames` line:\n\(app.transcript.suffix(2000))")
            return (mapped, figures)
        }

        /// The back buffer is always mapped whole: its pages are queued when it is made.
        /// A buffer is queued only if no frame drew it before the job reached it (a
        /// loaded machine's second frame may come first), so the second buffer may or
        /// may not count; nothing counts twice.
        @Test("one surface: the back buffer, and the second buffer unless drawn first, once each")
        func oneSurface() throws {
            let mapped = try mappedAhead([])
            #expect(mapped >= Self.picture - 0.01, "mapped \(mapped) MB: not even the back buffer")
            #expect(mapped <= 2 * Self.picture + 0.01, "mapped \(mapped) MB: some memory twice, or a buffer already drawn")
        }

        /// Three levels of two buffers each besides: the ones no frame drew before the job
        /// reached them are mapped too, never more than all of them. And the pictures of
        /// the two levels that wait while the splash shows (the background splash,
        /// hidden, and the main window, covered by the foreground splash), made then and
        /// drawn when it leaves (the main window's while the window idles), are mapped
        /// whole in the second the splash holds still.
        @Test("with --subsurfaces: also the waiting levels' pictures and the level buffers not drawn yet")
        func subsurfaces() throws {
            let (mapped, figures) = try run(["--subsurfaces"])
            #expect(mapped >= 3 * Self.picture - 0.01, "mapped \(mapped) MB: not the back buffer and the waiting levels' pictures")
            let pictures = try #require(figures["level pictures mapped ahead"], "no `level pictures mapped ahead` line")
            #expect(abs(pictures - 2 * Self.picture) < 0.01, "level pictures mapped ahead: \(pictures) MB, not the two waiting levels'")
            #expect(mapped <= 10 * Self.picture + 0.01, "mapped \(mapped) MB: some memory twice, or a buffer already drawn")
        }
    }
}
