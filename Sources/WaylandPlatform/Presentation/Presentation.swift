import CWayland
import Glibc
import Layers

/// The clock of `wp_presentation` timestamps (``Presentation/clockID``): the window's own
/// when both are CLOCK_MONOTONIC (``Presentation/windowTime(of:windowClockIsMonotonic:)``).
enum PresentationTimeline: Timeline {
    static var name: String { "presentation" }
}

/// A moment on the presentation clock.
typealias PresentationTime = Instant<PresentationTimeline>

/// The presentation-time global: hands out one feedback object per committed frame
/// and says which clock its timestamps use.
@MainActor
final class Presentation {
    private(set) var proxy: OpaquePointer?
    /// The clock of presentation timestamps (CLOCK_MONOTONIC on weston and wlroots).
    private(set) var clockID: clockid_t = CLOCK_MONOTONIC

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        wp_presentation_add_listener(proxy, Self.listener, listenerData(self))
    }

    /// What the compositor said about a presented frame.
    struct Presented {
        /// When it reached the screen, on ``Presentation/clockID``.
        let time: PresentationTime
        /// The output's refresh period (zero: unknown, or presented whenever).
        let refresh: TimeSpan
        /// `wp_presentation_feedback.kind` flags (vsync, hw_clock, hw_completion, zero_copy).
        let flags: UInt32
    }

    /// When `presented` reached the screen on the window's clock: the one place a
    /// presentation timestamp becomes a `ClockTime`. Nil unless both clocks are
    /// CLOCK_MONOTONIC (weston and wlroots present on it).
    func windowTime(of presented: Presented, windowClockIsMonotonic: Bool) -> ClockTime? {
        clockID == CLOCK_MONOTONIC && windowClockIsMonotonic ? ClockTime(seconds: presented.time.seconds) : nil
    }

    /// Asks for feedback about the next commit of `surface`; `completion` gets what the
    /// compositor said, or nil when the frame was discarded.
    func requestFeedback(for surface: OpaquePointer, completion: @escaping (Presented?) -> Void) {
        guard let proxy, let feedback = wp_presentation_feedback(proxy, surface) else { return }
        let pending = PendingFeedback(proxy: feedback, completion: completion)
        outstanding[ObjectIdentifier(pending)] = pending
        pending.owner = self
        wp_presentation_feedback_add_listener(feedback, Self.feedbackListener,
                                              Unmanaged.passRetained(pending).toOpaque())
    }

    /// Also destroys feedback still outstanding (frames committed just before exit), which
    /// would otherwise never hear `presented` or `discarded` and be left behind.
    func destroy() {
        for pending in outstanding.values { pending.abandon() }
        outstanding.removeAll()
        if let proxy { wp_presentation_destroy(proxy) }
        proxy = nil
    }

    /// Feedback not yet presented or discarded.
    private var outstanding: [ObjectIdentifier: PendingFeedback] = [:]

    /// One frame's outstanding feedback; retained by its proxy until presented or discarded.
    @MainActor
    private final class PendingFeedback {
        let completion: (Presented?) -> Void
        private var proxy: OpaquePointer?
        weak var owner: Presentation?

        init(proxy: OpaquePointer, completion: @escaping (Presented?) -> Void) {
            self.proxy = proxy
            self.completion = completion
        }

        /// The compositor answered: destroys the feedback proxy, drops the retain taken at
        /// creation (the listener's caller still holds the object for this call) and reports.
        func finish(time: Presented?) {
            destroyProxy()
            owner?.outstanding[ObjectIdentifier(self)] = nil
            Unmanaged.passUnretained(self).release()
            completion(time)
        }

        /// Destroys the proxy without an answer, dropping the retain its listener held.
        func abandon() {
            guard proxy != nil else { return }
            destroyProxy()
            Unmanaged.passUnretained(self).release()
        }

        private func destroyProxy() {
            if let proxy { wp_presentation_feedback_destroy(proxy) }
            proxy = nil
        }
    }

    private static let listener = ListenerTable.make(wp_presentation_listener(
        clock_id: { data, _, clock in data.withObject(Presentation.self) { $0.clockID = clockid_t(clock) } }
    ))

    private static let feedbackListener = ListenerTable.make(wp_presentation_feedback_listener(
        sync_output: { _, _, _ in },
        presented: { data, feedback, secondsHigh, secondsLow, nanoseconds, refresh, _, _, flags in
            let seconds = Double(UInt64(secondsHigh) << 32 | UInt64(secondsLow)) + Double(nanoseconds) * 1e-9
            let time = PresentationTime(seconds: seconds), period = TimeSpan(seconds: Double(refresh) * 1e-9)
            guard data != nil else { wp_presentation_feedback_destroy(feedback); return }
            let presented = Presented(time: time, refresh: period, flags: flags)
            data.withObject(PendingFeedback.self) { $0.finish(time: presented) }
        },
        discarded: { data, feedback in
            guard data != nil else { wp_presentation_feedback_destroy(feedback); return }
            data.withObject(PendingFeedback.self) { $0.finish(time: nil) }
        }
    ))
}
