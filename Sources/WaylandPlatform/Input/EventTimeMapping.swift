import Layers

/// Puts the compositor's input timestamps on the window's clock, so gestures measure
/// motion between the moments it happened, not between the moments the app got to it
/// (events wait in the socket, and held pointer motion waits for the next frame).
///
/// Wayland input events carry a 32-bit millisecond timestamp on an unspecified clock;
/// weston and wlroots use CLOCK_MONOTONIC (and our tests' virtual pointer does too). The
/// moment its clock read zero, on the window's clock (the ``origin``), is learned from the
/// first event: with a CLOCK_MONOTONIC window clock it is a whole number of 2³² ms wraps
/// (zero for the first 49.7 days of uptime), so event times convert exactly; with any
/// other clock it is the first event's "now minus its timestamp", lowered when a later
/// event arrives sooner. The one place a compositor's timestamp becomes a `ClockTime`.
/// An event time that lands in the future, or more than ``tolerance`` in the past, means
/// the guess is wrong (another clock, a wrap, a timestamp the sender made up): the
/// offset is learned again, and the event is taken to happen now.
struct EventTimeMapping {
    /// How far in the past an event time may lie and still be believed.
    static let tolerance: TimeSpan = .seconds(1)

    /// True when the window's clock is CLOCK_MONOTONIC seconds.
    let clockIsMonotonic: Bool
    /// When the compositor's clock read zero, on the window's clock, once learned.
    private(set) var origin: ClockTime?

    init(clockIsMonotonic: Bool) { self.clockIsMonotonic = clockIsMonotonic }

    /// The time of an event stamped `stamp`, handled at `now` (both on the window's
    /// clock); `now` when the event had no timestamp or an implausible one.
    mutating func time(of stamp: CompositorTime?, now: ClockTime) -> ClockTime {
        guard let stamp else { return now }
        let sinceOrigin = stamp.sinceOrigin
        if let origin, isPlausible(origin + sinceOrigin, now: now) { return origin + sinceOrigin }
        let learned = learnedOrigin(sinceOrigin, now: now)
        origin = learned
        let time = learned + sinceOrigin
        return isPlausible(time, now: now) ? time : now
    }

    /// The timing of an event stamped `stamp` and handled at `now`, with the held motion
    /// `samples` it stands for, each on the window's clock.
    mutating func timing(of stamp: CompositorTime?, now: ClockTime,
                         samples: [MotionCoalescer.Sample] = []) -> InputTiming<ClockTimeline> {
        let happened = time(of: stamp, now: now)
        let motion = samples.map { MotionSample(time: time(of: $0.time, now: now), x: $0.x, y: $0.y) }
        return InputTiming(handled: now, happened: happened, samples: motion)
    }

    private func learnedOrigin(_ sinceOrigin: TimeSpan, now: ClockTime) -> ClockTime {
        let measured = now - sinceOrigin
        guard clockIsMonotonic else { return measured }
        // The same clock: only the wraps of the 32-bit timestamp lie between them.
        let wraps = (measured.seconds / CompositorTime.wrap.seconds).rounded()
        return ClockTime(seconds: wraps * CompositorTime.wrap.seconds)
    }

    private func isPlausible(_ time: ClockTime, now: ClockTime) -> Bool {
        time <= now && time >= now - Self.tolerance
    }
}
