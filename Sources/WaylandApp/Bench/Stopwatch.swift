import Glibc

/// Wall time for measuring how long work takes — never used to drive animations,
/// which only read the media clock.
enum Stopwatch {
    /// Seconds on CLOCK_MONOTONIC.
    static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Seconds `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now
        try body()
        return now - start
    }
}

/// Peak resident memory of the process, in bytes (getrusage's ru_maxrss).
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}
