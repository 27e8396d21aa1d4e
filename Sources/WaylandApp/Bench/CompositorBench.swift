import FoundationEssentials
import Glibc
import WaylandBenchSupport
import WaylandPlatform

/// `bench --on-compositor`: runs the real app on the current Wayland display through
/// each scene's scripted run and collects what presentation feedback says, per phase,
/// next to the app's own render times; runs the reference client (`ReferenceClient`:
/// the same commits, no drawing) in the same session, on the same compositor, at the
/// same size and scale, for the floor; and times process start → first committed buffer.
enum CompositorBench {
    /// What one `run --script --stats` reported, and the reference client's replay of
    /// the same scene's damage.
    struct SceneRun: Codable {
        var scene: String
        var facts: [String: String]
        var phases: [CompositorRun.Phase]
        var reference: CompositorRun?
    }

    struct Report: Codable {
        var runs: [SceneRun]
        /// Milliseconds from starting the process to reading its first `buffer` line.
        var firstFrameMilliseconds: [Double]
        var firstFrameMedian: Double
        /// The injected drags' input latency (``InjectedDrag``), where mutter's RemoteDesktop is on the session bus.
        var drags: [InjectedDrag.Latency]?
        /// Why there are no drags: the line the table prints instead.
        var dragsSkipped: String?
    }

    @MainActor
    static func run(scenes: [String], size: LogicalSize, launches: Int) throws -> Report {
        guard ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil else {
            throw CommandFailure("bench --on-compositor needs a Wayland display: run it inside your session, or through `make bench-compositor` (a private headless weston)")
        }
        let reference = try referenceClient()
        var runs: [SceneRun] = []
        for scene in scenes {
            let made = (try? SceneCatalog.makeScene(scene, options: SceneOptions())) ?? nil
            let seconds = (made?.scriptDuration ?? .seconds(2)).seconds
            let arguments = ["run", "--scene", scene, "--script", "--stats", "--size", "\(size.width)x\(size.height)",
                             "--exit-after", String(cFormat: "%.2f", seconds + 0.5)]
            // A scene of window levels also runs with each level in a subsurface of its own.
            let modes = made?.isLevelled == true ? [(scene, [String]()), (scene + "-subsurfaces", ["--subsurfaces"])]
                                                  : [(scene, [String]())]
            var replay: CompositorRun?
            for (name, extra) in modes {
                let output = try launch(app, arguments + extra, stopAtFirstBuffer: false)
                let run = CompositorRun(lines: output.lines)
                if replay == nil, let scale = CompositorRun.bufferScale(in: output.lines) {
                    replay = try replayDamage(of: scene, size: size, scale: scale, with: reference)
                }
                runs.append(SceneRun(scene: name, facts: run.facts, phases: run.phases, reference: replay))
            }
        }
        var firsts: [Double] = []
        for _ in 0..<launches {
            let output = try launch(app, ["run", "--scene", scenes.first ?? SceneCatalog.defaultName, "--exit-after", "5"],
                                    stopAtFirstBuffer: true)
            if let ms = output.firstBufferMilliseconds { firsts.append(ms) }
        }
        let drags = try measureDrags(scenes: scenes, size: size)
        return Report(runs: runs, firstFrameMilliseconds: firsts,
                      firstFrameMedian: FrameStatistics.percentile(0.5, of: firsts) ?? 0,
                      drags: drags.measured, dragsSkipped: drags.skipped)
    }

    /// ``InjectedDrag/all``'s drags on those of `scenes` they are for, where the session
    /// bus offers mutter's RemoteDesktop; else nothing, and the line that says why.
    @MainActor
    private static func measureDrags(scenes: [String], size: LogicalSize) throws
        -> (measured: [InjectedDrag.Latency]?, skipped: String?) {
        let drags = InjectedDrag.all.filter { scenes.contains($0.scene) }
        guard !drags.isEmpty else { return (nil, nil) }
        let skipped = "drag latency: skipped, it needs mutter's RemoteDesktop (org.gnome.Mutter.RemoteDesktop) on the session bus"
        guard ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
            return (nil, skipped + "; DBUS_SESSION_BUS_ADDRESS is not set")
        }
        let pointer: RemoteDesktopPointer
        do {
            pointer = try RemoteDesktopPointer(timeout: 2)
        } catch let error as RemoteDesktopError where error.isNotOffered {
            return (nil, skipped + "; this session's compositor offers none")
        } catch let error as PlatformError {
            return (nil, skipped + "; the session bus could not be reached: \(error)")
        }
        return (try drags.map { try $0.run(app, size: size, pointer: pointer) }, nil)
    }

    /// This executable.
    private static var app: URL { URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath() }

    /// The reference client built next to this executable.
    static func referenceClient() throws -> URL {
        let url = app.deletingLastPathComponent().appendingPathComponent("ReferenceClient")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CommandFailure("the reference client \(url.path) is not built: run `swift build -c release --product ReferenceClient` (`make bench-compositor` does)")
        }
        return url
    }

    /// Records `scene`'s damage offscreen at `scale` and replays it with the reference client.
    private static func replayDamage(of scene: String, size: LogicalSize, scale: Double, with client: URL) throws -> CompositorRun {
        let script = try DamageRecording.record(scene: scene, size: size, scale: scale)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("damage-\(scene)-\(getpid()).txt")
        try Data(script.text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return CompositorRun(lines: try launch(client, ["--damage", file.path], stopAtFirstBuffer: false).lines)
    }

    /// Runs `executable` with `arguments`, telling it when it was started
    /// (`WAYLANDAPP_LAUNCH_TIME`); with `stopAtFirstBuffer` it is stopped (SIGTERM) as
    /// soon as it prints its first `buffer` line.
    private static func launch(_ executable: URL, _ arguments: [String], stopAtFirstBuffer: Bool) throws
        -> (lines: [String], firstBufferMilliseconds: Double?) {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLANDAPP_LAUNCH_TIME"] = String(ProcessStart.monotonicNow())
        let started = Stopwatch.now
        let process = try ChildProcess(executable.path, arguments: arguments, environment: environment)
        var lines: [String] = []
        var first: Double?
        process.readLines { line in
            lines.append(line)
            if first == nil, line.hasPrefix("buffer ") {
                first = (Stopwatch.now - started) * 1000
                if stopAtFirstBuffer { process.terminate() }
            }
        }
        process.waitUntilExit()
        return (lines, first)
    }
}
