import FoundationEssentials

/// `bench --compare OLD.json`: each row's p50 and p99 frame times next to an earlier
/// run's, as new ÷ old with a block bootstrap 95 % interval (``BootstrapRatio``), so a
/// change can be called faster or slower honestly. Each row states the block lengths the
/// frames were resampled in (``BlockLength``), since the interval's width depends on them.
///
/// Rows are matched by scene, size and threads. Every row of the new run must have one
/// in the old and the other way round: a comparison of different sets would read as a
/// change, so it is refused, naming the rows. Only the offscreen rows compare; their
/// JSON keeps every frame's time (the compositor's figures are percentiles only).
struct BenchComparison {
    struct Row {
        var name: String
        var old: FrameTimeSummary
        var new: FrameTimeSummary
        var p50: BootstrapRatio?
        var p99: BootstrapRatio?
    }

    var rows: [Row]

    /// The run in `path`, as `bench --json` wrote it.
    /// - Throws: ``CommandFailure`` naming the file when it cannot be read or is not a bench report.
    static func load(_ path: String) throws -> BenchReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read \(path): give a file written by `bench --json`", status: .usage)
        }
        do {
            return try JSONDecoder().decode(BenchReport.self, from: data)
        } catch {
            throw CommandFailure("\(path) is not a bench report written by `bench --json` (\(error))", status: .usage)
        }
    }

    /// Pairs the rows of `new` and `old`.
    /// - Throws: ``CommandFailure`` listing the rows one run has and the other lacks.
    init(new: BenchReport, old: BenchReport, oldName: String) throws {
        func key(_ r: SceneBenchmark) -> String { "\(r.scene) \(r.width)x\(r.height) ×\(r.threads)" }
        let olds = Dictionary(old.results.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let news = Set(new.results.map(key))
        let missingOld = new.results.map(key).filter { olds[$0] == nil }
        let missingNew = old.results.map(key).filter { !news.contains($0) }
        guard missingOld.isEmpty, missingNew.isEmpty else {
            var reasons: [String] = []
            if !missingOld.isEmpty { reasons.append("\(oldName) has no row for \(missingOld.joined(separator: ", "))") }
            if !missingNew.isEmpty { reasons.append("this run has no row for \(missingNew.joined(separator: ", "))") }
            throw CommandFailure("cannot compare with \(oldName): \(reasons.joined(separator: "; ")). "
                + "Run both with the same --scene, --size, --threads and --hud", status: .usage)
        }
        rows = new.results.map { n in
            let o = olds[key(n)]!
            let newTimes = Array(n.frameMilliseconds.dropFirst()), oldTimes = Array(o.frameMilliseconds.dropFirst())
            return Row(name: key(n), old: o.statistics, new: n.statistics,
                       p50: BootstrapRatio(new: newTimes, old: oldTimes, percentile: 0.5),
                       p99: BootstrapRatio(new: newTimes, old: oldTimes, percentile: 0.99))
        }
    }

    /// One line per row: `feed 1920x1080 ×2: p50 1.26 ms vs 1.30 ms, 0.97× [0.93, 1.01] no clear change; p99 …;
    /// blocks of 3 (new) and 4 (old) frames`.
    var table: String {
        var lines = ["compared with the old run (new ÷ old, block bootstrap 95 % interval over the frames after the first):"]
        for row in rows {
            var line = "  \(row.name): p50 " + Self.describe(row.new.p50, row.old.p50, row.p50)
                + "; p99 " + Self.describe(row.new.p99, row.old.p99, row.p99)
            if let ratio = row.p50 { line += "; blocks of \(ratio.newBlock) (new) and \(ratio.oldBlock) (old) frames" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ new: Double, _ old: Double, _ ratio: BootstrapRatio?) -> String {
        let values = String(cFormat: "%.2f ms vs %.2f ms", new, old)
        guard let ratio else { return values + ", no ratio (an empty run or a zero time)" }
        return values + String(cFormat: ", %.2f× [%.2f, %.2f] ", ratio.ratio, ratio.low, ratio.high) + ratio.verdict
    }
}
