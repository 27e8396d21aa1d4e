import CWayland
import Layers

/// Paces drawing by frame callbacks: after a commit, the next frame is drawn when
/// the compositor's wl_callback.done says it is a good time.
///
/// A hidden window (another workspace, minimized) gets no callbacks. So that the app
/// never hangs on one, a request also times out and the window draws anyway; but each
/// timeout in a row doubles the next wait, from 100 ms up to 1 s, so a hidden window
/// settles at one cheap frame a second instead of ten, and its CPU time stays near
/// zero. A callback is always outstanding, so the first `done` after the window is
/// shown again brings back full-rate frames at once.
///
/// Timeouts also come to a visible window whose last commit changed nothing on screen
/// (no repaint, so no `done`). Input says the window is in use: ``expedite()`` puts the
/// wait back to its first length, so a drag after a quiet spell is not held back by a
/// second-long wait.
@MainActor
final class FramePacer {
    private var callback: OpaquePointer?
    private var timer: LoopTimer!
    /// The first wait for a callback.
    let timeout: TimeSpan
    /// The longest wait, reached after a few timeouts in a row.
    let maximumTimeout: TimeSpan
    /// The wait for the callback now outstanding.
    private(set) var currentTimeout: TimeSpan
    /// True from `done` until the end of the loop turn that delivered it: a frame
    /// drawn then follows the previous one back to back.
    private(set) var justCompleted = false
    private(set) var timeouts = 0
    /// Called on each `done` with the compositor's timestamp (milliseconds) and whether
    /// that frame was drawn right after the previous `done`.
    var onDone: ((CompositorTime, Bool) -> Void)?
    /// The outstanding callback's frame was drawn right after the previous `done`.
    private var requestedBackToBack = false
    /// When the outstanding callback was requested (`MonotonicClock`).
    private var requestedAt = ClockTime(seconds: 0)

    init(loop: EventLoop, timeout: TimeSpan = .seconds(0.1), maximumTimeout: TimeSpan = .seconds(1)) throws {
        precondition(timeout > .zero && maximumTimeout >= timeout, "frame pacing needs 0 < timeout ≤ maximumTimeout")
        self.timeout = timeout
        self.maximumTimeout = maximumTimeout
        currentTimeout = timeout
        timer = try LoopTimer(loop: loop) { [weak self] in self?.timedOut() }
    }

    /// A frame callback is outstanding: wait before drawing again.
    var isWaiting: Bool { callback != nil }

    /// Requests a callback for the next commit of `surface` (call right before committing).
    func request(on surface: OpaquePointer) {
        cancel()
        requestedBackToBack = justCompleted
        guard let callback = wl_surface_frame(surface) else { return }
        self.callback = callback
        wl_callback_add_listener(callback, Self.listener, listenerData(self))
        requestedAt = MonotonicClock.time
        timer.schedule(after: currentTimeout)
    }

    /// Input arrived: wait for the outstanding callback no longer than the first timeout.
    func expedite() {
        guard currentTimeout > timeout else { return }
        currentTimeout = timeout
        guard callback != nil else { return }
        timer.schedule(after: requestedAt + timeout - MonotonicClock.time)
    }

    /// Forgets the outstanding callback (its `done` will be ignored).
    func cancel() {
        if let callback { wl_callback_destroy(callback) }
        callback = nil
        timer.cancel()
    }

    /// Call once per loop turn after drawing.
    func endTurn() { justCompleted = false }

    private func done(at stamp: CompositorTime) {
        let backToBack = requestedBackToBack
        cancel()
        justCompleted = true
        currentTimeout = timeout
        onDone?(stamp, backToBack)
    }

    private func timedOut() {
        guard callback != nil else { return }
        timeouts += 1
        currentTimeout = min(currentTimeout * 2, maximumTimeout)
        if let callback { wl_callback_destroy(callback) }
        callback = nil
    }

    private static let listener = ListenerTable.make(wl_callback_listener(
        done: { data, _, milliseconds in
            data.withObject(FramePacer.self) { $0.done(at: CompositorTime(milliseconds: milliseconds)) }
        }
    ))
}
