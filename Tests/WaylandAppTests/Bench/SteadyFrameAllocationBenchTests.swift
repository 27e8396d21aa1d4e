import Foundation
import Testing
@testable import WaylandApp

/// Steady frames allocate nothing, as `bench` counts them: every thread, the scene's
/// step and the render, over the second half of the run. Run on the optimized build
/// (a debug build's unspecialized generics allocate inside the rasterizer's loops) and
/// over stretches where nothing appears for the first time: the splash holding still,
/// drawn whole and level by level (whose damage arrays were copied every frame), and
/// the circle being dragged (each pointer motion allocated its touch's arrays).
@Suite struct SteadyFrameAllocationBenchTests {
    /// Every thread is counted, the pictures' decoding threads too, so each frame waits
    /// for the pictures asked for before it (the idle scene did not, and a loaded CI
    /// machine counted its feed's decodes: 0.33 a frame, twice). A run that allocates is
    /// measured once more, for what the machine's other work may leave; the second must
    /// be clean.
    @Test(arguments: [("splash", 100), ("circle", 56), ("gallery", 60), ("idle", 60)])
    func steadyFramesAllocateNothing(scene: String, frames: Int) throws {
        var rows = try Self.bench(scene, frames: frames)
        #expect(rows.count >= 2, "a row per thread count")
        if rows.contains(where: { $0.allocationsPerFrame != 0 }) { rows = try Self.bench(scene, frames: frames) }
        for row in rows {
            #expect(row.allocationsPerFrame == 0,
                    "\(row.scene) ×\(row.threads): \(row.allocationsPerFrame) allocations per steady frame, twice")
        }
    }

    /// A shape that grows a little every frame reallocates its working storage a few
    /// times over the animation, not every frame: the preview's card, pressed, grows for
    /// its first 40 frames, and its border's rows were made anew each frame (three
    /// allocations a frame; now about 0.2, the storage doubling as the card grows).
    @Test func aGrowingShapeReallocatesRarely() throws {
        var rows = try Self.bench("preview", frames: 60)
        if rows.contains(where: { $0.allocationsPerFrame >= 1 }) { rows = try Self.bench("preview", frames: 60) }
        #expect(rows.count >= 2, "a row per thread count")
        for row in rows {
            #expect(row.allocationsPerFrame < 1,
                    "\(row.scene) ×\(row.threads): \(row.allocationsPerFrame) allocations per frame while the card grows, twice")
        }
    }

    /// `bench` also counts allocations over the steady frames alone: those that take no
    /// input and show no new layer. The feed's first 260 frames hold a swipe and taps
    /// that expand and collapse a card, so fewer frames are steady than warm; in them
    /// animations end (which allocated a list of the ended ones) and transactions open
    /// under running animations (which copied the transaction stack), and almost nothing
    /// allocates (0.4 a frame before, at 640 × 480).
    @Test func steadyFramesLeaveOutInputAndNewLayers() throws {
        var rows = try Self.bench("feed", frames: 260)
        if rows.contains(where: { ($0.steadyAllocationsPerFrame ?? 1) >= 0.25 }) { rows = try Self.bench("feed", frames: 260) }
        for row in rows {
            let steady = try #require(row.steadyFrames)
            #expect(steady > 0 && steady < 130, "\(steady) steady frames of 130 warm ones")
            let perFrame = try #require(row.steadyAllocationsPerFrame)
            #expect(perFrame < 0.25, "feed ×\(row.threads): \(perFrame) allocations per steady frame, twice")
            #expect(perFrame <= row.allocationsPerFrame)
        }
    }

    /// No steady frame of the circle's, the preview's, the splash's or the feed's whole
    /// scripted run allocates, with one thread or two, drawn whole or level by level.
    /// They made masks as shapes grew (the splash's hole, a pressed card's corners: new
    /// masks, pixman views and the storage of their strips and edges), grew lists as
    /// animations ended, and made the views to draw a picture or mask scaled the first
    /// time it was: the renderer now makes all of that at a new target size, or with the
    /// picture. The feed made a card's first resampled copy in the scroll's frames after
    /// the one that showed it, and laid out and rasterized its growing name at each new
    /// scale: the copy now comes with the frame that shows the card, and the name's
    /// scales are drawn ahead, between frames. The cities list's Home and End jumps
    /// laid out and rasterized a screen of new rows in each of their frames (reused
    /// cells moved across, so no layer showed anew): the rows are now filled between
    /// frames, for the frame that will show them (`CollectionView` prefetching); the
    /// frame its fling ended in built the `cities-rest-Y` string it announced.
    @Test(arguments: ["circle", "preview", "splash", "feed", "cities"])
    func noSteadyFrameOfAWholeRunAllocates(scene: String) throws {
        var rows = try Self.bench(scene, frames: nil)
        if rows.contains(where: { ($0.steadyFramesAllocating ?? 1) > 0 }) { rows = try Self.bench(scene, frames: nil) }
        #expect(rows.count >= 2, "a row per thread count")
        for row in rows {
            #expect((row.steadyFrames ?? 0) > 0, "\(row.scene) ×\(row.threads): no steady frames")
            #expect(row.steadyFramesAllocating == 0,
                    "\(row.scene) ×\(row.threads): \(row.steadyFramesAllocating ?? -1) steady frames allocate, twice")
        }
    }

    /// A second thread adds no steady frame that allocates. Which worker draws a picture
    /// depends on where the frame's bands fall, and each worker has its own pixman view
    /// of it: made as a worker first needed it, the second worker's views came in later,
    /// steady frames (the preview: 7 of 124 steady frames allocated with two threads, 2
    /// with one). They are now made with the frame that first draws the picture.
    @Test(arguments: ["preview", "feed"])
    func aSecondThreadAllocatesInNoMoreSteadyFrames(scene: String) throws {
        func extra(_ rows: [SceneBenchmark]) throws -> Int {
            let one = try #require(rows.first { $0.threads == 1 }?.steadyFramesAllocating)
            let two = try #require(rows.first { $0.threads == 2 }?.steadyFramesAllocating)
            return two - one
        }
        var rows = try Self.bench(scene, frames: nil)
        if try extra(rows) > 0 { rows = try Self.bench(scene, frames: nil) }
        #expect(try extra(rows) <= 0, "\(scene): \(rows.map { "×\($0.threads) \($0.steadyFramesAllocating ?? -1)" }), twice")
    }

    /// The release `bench` rows of `scene` with 1 and 2 threads (`frames` nil: the
    /// scene's whole scripted run).
    private static func bench(_ scene: String, frames: Int?) throws -> [SceneBenchmark] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("steady-\(getpid())-\(scene)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("bench.json").path
        try Command.run(try AppProcess.releaseBinaryPath(),
                        ["bench", "--scene", scene] + (frames.map { ["--frames", "\($0)"] } ?? [])
                            + ["--size", "640x480", "--threads", "1", "2", "--json", json],
                        environment: ProcessInfo.processInfo.environment, timeout: 120)
        return try JSONDecoder().decode(BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: json))).results
    }
}
