import CWayland

/// Paces drawing by frame callbacks: after a commit, the next frame is drawn when
/// the compositor's wl_callback.done says it is a good time.
///
/// A hidden window gets no callbacks, so a request also times out (100 ms by
/// default) and the window carries on at that slow pace instead of hanging.
final class FramePacer {
    private var callback: OpaquePointer?
    private var timer: LoopTimer!
    let timeout: Double
    /// True from `done` until the end of the loop turn that delivered it: a frame
    /// drawn then follows the previous one back to back.
    private(set) var justCompleted = false
    private(set) var timeouts = 0

    init(loop: EventLoop, timeout: Double = 0.1) throws {
        self.timeout = timeout
        timer = try LoopTimer(loop: loop) { [weak self] in self?.timedOut() }
    }

    /// A frame callback is outstanding: wait before drawing again.
    var isWaiting: Bool { callback != nil }

    /// Requests a callback for the next commit of `surface` (call right before committing).
    func request(on surface: OpaquePointer) {
        cancel()
        guard let callback = wl_surface_frame(surface) else { return }
        self.callback = callback
        wl_callback_add_listener(callback, Self.listener, listenerData(self))
        timer.schedule(after: timeout)
    }

    /// Forgets the outstanding callback (its `done` will be ignored).
    func cancel() {
        if let callback { wl_callback_destroy(callback) }
        callback = nil
        timer.cancel()
    }

    /// Call once per loop turn after drawing.
    func endTurn() { justCompleted = false }

    private func done() {
        cancel()
        justCompleted = true
    }

    private func timedOut() {
        guard callback != nil else { return }
        timeouts += 1
        if let callback { wl_callback_destroy(callback) }
        callback = nil
    }

    private static let listener = ListenerTable.make(wl_callback_listener(
        done: { data, _, _ in data.object(FramePacer.self)?.done() }
    ))
}
