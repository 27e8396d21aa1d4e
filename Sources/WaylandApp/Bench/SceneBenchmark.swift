import Layers

/// One scene at one size, stepped at 60 Hz through its scripted run with every frame
/// timed: what `bench` reports per row.
struct SceneBenchmark: Codable {
    var scene: String
    var width: Int
    var height: Int
    /// Threads that drew each frame.
    var threads: Int
    /// Frame times after the first (the first frame loads fonts and builds caches).
    var statistics: FrameTimeSummary
    /// The first frame alone: what a window shows first.
    var firstFrameMilliseconds: Double
    /// Median milliseconds to memcpy one frame of this size, measured in the same run.
    var memcpyMilliseconds: Double
    /// The same copy split over this row's threads (nil with one): the speed-up a frame
    /// bound by memory bandwidth can reach at most (nil in older reports).
    var threadedMemcpyMilliseconds: Double?
    var p50OverMemcpy: Double
    var p99OverMemcpy: Double
    /// Average damaged pixels per frame, and that as a share of the frame (with levels,
    /// the pixels drawn into every level's picture: it can pass one frame's worth).
    var averageDamagedPixels: Double
    var averageDamagedShare: Double
    /// Heap allocations per frame once warmed up (the second half of the run).
    var allocationsPerFrame: Double
    /// The same over that half's steady frames only: those that take no input and show
    /// no new layer, so only animate what was already there (nil in older reports).
    var steadyAllocationsPerFrame: Double?
    /// How many steady frames there were, and how many of them allocated at all.
    var steadyFrames: Int?
    var steadyFramesAllocating: Int?
    /// Which steady frames allocated (nil in older reports): where to look with
    /// `scripts/allocation-sites`.
    var steadyFramesThatAllocate: [Int]?
    var peakMemoryBytes: Int
    /// Milliseconds per frame, in order (for the plot).
    var frameMilliseconds: [Double]
    /// The stretches between the moments the scene announced, each timed on its own.
    var phases: [BenchPhase]
    /// With `--profile`: pixman time by kind of composite, over the whole run.
    var profile: [RenderProfile.Row]?
    /// With `--profile`: milliseconds per frame walking the tree, recording the display
    /// list (masks and text rasterized), and playing it on the workers (wall time).
    var trackingMilliseconds: Double?
    var recordingMilliseconds: Double?
    var playingMilliseconds: Double?
    /// With `--hud` (rows named NAME+hud): the overlay's own share of each frame, from
    /// restoring its corner to drawing it.
    var overlay: FrameTimeSummary?
    /// Slices of the work the scene put off until a window idles (the splash's main
    /// content and its picture; with levels, the covered ones' pictures), done between
    /// frames and not timed in them, and the longest slice's milliseconds (nil in older
    /// reports).
    var idleSlices: Int?
    var longestIdleSliceMilliseconds: Double?
    /// With `--repeats`: the p99 of every run of this row, in the order run; the row's
    /// other figures are those of the run with the median p99 (``BenchRepeats``).
    var repeatedP99: [Double]?

    /// Runs `scene` (already built) at `width`×`height` for `frames` frames. With
    /// `levels`, a levelled scene (``Scene/isLevelled``) is drawn as `run --subsurfaces` draws it: each window
    /// into its own picture, only the ones that changed (``LevelRenderer``); the
    /// compositor's blending of the pictures, and its scaling of a window whose scale
    /// it is left to (``LevelCrop``), are not counted.
    static func run(name: String, scene: DemoScene, width: Int, height: Int, frames: Int, levels: Bool = false,
                    threads: Int = Renderer.defaultThreads, profiling: Bool = false,
                    motion: SceneOptions = SceneOptions(), tracingSites: Bool = false) throws -> SceneBenchmark {
        let counter = try AllocationCounter.required()
        var measured = BenchFrames(capacity: frames)
        var overlayTimes: [Double] = []
        overlayTimes.reserveCapacity(frames)
        // Heard inside the counted frames: kept as announced, in storage reserved for a
        // moment a frame, so that hearing one allocates nothing.
        var marks: [(moment: SceneMoment, frame: Int)] = []
        marks.reserveCapacity(frames)
        scene.events.listener = { moment, _ in marks.append((moment, measured.count)) }
        defer { scene.events.listener = nil }
        let run = try OffscreenRun(scene: scene, size: Size(Double(width), Double(height)), scale: 1, threads: threads,
                                   motion: motion)
        run.renderer.isProfiling = profiling
        let levelled = levels && scene.isLevelled ? scene : nil
        let levelRenderer = LevelRenderer(threads: threads, delegatesScaling: true)
        levelRenderer.isProfiling = profiling && levelled != nil
        levelRenderer.resize(pixelWidth: run.target.width, pixelHeight: run.target.height, scale: 1)
        let steadyFrom = BenchFrames.warmFrames(of: frames).lowerBound
        // A frame where a layer showed anew or went changed the tree: it is not steady.
        let layersShownOrGone = {
            levelled != nil ? levelRenderer.layersShownOrGone : run.renderer.statistics.layersShownOrGone
        }
        for i in 0..<frames {
            let t = OffscreenRun.frameInterval * Double(i)
            // A window idles for the rest of each 60 Hz frame after the first: the work
            // the scene put off (drawn as levels, the covered ones' pictures too: one
            // that cannot be drawn ahead is drawn, and its error reported, by the frame
            // that shows it), and work it leaves running on other threads (the preview's
            // blurs), get that time here too.
            if let last = measured.milliseconds.last {
                run.lendIdleTime(afterFrameOf: .milliseconds(last)) {
                    levelled != nil && (try? levelRenderer.drawCoveredLevelAhead()) == true
                }
            }
            // Pictures decode on other threads; a window never waits for them, so neither
            // does a timed frame: they are taken in before the stopwatch starts.
            run.receivePictures()
            // Sites are traced over exactly what is counted, a frame's step and render, and
            // kept only for the steady frames.
            let tracing = tracingSites && i >= steadyFrom
            if tracing { counter.traceSites(true) }
            let before = counter.count
            let (eventsBefore, layersBefore) = (run.eventsDelivered, layersShownOrGone())
            var drawn = 0
            let seconds = try Stopwatch.time {
                run.step(to: t)
                if let levelled {
                    try levelRenderer.render(levelled.root, at: run.mediaNow, backdropInto: run.target)
                    drawn = levelRenderer.frame.drawnPixels
                } else {
                    drawn = try run.present().reduce(0) { $0 + $1.area }
                }
            }
            if run.overlay != nil { overlayTimes.append(run.overlayMilliseconds) }
            let steady = run.eventsDelivered == eventsBefore && layersShownOrGone() == layersBefore
            measured.append(milliseconds: seconds * 1000, damagedPixels: drawn, allocations: counter.count - before,
                            isSteady: steady)
            if tracing {
                counter.traceSites(false)
                counter.keepSites(steady)
            }
        }
        return SceneBenchmark(scene: name, width: width, height: height, threads: threads, measured: measured,
                              marks: marks.map { ($0.moment.description, $0.frame) },
                              profile: levelled != nil ? levelRenderer.profile : run.renderer.profile,
                              overlayTimes: overlayTimes, idleWork: run.idleWork)
    }
}

extension SceneBenchmark {
    /// The figures of a run that measured `measured` (`marks`: the moments the scene
    /// announced, with the frame each came in).
    fileprivate init(scene name: String, width: Int, height: Int, threads: Int, measured: BenchFrames,
                 marks: [(name: String, frame: Int)], profile: RenderProfile?, overlayTimes: [Double],
                 idleWork: (slices: Int, longest: Double)) {
        let memcpy = MemcpyBaseline.milliseconds(width: width, height: height)
        let times = measured.milliseconds, frames = Double(max(times.count, 1))
        let stats = FrameTimeSummary(milliseconds: times.count > 1 ? Array(times.dropFirst()) : times)
        let steadyAllocations = measured.steadyAllocations
        self.init(
            scene: name, width: width, height: height, threads: threads, statistics: stats, firstFrameMilliseconds: times.first ?? 0,
            memcpyMilliseconds: memcpy,
            threadedMemcpyMilliseconds: threads > 1 ? MemcpyBaseline.milliseconds(width: width, height: height, threads: threads) : nil,
            p50OverMemcpy: memcpy > 0 ? stats.p50 / memcpy : 0,
            p99OverMemcpy: memcpy > 0 ? stats.p99 / memcpy : 0,
            averageDamagedPixels: measured.meanDamagedPixels, averageDamagedShare: measured.meanDamagedPixels / Double(width * height),
            allocationsPerFrame: measured.allocationsPerWarmFrame,
            steadyAllocationsPerFrame: steadyAllocations.isEmpty ? nil : BenchFrames.mean(steadyAllocations),
            steadyFrames: steadyAllocations.count, steadyFramesAllocating: steadyAllocations.count { $0 > 0 },
            steadyFramesThatAllocate: measured.steadyFramesThatAllocate,
            peakMemoryBytes: peakResidentBytes(), frameMilliseconds: times,
            phases: BenchPhase.split(times, allocations: measured.allocations, at: marks), profile: profile?.rows,
            trackingMilliseconds: profile.map { Double($0.trackingNanoseconds) / 1e6 / frames },
            recordingMilliseconds: profile.map { Double($0.recordingNanoseconds) / 1e6 / frames },
            playingMilliseconds: profile.map { Double($0.playingNanoseconds) / 1e6 / frames },
            overlay: overlayTimes.isEmpty ? nil : FrameTimeSummary(milliseconds: Array(overlayTimes.dropFirst())),
            idleSlices: idleWork.slices, longestIdleSliceMilliseconds: idleWork.longest * 1000)
    }
}
