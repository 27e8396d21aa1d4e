import Glibc
import Layers

/// Wall time for measuring how long work takes — never used to drive animations,
/// which only read the media clock.
enum Stopwatch {
    /// Seconds on CLOCK_MONOTONIC.
    static var now: Double { MonotonicClock.seconds }

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
