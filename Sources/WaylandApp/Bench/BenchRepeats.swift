/// `bench --repeats`: each row measured several times, the thread counts taking turns,
/// and the run with the median p99 reported.
///
/// On a shared machine, a burst of someone else's work lands on one run. Run once per
/// thread count, that burst decides the speed-up line, which then moves widely from one
/// run of the same build to the next. Taking turns puts every thread count's runs in the
/// same stretches of the machine's noise, and the median of each is the figure a burst
/// does not move.
struct BenchRepeats {
    /// The rows of each run, in the order measured: one array per run, every run giving
    /// the same rows (a scene and its `-subsurfaces` or `+hud` rows) at one thread count.
    private var runs: [[SceneBenchmark]] = []

    /// Adds one run's rows.
    mutating func add(_ rows: [SceneBenchmark]) {
        runs.append(rows)
    }

    /// For each row, the run whose p99 is the median of the runs' (the higher of the
    /// middle two for an even count), with every run's p99 kept in ``SceneBenchmark/repeatedP99``.
    /// A single run is returned as it is.
    var medianRows: [SceneBenchmark] {
        guard runs.count > 1, let first = runs.first else { return runs.first ?? [] }
        return first.indices.map { k in
            let versions = runs.compactMap { $0.indices.contains(k) ? $0[k] : nil }
            var chosen = versions.sorted { $0.statistics.p99 < $1.statistics.p99 }[versions.count / 2]
            chosen.repeatedP99 = versions.map(\.statistics.p99)
            return chosen
        }
    }
}
