/// Window content with figures of its own to print at exit with `run --stats`.
protocol ReportsStatistics {
    /// One "name: value" fact per line.
    func statisticsReport() -> [String]
}
