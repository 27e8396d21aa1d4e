import ArgumentParser
import FoundationEssentials
import Layers
import WaylandPlatform

/// `bench`: frame timings of the scenes, offscreen (and later on a compositor).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times of each scene's scripted run, offscreen.",
        discussion: """
            Steps a virtual clock at 60 Hz through each scene's scripted run and times every \
            frame (animation update + render into a buffer like the window's). A scene made \
            of window levels (splash) gets a second row, NAME-subsurfaces, drawn as \
            `run --subsurfaces` draws it: each level into its own picture, only the levels \
            that changed. Reports p50, \
            p95, p99 and max in ms, frames over the 60 Hz and 120 Hz budgets, p50 and p99 as \
            multiples of a memcpy of one frame measured in the same run, the average damaged \
            area, heap allocations per frame once warmed up, and peak memory. Build with \
            `-c release` for meaningful numbers. The line above the table names the path the pixel \
            loops take (avx2, sse2 or portable); LAYERS_PORTABLE_PIXELS=1 in the environment \
            times the portable C path, the one an arm64 machine takes.
            """
    )

    @Option(help: ArgumentHelp("A scene, `idle` (a scene held still), `feed-5000` (the feed, 5 000 cards long), `cities-10` (the cities list with ten rows, for its memory), `appearance-switch` (the feed cross-fading between light and dark every 0.5 s) or `all`.", valueName: "name"))
    var scene = "all"

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Frame sizes in points.", valueName: "WxH"))
    var size: [WindowSizeArgument] = [WindowSizeArgument(width: 1280, height: 720),
                                      WindowSizeArgument(width: 1920, height: 1080),
                                      WindowSizeArgument(width: 2560, height: 1440)]

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Threads that draw each frame, one run per count (default: 1 and one per core, here \(Renderer.defaultThreads)); a line gives the speed-up from the fewest to the most.", valueName: "n"))
    var threads: [Int] = Array(Set([1, Renderer.defaultThreads])).sorted()

    @Flag(help: "Time every pixman composite and print where the time goes, by kind of composite (costs a little time per composite).")
    var profile = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per run (default: the scene's scripted run).", valueName: "n"))
    var frames: Int?

    @Option(help: ArgumentHelp("Runs of each row, the thread counts taking turns; each row reports its run with the median p99, and a line lists every run's p99. A burst of other work on a shared machine then moves one run, not the speed-up.", valueName: "n"))
    var repeats = 1

    @Option(help: ArgumentHelp("Also write the figures as JSON here.", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Also draw frame times as a PNG chart here.", valueName: "file.png"))
    var plot: String?

    @Flag(name: .customLong("on-compositor"), help: "Also run the real app on the current Wayland display through the same scripts: presented intervals, discarded frames, frame-callback timeouts, render times, and time to first frame. A scene made of window levels runs twice, the second time with `run --subsurfaces`. Where the session bus offers mutter's RemoteDesktop, also drags on the circle and on the feed's card and reports their input latency.")
    var onCompositor = false

    @Flag(help: "Also run each scene with the frame-time graph over it, as `run --hud` shows it, in a row of its own (NAME+hud), and report the overlay's own time per frame.")
    var hud = false

    @Option(help: ArgumentHelp("Launches to time for the time to first frame (with --on-compositor).", valueName: "n"))
    var launches = 5

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Compare with an earlier run's --json file: each row's p50 and p99 as new ÷ old with a block bootstrap 95 % interval. With a second file, compare the two files without running.", valueName: "old.json [new.json]"))
    var compare: [String] = []

    @Option(name: .customLong("allocation-sites"),
            help: ArgumentHelp("Also print, for each scene's row, the N call stacks that allocate most often in its steady frames (raw addresses: `scripts/allocation-sites` names them).", valueName: "N"))
    var allocationSites: Int?

    @OptionGroup var sceneArguments: SceneArguments

    static var idleBase: String? { SceneCatalog.layerSceneNames.first { $0 == "feed" } ?? SceneCatalog.layerSceneNames.first }

    /// Scenes only the offscreen bench has: `run` cannot show them on a compositor.
    static var offscreenOnly: [String] { ["idle", LongFeed.name, ShortCityList.name, AppearanceSwitchScene.name] }

    var sceneNames: [String] {
        scene == "all" ? SceneCatalog.layerSceneNames + (Self.idleBase == nil ? [] : ["idle"]) + [LongFeed.name, ShortCityList.name] : [scene]
    }

    /// The scenes `--on-compositor` runs in the app.
    var compositorSceneNames: [String] { sceneNames.filter { !Self.offscreenOnly.contains($0) } }

    func validate() throws {
        let known = SceneCatalog.layerSceneNames + Self.offscreenOnly + ["all"]
        guard known.contains(scene) else {
            throw ValidationError("unknown scene '\(scene)'; choose one of: \(known.joined(separator: ", "))")
        }
        if onCompositor, Self.offscreenOnly.contains(scene) {
            throw ValidationError("--scene \(scene) runs offscreen only; --on-compositor runs the app's own scenes: "
                + (SceneCatalog.layerSceneNames + ["all"]).joined(separator: ", "))
        }
        for s in size where s.width < 1 || s.height < 1 || s.width > 8192 || s.height > 8192 {
            throw ValidationError("--size must be between 1x1 and 8192x8192, got \(s.width)x\(s.height)")
        }
        for t in threads { try ThreadsArgument.check(t) }
        if let allocationSites, allocationSites < 1 || allocationSites > 1000 {
            throw ValidationError("--allocation-sites must be between 1 and 1000, got \(allocationSites)")
        }
        if compare.count > 2 { throw ValidationError("--compare takes OLD.json, or OLD.json NEW.json; got \(compare.count) files") }
        if repeats < 1 || repeats > 20 { throw ValidationError("--repeats needs 1…20, got \(repeats)") }
        if let frames, frames < 1 || frames > 100_000 {
            throw ValidationError("--frames needs 1…100000, got \(frames)")
        }
    }

    func run() throws {
        // ArgumentParser calls `run` on the main thread, where the layers and the window live.
        try MainActor.assumeIsolated { try runOnMainActor() }
    }

    @MainActor
    private func runOnMainActor() throws {
        if compare.count == 2 {
            let comparison = try BenchComparison(new: BenchComparison.load(compare[1]), old: BenchComparison.load(compare[0]),
                                                 oldName: compare[0])
            print(comparison.table)
            return
        }
        // Read before the run, so a bad file fails at once.
        let old = try compare.first.map(BenchComparison.load)
        try AllocationCounter.preloadIfNeeded()
        let counter = try AllocationCounter.required()
        counter.enable()
        var results: [SceneBenchmark] = []
        do {
            for s in size {
                for name in sceneNames {
                    var runs = Array(repeating: BenchRepeats(), count: threads.count)
                    for _ in 0..<repeats {
                        for (i, t) in threads.enumerated() {
                            runs[i].add(try measure(name, width: s.width, height: s.height, threads: t))
                        }
                    }
                    results.append(contentsOf: runs.flatMap(\.medianRows))
                }
            }
        } catch {
            throw CommandFailure(error)
        }
        var report = BenchReport(machine: Self.machineDescription, results: results)
        print("pixel loops: \(PixelLoops.inUse)")
        print(report.table)
        if onCompositor {
            report.compositor = try CompositorBench.run(scenes: compositorSceneNames, size: LogicalSize(width: size[0].width, height: size[0].height), launches: max(1, launches))
            print(CompositorBench.table(report.compositor!))
        }
        do {
            if let json { try report.json().write(to: URL(fileURLWithPath: json)); print("wrote \(json)") }
            if let plot { try BenchPlot.write(report, to: plot); print("wrote \(plot)") }
        } catch {
            throw CommandFailure("cannot write the results: \((error as? CocoaError)?.sentence ?? "\(error)")", status: .cannotWrite)
        }
        // After the results are written: a refused comparison does not lose the run.
        if let old, let path = compare.first {
            print(try BenchComparison(new: report, old: old, oldName: path).table)
        }
    }

    /// The scene's row at this size and thread count, and its `-subsurfaces` row if levelled.
    @MainActor
    private func measure(_ name: String, width: Int, height: Int, threads: Int) throws -> [SceneBenchmark] {
        let scene = try makeScene(name)
        let count = frames ?? max(1, Int((scene.scriptDuration.seconds * 60).rounded()))
        let motion = sceneArguments.options
        var rows = [try SceneBenchmark.run(name: name, scene: scene, width: width, height: height, frames: count,
                                           threads: threads, profiling: profile, motion: motion,
                                           tracingSites: allocationSites != nil)]
        if let top = allocationSites {
            print("allocation sites of \(name) \(width)x\(height) ×\(threads), steady frames:")
            try AllocationCounter.required().printSites(top: max(top, 1))
        }
        if hud {
            var withOverlay = motion
            withOverlay.overlay = FrameTimeOverlay()
            rows.append(try SceneBenchmark.run(name: name + "+hud", scene: try makeScene(name), width: width, height: height,
                                               frames: count, threads: threads, motion: withOverlay))
        }
        if scene.isLevelled {
            rows.append(try SceneBenchmark.run(name: name + "-subsurfaces", scene: try makeScene(name), width: width,
                                               height: height, frames: count, levels: true, threads: threads,
                                               profiling: profile, motion: motion, tracingSites: allocationSites != nil))
            if let top = allocationSites {
                print("allocation sites of \(name)-subsurfaces \(width)x\(height) ×\(threads), steady frames:")
                try AllocationCounter.required().printSites(top: max(top, 1))
            }
        }
        return rows
    }

    @MainActor
    private func makeScene(_ name: String) throws -> DemoScene {
        // A frame waits for a blur step still being made and the wait is timed: the bench
        // runs faster than real time, so a frame that did not wait would show no blur
        // at all and time nothing. A window does not wait (`run`).
        let options = sceneArguments.options
        if name == "idle", let base = Self.idleBase, let inner = try SceneCatalog.makeScene(base, options: options) {
            return IdleScene(showing: inner)
        }
        if name == LongFeed.name { return try LongFeed.makeScene(options: SceneCatalog.prepared(options)) }
        if name == ShortCityList.name { return try ShortCityList.makeScene(options: SceneCatalog.prepared(options)) }
        if name == AppearanceSwitchScene.name, let base = Self.idleBase, let inner = try SceneCatalog.makeScene(base, options: options) {
            return AppearanceSwitchScene(showing: inner)
        }
        guard let scene = try SceneCatalog.makeScene(name, options: options) else {
            throw ValidationError("unknown scene '\(name)'")
        }
        return scene
    }

    static var machineDescription: String {
        let cpus = ProcessInfo.processInfo.activeProcessorCount
        let model = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
            .split(separator: "\n").first { $0.hasPrefix("model name") }?
            .split(separator: ":").last.map { $0.trimmingSpacesAndTabs() } ?? "unknown CPU"
        // Which path the pixel loops take: LAYERS_PORTABLE_PIXELS=1 times the portable one.
        return "\(model), \(cpus) cores, one thread; pixel loops: \(PixelLoops.inUse)"
    }
}
