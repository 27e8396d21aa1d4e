/// Puts the compositor's input timestamps on the window's clock, so gestures measure
/// motion between the moments it happened, not between the moments the app got to it
/// (events wait in the socket, and held pointer motion waits for the next frame).
///
/// Wayland input events carry a 32-bit millisecond timestamp on an unspecified clock;
/// weston and wlroots use CLOCK_MONOTONIC (and our tests' virtual pointer does too). The
/// offset between it and the window's clock is learned from the first event: with a
/// CLOCK_MONOTONIC window clock it is a whole number of 2³² ms wraps (zero for the first
/// 49.7 days of uptime), so event times convert exactly; with any other clock it is the
/// first event's "now minus its timestamp", lowered when a later event arrives sooner.
/// An event time that lands in the future, or more than ``tolerance`` in the past, means
/// the guess is wrong (another clock, a wrap, a timestamp the sender made up): the
/// offset is learned again, and the event is taken to happen now.
struct EventTimeMapping {
    /// How far in the past an event time may lie and still be believed, in seconds.
    static let tolerance = 1.0

    /// True when the window's clock is CLOCK_MONOTONIC seconds.
    let clockIsMonotonic: Bool
    /// The window's clock minus the compositor's, in seconds, once learned.
    private(set) var offset: Double?

    init(clockIsMonotonic: Bool) { self.clockIsMonotonic = clockIsMonotonic }

    /// The time of an event stamped `stamp`, handled at `now` (both on the window's
    /// clock); `now` when the event had no timestamp or an implausible one.
    mutating func time(of stamp: CompositorTime?, now: Double) -> Double {
        guard let stamp else { return now }
        let seconds = stamp.seconds
        if let offset, isPlausible(seconds + offset, now: now) { return seconds + offset }
        offset = learnedOffset(seconds, now: now)
        let time = seconds + (offset ?? 0)
        return isPlausible(time, now: now) ? time : now
    }

    /// The timing of an event stamped `stamp` and handled at `now`, with the held motion
    /// `samples` it stands for, each on the window's clock.
    mutating func timing(of stamp: CompositorTime?, now: Double, samples: [MotionCoalescer.Sample] = []) -> InputTiming {
        let happened = time(of: stamp, now: now)
        let motion = samples.map { MotionSample(time: time(of: $0.time, now: now), x: $0.x, y: $0.y) }
        return InputTiming(handled: now, happened: happened, samples: motion)
    }

    private func learnedOffset(_ seconds: Double, now: Double) -> Double {
        let measured = now - seconds
        guard clockIsMonotonic else { return measured }
        // The same clock: only the wraps of the 32-bit timestamp lie between them.
        return (measured / CompositorTime.wrap).rounded() * CompositorTime.wrap
    }

    private func isPlausible(_ time: Double, now: Double) -> Bool {
        time <= now && time >= now - Self.tolerance
    }
}
