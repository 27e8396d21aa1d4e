import Foundation
import Layers
import Testing
@testable import WaylandApp
import AnimationCheck

/// `bench`'s allocation figure counts what a frame allocates.
@Suite(.noAnimationLeftRunning) struct SceneBenchmarkTests {
    /// An empty scene that makes `perFrame` objects every frame and keeps them (room for
    /// them is reserved up front, so keeping them allocates nothing more).
    final class AllocatingScene: Scene, Reproducible {
        let events = SceneEvents()
        final class Token {}
        let root = Layer()
        let perFrame: Int
        private var kept: [Token] = []
        init(perFrame: Int, frames: Int) {
            self.perFrame = perFrame
            kept.reserveCapacity(perFrame * frames)
        }
        func layout(size: Size, scale: Double) {}
        func update(at time: MediaTime) -> Bool {
            for _ in 0..<perFrame { kept.append(Token()) }
            return false
        }
    }

    /// The same empty scene with and without 100 objects a frame: the figures differ by
    /// 100 (within 5, for what the test runner's other threads, running other suites,
    /// allocate meanwhile: one full run saw 103).
    @Test func allocationsPerFrameCountsTheFramesAllocations() throws {
        try AllocationCounter.required().enable()
        let frames = 20
        let still = try SceneBenchmark.run(name: "still", scene: AllocatingScene(perFrame: 0, frames: frames),
                                           width: 16, height: 16, frames: frames)
        let busy = try SceneBenchmark.run(name: "busy", scene: AllocatingScene(perFrame: 100, frames: frames),
                                          width: 16, height: 16, frames: frames)
        let extra = busy.allocationsPerFrame - still.allocationsPerFrame
        #expect(abs(extra - 100) <= 5, "\(busy.allocationsPerFrame) − \(still.allocationsPerFrame) = \(extra)")
    }

    /// `--allocation-sites`: the scene's 100 objects a frame come from one call stack,
    /// recorded over the steady frames only (the second half: 10 of 20).
    @Test func allocationSitesCountEachCallStackOverTheSteadyFrames() throws {
        try AllocationCounter.required().enable()
        _ = try SceneBenchmark.run(name: "busy", scene: AllocatingScene(perFrame: 100, frames: 20),
                                   width: 16, height: 16, frames: 20, tracingSites: true)
        let pipe = Pipe()
        try AllocationCounter.required().printSites(top: 1, to: pipe.fileHandleForWriting.fileDescriptor)
        try pipe.fileHandleForWriting.close()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header == "--- 1000 allocations at:", "\(text)")
    }

    /// A scene whose third frame takes 20 ms, and which records what the bench lends it.
    final class BackgroundScene: Scene, Reproducible {
        let events = SceneEvents()
        let root = Layer()
        var frames = 0
        var lent: [(frame: Int, timeout: Double)] = []
        func layout(size: Size, scale: Double) {}
        func update(at time: MediaTime) -> Bool {
            frames += 1
            if frames == 3 { usleep(20_000) }
            return false
        }
        func awaitBackgroundWork(timeout: TimeSpan) { lent.append((frames, timeout.seconds)) }
    }

    /// Before each frame but the first the bench lends the scene's background work what
    /// a window would idle of a 60 Hz frame after the previous one: less than the whole
    /// interval, and nothing after a frame that took longer than it. A window draws its
    /// first frame at once, so nothing is lent before it.
    @Test func backgroundWorkIsLentTheIdlePartOfEachFrame() throws {
        let scene = BackgroundScene()
        _ = try SceneBenchmark.run(name: "lent", scene: scene, width: 16, height: 16, frames: 5)
        #expect(scene.lent.map(\.frame) == [1, 2, 4], "lent after frames 1, 2 and 4, not after the 20 ms one: \(scene.lent)")
        #expect(scene.lent.allSatisfy { $0.timeout > 0 && $0.timeout < 1.0 / 60 }, "\(scene.lent)")
    }

    /// A window makes the splash's main content and pictures it while it idles between
    /// frames, so the bench does that work outside the stopwatch too, and says how much.
    @MainActor
    @Test func theSplashsPutOffWorkIsCountedNotTimed() throws {
        var options = SceneOptions()
        options.splashDelay = 1
        let scene = SplashScene(options: options, mainContent: { try FeedScene(options: $0) })
        let row = try SceneBenchmark.run(name: "splash", scene: scene, width: 320, height: 180, frames: 70)
        #expect(row.idleSlices == 1 + SnapshotLayer.parts(width: 320, height: 180), "the content, then its one band")
        #expect((row.longestIdleSliceMilliseconds ?? 0) > 0)
        let report = BenchReport(machine: "test", results: [row]).table
        #expect(report.contains("splash 320x180 ×\(row.threads): 2 slices of work done while idle"), "\(report)")
    }
}
