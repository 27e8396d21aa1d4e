import FoundationEssentials

/// Everything one `bench` run measured, as a table for people and JSON for machines.
struct BenchReport: Codable {
    var machine: String
    var results: [SceneBenchmark]
    /// With `--on-compositor`: what the real app on a real compositor reported.
    var compositor: CompositorBench.Report?

    /// The readable table: one row per scene and size.
    var table: String {
        var lines = [String]()
        let header = ["scene", "size", "threads", "frames", "first ms", "p50 ms", "p95 ms", "p99 ms", "max ms", ">16.7", ">8.3",
                      "p50/memcpy", "p99/memcpy", "damage/frame", "allocs/frame", "allocs/steady", "peak MB"]
        var rows: [[String]] = [header]
        for r in results {
            let s = r.statistics
            rows.append([r.scene, "\(r.width)x\(r.height)", "\(r.threads)", "\(s.frames)", f(r.firstFrameMilliseconds),
                         f(s.p50), f(s.p95), f(s.p99), f(s.max), "\(s.over60Hz)", "\(s.over120Hz)",
                         f(r.p50OverMemcpy, 1), f(r.p99OverMemcpy, 1),
                         String(cFormat: "%.1f%%", r.averageDamagedShare * 100),
                         f(r.allocationsPerFrame, 1), r.steadyAllocationsPerFrame.map { f($0, 1) } ?? "-",
                         f(Double(r.peakMemoryBytes) / 1_048_576, 0)])
        }
        let widths = header.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        for (i, row) in rows.enumerated() {
            lines.append(row.enumerated().map { c, cell in
                c < 2 ? cell + String(repeating: " ", count: widths[c] - cell.count)
                      : String(repeating: " ", count: widths[c] - cell.count) + cell
            }.joined(separator: "  "))
            if i == 0 { lines.append(String(repeating: "-", count: lines[0].count)) }
        }
        lines.append("p50…max are over the frames after the first; allocations are per frame over the second half, "
                     + "and over its steady frames (no input taken, no layer shown anew or gone: only animations moving).")
        for r in results where (r.steadyFramesAllocating ?? 0) > 0 {
            let which = (r.steadyFramesThatAllocate ?? []).prefix(12).map(String.init).joined(separator: ", ")
            lines.append("  \(r.scene) \(r.width)x\(r.height) ×\(r.threads): \(r.steadyFramesAllocating ?? 0) of "
                         + "\(r.steadyFrames ?? 0) steady frames allocate" + (which.isEmpty ? "" : " (frames \(which))"))
        }
        for r in results where (r.idleSlices ?? 0) > 0 {
            lines.append("  \(r.scene) \(r.width)x\(r.height) ×\(r.threads): \(r.idleSlices ?? 0) slices of work done while "
                         + "idle, between frames, untimed (the longest \(f(r.longestIdleSliceMilliseconds ?? 0)) ms)")
        }
        for r in results {
            guard let p99s = r.repeatedP99, p99s.count > 1 else { continue }
            lines.append("  \(r.scene) \(r.width)x\(r.height) ×\(r.threads): p99 of \(p99s.count) runs, thread counts taking turns: "
                         + p99s.map { f($0) }.joined(separator: ", ") + " ms (the row is the median run)")
        }
        let phases = results.flatMap { r in r.phases.map { (r, $0) } }
        if !phases.isEmpty {
            lines.append("phases, from each moment a scene announces to the next:")
            for (r, phase) in phases {
                let s = phase.statistics
                lines.append("  \(r.scene) \(r.width)x\(r.height) ×\(r.threads) \(phase.name) (frames \(phase.firstFrame)–\(phase.firstFrame + s.frames - 1)): "
                             + "p50 \(f(s.p50)) ms, p99 \(f(s.p99)) ms, max \(f(s.max)) ms, \(s.over120Hz) over 8.3 ms"
                             + Self.allocations(phase))
            }
        }
        for r in results {
            guard let o = r.overlay else { continue }
            lines.append("frame-time overlay, \(r.scene) \(r.width)x\(r.height) ×\(r.threads): p50 \(f(o.p50, 3)) ms, "
                         + "p99 \(f(o.p99, 3)) ms, max \(f(o.max, 3)) ms per frame (restoring its corner and drawing it)")
        }
        lines.append(contentsOf: speedUps)
        lines.append(contentsOf: profiles)
        if let m = results.first?.memcpyMilliseconds {
            lines.append("memcpy of one \(results[0].width)x\(results[0].height) frame: \(f(m, 3)) ms (measured per size in this run)")
        }
        return lines.joined(separator: "\n")
    }

    /// "speed-up 1 → 2 threads, feed 3840x2160: p50 1.92×, p99 1.85× (memcpy of a frame:
    /// 1.35×)" for every scene and size measured with one thread and with more. The
    /// memcpy's own speed-up is the ceiling for frames bound by memory bandwidth.
    private var speedUps: [String] {
        results.filter { $0.threads == 1 }.compactMap { one in
            guard let most = results.filter({ $0.scene == one.scene && $0.width == one.width && $0.height == one.height })
                .max(by: { $0.threads < $1.threads }), most.threads > 1,
                most.statistics.p50 > 0, most.statistics.p99 > 0 else { return nil }
            return "speed-up 1 → \(most.threads) threads, \(one.scene) \(one.width)x\(one.height): "
                + "p50 \(f(one.statistics.p50 / most.statistics.p50))×, p99 \(f(one.statistics.p99 / most.statistics.p99))×"
                + (most.threadedMemcpyMilliseconds.map { $0 > 0 ? " (memcpy of a frame: \(f(one.memcpyMilliseconds / $0))×)" : "" } ?? "")
        }
    }

    /// With `--profile`: each row's composites by kind, most expensive first.
    private var profiles: [String] {
        results.flatMap { r -> [String] in
            guard let rows = r.profile, !rows.isEmpty else { return [] }
            let total = max(rows.reduce(0) { $0 + $1.nanoseconds }, 1)
            let frames = Double(max(r.statistics.frames + 1, 1))
            let walk = String(cFormat: "tree walk %.2f ms, recording %.2f ms, playing %.2f ms (wall)",
                              r.trackingMilliseconds ?? 0, r.recordingMilliseconds ?? 0, r.playingMilliseconds ?? 0)
            return ["\(r.scene) \(r.width)x\(r.height) ×\(r.threads), per frame: \(walk); pixman time by composite (summed over threads):"]
                + rows.prefix(12).map { row in
                    "  " + String(cFormat: "%6.2f ms %5.1f%%  %6.1f composites  %5.2f Mpx  ", Double(row.nanoseconds) / 1e6 / frames,
                                  100 * Double(row.nanoseconds) / Double(total), Double(row.composites) / frames,
                                  Double(row.pixels) / 1e6 / frames) + row.kind
                }
        }
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    private func f(_ v: Double, _ digits: Int = 2) -> String { String(cFormat: "%.\(digits)f", v) }

    /// A phase's allocations for its line: per frame, and how many frames allocated.
    private static func allocations(_ phase: BenchPhase) -> String {
        guard let perFrame = phase.allocationsPerFrame, let frames = phase.framesAllocating else { return "" }
        return String(cFormat: ", %.1f allocations a frame", perFrame)
            + " (\(frames) of \(phase.statistics.frames) frames allocate)"
    }
}
