import CWayland
import Glibc
import Layers

/// A one-shot or repeating timer on CLOCK_MONOTONIC, driven by the event loop
/// through a timerfd: delayed work, frame timeouts, key repeat. Its action runs on a
/// turn of the loop, like every event, never in between.
@MainActor
public final class LoopTimer {
    private let fd: Int32
    private weak var loop: EventLoop?
    private let action: () -> Void
    /// True while a firing is scheduled.
    public private(set) var isArmed = false

    /// A disarmed timer that runs `action` on a turn of `loop` each time it fires.
    /// - Throws: ``PlatformError/system(call:errno:)`` when no timerfd can be made.
    public init(loop: EventLoop, action: @escaping () -> Void) throws {
        let fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_CLOEXEC) | Int32(TFD_NONBLOCK))
        guard fd >= 0 else { throw PlatformError.system(call: "timerfd_create", errno: errno) }
        self.fd = fd
        self.loop = loop
        self.action = action
        loop.watch(fd) { [weak self] in self?.fire() }
    }

    isolated deinit {
        loop?.unwatch(fd)
        close(fd)
    }

    /// Fires after `delay`, then every `interval` when given. Re-arming replaces the schedule.
    public func schedule(after delay: TimeSpan, repeating interval: TimeSpan? = nil) {
        var spec = itimerspec(it_interval: Self.timespec((interval ?? .zero).seconds),
                              it_value: Self.timespec(max(delay.seconds, 1e-9)))
        timerfd_settime(fd, 0, &spec, nil)
        isArmed = true
    }

    /// Disarms the timer; a firing already due does not run.
    public func cancel() {
        var spec = itimerspec()
        timerfd_settime(fd, 0, &spec, nil)
        isArmed = false
    }

    private func fire() {
        var expirations: UInt64 = 0
        guard read(fd, &expirations, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size else { return }
        var current = itimerspec()
        timerfd_gettime(fd, &current)
        if current.it_interval.tv_sec == 0 && current.it_interval.tv_nsec == 0 { isArmed = false }
        action()
    }

    private static func timespec(_ seconds: Double) -> Glibc.timespec {
        let whole = seconds.rounded(.down)
        return Glibc.timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    }
}
