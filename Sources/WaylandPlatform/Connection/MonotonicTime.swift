import Glibc
import Layers

/// CLOCK_MONOTONIC in seconds: the platform's own wall time, for timeouts and for
/// measuring how long drawing takes. Content time comes from the window's
/// ``WindowClock`` instead.
package enum MonotonicTime {
    static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// ``now`` as a moment on CLOCK_MONOTONIC, the clock of ``WindowClock/monotonic``.
    package static var time: ClockTime { ClockTime(seconds: now) }
}
