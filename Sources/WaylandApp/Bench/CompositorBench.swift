import Foundation
import WaylandPlatform

/// `bench --on-compositor`: runs the real app on the current Wayland display through
/// each scene's scripted run and collects what presentation feedback says, next to the
/// app's own render times; and times process start → first committed buffer.
enum CompositorBench {
    /// What one `run --script --stats` reported.
    struct SceneRun: Codable {
        var scene: String
        var facts: [String: String]
    }

    struct Report: Codable {
        var runs: [SceneRun]
        /// Milliseconds from starting the process to reading its first `buffer` line.
        var firstFrameMilliseconds: [Double]
        var firstFrameMedian: Double
    }

    static func run(scenes: [String], size: LogicalSize, launches: Int) throws -> Report {
        guard ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil else {
            throw CommandFailure("bench --on-compositor needs a Wayland display: run it inside your session, or through `make bench-compositor` (a private headless weston)")
        }
        var runs: [SceneRun] = []
        for scene in scenes {
            let made = (try? SceneCatalog.makeScene(scene, options: SceneOptions())) ?? nil
            let seconds = made?.scriptDuration ?? 2
            let arguments = ["run", "--scene", scene, "--script", "--stats", "--size", "\(size.width)x\(size.height)",
                             "--exit-after", String(format: "%.2f", seconds + 0.5)]
            // A scene of window levels also runs with each level in a subsurface of its own.
            let modes = made?.isLevelled == true ? [(scene, [String]()), (scene + "-subsurfaces", ["--subsurfaces"])]
                                                  : [(scene, [String]())]
            for (name, extra) in modes {
                let output = try launch(arguments + extra, stopAtFirstBuffer: false)
                runs.append(SceneRun(scene: name, facts: facts(in: output.lines)))
            }
        }
        var firsts: [Double] = []
        for _ in 0..<launches {
            let output = try launch(["run", "--scene", scenes.first ?? SceneCatalog.defaultName, "--exit-after", "5"],
                                    stopAtFirstBuffer: true)
            if let ms = output.firstBufferMilliseconds { firsts.append(ms) }
        }
        return Report(runs: runs, firstFrameMilliseconds: firsts,
                      firstFrameMedian: FrameStatistics.percentile(0.5, of: firsts) ?? 0)
    }

    /// The "name: value" lines of `--stats`.
    static func facts(in lines: [String]) -> [String: String] {
        var facts: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            facts[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return facts
    }

    /// Runs this executable with `arguments`; with `stopAtFirstBuffer` it is stopped
    /// (SIGTERM) as soon as it prints its first `buffer` line.
    private static func launch(_ arguments: [String], stopAtFirstBuffer: Bool) throws
        -> (lines: [String], firstBufferMilliseconds: Double?) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let started = Stopwatch.now
        try process.run()
        var lines: [String] = []
        var first: Double?
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                lines.append(line)
                if first == nil, line.hasPrefix("buffer ") {
                    first = (Stopwatch.now - started) * 1000
                    if stopAtFirstBuffer { process.terminate() }
                }
            }
        }
        process.waitUntilExit()
        return (lines, first)
    }

    static func table(_ report: Report) -> String {
        var lines = ["on the compositor (presentation feedback):"]
        for run in report.runs {
            let f = run.facts
            lines.append("  \(run.scene): presented \(f["frames presented"] ?? "?"), discarded \(f["frames discarded"] ?? "?"), "
                + "interval p50 \(f["presentation interval p50"] ?? "?"), p99 \(f["presentation interval p99"] ?? "?"), "
                + "render p50 \(f["render p50"] ?? "?"), p99 \(f["render p99"] ?? "?"), "
                + "frame-callback timeouts \(f["frame callback timeouts"] ?? "0")"
                + (f["level commits"].map { "; level commits: \($0)" } ?? ""))
        }
        lines.append(String(format: "time to first frame (process start → first buffer), median of %d: %.1f ms",
                            report.firstFrameMilliseconds.count, report.firstFrameMedian))
        return lines.joined(separator: "\n")
    }
}
