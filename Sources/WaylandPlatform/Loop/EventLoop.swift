import CWayland
import Glibc
import Logging

/// The app's one thread of control: polls the Wayland socket and the timer and
/// signal file descriptors, dispatches events, and stops with an exit status.
///
/// Between events it can do idle work a slice at a time (`whenIdle(_:)`), checking
/// for events before each slice; with none queued it sleeps.
///
/// The main dispatch queue is one of its sources (`MainQueue`): work sent to the
/// main actor from other threads runs on a turn of the loop, never in between.
///
/// Each turn runs the `beforeWait` hooks (where windows draw) after all queued
/// events are dispatched, flushes requests (waiting for POLLOUT when the socket is
/// full), then blocks in poll. Nothing is polled on a timeout: an idle app sleeps.
@MainActor
public final class EventLoop {
    private let display: Display
    private var sources: [Int32: () -> Void] = [:]
    private var hooks: [() -> Void] = []
    private let idleWork = IdleWork()
    private var exitStatus: Int32?
    private let logger = Logger(label: "platform.loop")

    /// A loop over `display`'s events; add timers and other sources before running it.
    public init(display: Display) { self.display = display }

    /// Calls `handler` whenever `fd` is readable; the handler must drain it.
    func watch(_ fd: Int32, handler: @escaping () -> Void) { sources[fd] = handler }

    func unwatch(_ fd: Int32) { sources[fd] = nil }

    /// Runs `hook` on every turn, after events are dispatched and before blocking.
    func addBeforeWaitHook(_ hook: @escaping () -> Void) { hooks.append(hook) }

    /// Calls `job` on turns where no event is waiting, once per turn, until it returns
    /// false (nothing left). Each call must be short: events wait for it.
    func whenIdle(_ job: @escaping () -> Bool) { idleWork.add(job) }

    /// Ends ``run()`` after the current turn with `status`. The first call wins, so a
    /// later failure cannot overwrite why the app quit.
    public func stop(status: Int32) {
        if exitStatus == nil { exitStatus = status }
    }

    /// Runs until ``stop(status:)``; returns its status.
    /// - Throws: a ``PlatformError`` when the connection fails.
    ///
    /// Call it from the main thread's own code, not from a job of the main queue (a
    /// `Task` on the main actor): the loop runs those jobs itself.
    public func run() throws -> Int32 {
        // Swift concurrency's main-actor jobs (a decoded picture coming back, say) run on
        // the turn they arrive, like any event.
        watch(MainQueue.fileDescriptor) { MainQueue.runJobs() }
        defer { unwatch(MainQueue.fileDescriptor) }
        MainQueue.runJobs()
        while exitStatus == nil {
            try turn()
        }
        // Send whatever the last turn queued (destroy requests etc.); errors no longer matter.
        _ = wl_display_flush(display.handle)
        return exitStatus ?? 0
    }

    private func turn() throws {
        let handle = display.handle
        while wl_display_prepare_read(handle) != 0 {
            if wl_display_dispatch_pending(handle) < 0 { throw display.failure() }
        }
        var reading = true
        defer { if reading { wl_display_cancel_read(handle) } }

        for hook in hooks where exitStatus == nil { hook() }
        if exitStatus != nil { return }

        var wantsWrite = false
        if wl_display_flush(handle) < 0 {
            if errno == EAGAIN { wantsWrite = true } else { throw display.failure() }
        }

        var fds = [pollfd(fd: display.fileDescriptor,
                          events: Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0), revents: 0)]
        for fd in sources.keys { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }

        // With idle work queued, only look: a slice runs when nothing is waiting.
        let ready = poll(&fds, nfds_t(fds.count), idleWork.isEmpty ? -1 : 0)
        if ready < 0 {
            if errno == EINTR { return }
            throw PlatformError.system(call: "poll", errno: errno)
        }
        if ready == 0 {
            idleWork.runSlice()
            return
        }

        let displayEvents = fds[0].revents
        reading = false
        if displayEvents & Int16(POLLIN | POLLERR | POLLHUP) != 0 {
            if wl_display_read_events(handle) < 0 { throw display.failure() }
        } else {
            wl_display_cancel_read(handle)
        }
        if displayEvents & Int16(POLLOUT) != 0, wl_display_flush(handle) < 0, errno != EAGAIN {
            throw display.failure()
        }
        if wl_display_dispatch_pending(handle) < 0 { throw display.failure() }

        for entry in fds.dropFirst() where entry.revents != 0 {
            if exitStatus != nil { break }
            sources[entry.fd]?()
        }
    }
}
