import Layers

/// From an input event's own timestamp to the presentation of the first frame that
/// reflects it: the latency a user feels while dragging.
///
/// Only a drag's events count (``received(_:at:)``): a button's press and release, and
/// motion while a button is held. Hover motion usually changes nothing on screen, so
/// "the next frame that changed something" would pair it with whatever drew next (an
/// animation starting a second later) and report that wait as latency.
///
/// An event is reflected by the first frame committed after the content handled it
/// that changed something on screen (damage); frames that drew nothing do not count.
/// When that frame is presented, every event it reflects gets its latency; when it is
/// discarded, its events wait for the next frame that changes something. It needs
/// `wp_presentation` (weston, mutter; sway 1.7 sends no `presented`), and events with
/// timestamps on the window's clock. Memory is bounded: at most 256 events wait, the
/// oldest kept (they give the latency), and the figures are a histogram.
package struct InputLatency: Sendable {
    /// Most events kept waiting for a frame.
    static let pendingLimit = 256

    /// Event times not reflected by any committed frame yet.
    private var waiting: [ClockTime] = []
    /// Event times of each committed frame not yet presented or discarded, by frame number.
    private var inFlight: [Int: [ClockTime]] = [:]
    /// From each event to the presentation of the frame that reflected it.
    private(set) var latencies = DurationHistogram()

    /// The pointer buttons held now (at most ``buttonLimit``): motion counts while any is.
    private(set) var buttonsHeld: Set<UInt32> = []
    /// The most buttons tracked as held, so a compositor pressing every code cannot grow it.
    static let buttonLimit = 32

    /// No events yet.
    package init() {}

    /// The content handled `event`, which happened at `eventTime`: counted when it is
    /// part of a drag (a press, a release, motion while a button is held).
    package mutating func received(_ event: InputEvent, at eventTime: ClockTime) {
        switch event {
        case let .pointerButton(button, pressed, _, _):
            if !pressed {
                buttonsHeld.remove(button)
            } else if buttonsHeld.count < Self.buttonLimit {
                buttonsHeld.insert(button)
            }
            received(eventTime: eventTime)
        case .pointerMotion where !buttonsHeld.isEmpty:
            received(eventTime: eventTime)
        default:
            break
        }
    }

    /// The content handled an event that happened at `eventTime`, counted whatever it was.
    package mutating func received(eventTime: ClockTime) {
        guard eventTime.seconds.isFinite, waiting.count < Self.pendingLimit else { return }
        waiting.append(eventTime)
    }

    /// Frame number `frame` was committed; `changedSomething` when it had damage. A frame
    /// that changed nothing reflects no event.
    package mutating func committed(frame: Int, changedSomething: Bool) {
        guard changedSomething, !waiting.isEmpty else { return }
        inFlight[frame] = waiting
        waiting = []
    }

    /// Frame number `frame` reached the screen at `time`; returns the latency of each
    /// event it was the first to reflect (none for a frame that reflected none).
    @discardableResult
    package mutating func presented(frame: Int, at time: ClockTime) -> [TimeSpan] {
        guard let events = inFlight.removeValue(forKey: frame) else { return [] }
        let shown = events.filter { time >= $0 }.map { time - $0 }
        for latency in shown { latencies.record(latency) }
        return shown
    }

    /// Frame number `frame` was discarded: its events wait for the next frame that changes something.
    package mutating func discarded(frame: Int) {
        guard let events = inFlight.removeValue(forKey: frame) else { return }
        waiting = Array((events + waiting).prefix(Self.pendingLimit))
    }

    /// `input latency p50: X ms, p99: Y ms, events N` (n/a without events).
    package var line: String {
        "input latency p50: \(StatisticsFormat.milliseconds(latencies.percentile(0.5))), "
            + "p99: \(StatisticsFormat.milliseconds(latencies.percentile(0.99))), events \(latencies.count)"
    }
}
