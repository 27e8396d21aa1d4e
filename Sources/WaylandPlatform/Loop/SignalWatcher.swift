import CWayland
import Glibc

/// Turns SIGINT and SIGTERM into ordinary events of the loop (signalfd), so the app
/// quits through the same path as a closed window: stats printed, objects destroyed.
@MainActor
public final class SignalWatcher {
    private let fd: Int32
    private weak var loop: EventLoop?

    /// Blocks the signals for the process and watches them; `handler` gets the signal number.
    public init(loop: EventLoop, signals: [Int32] = [SIGINT, SIGTERM], handler: @escaping (Int32) -> Void) throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        if pthread_sigmask(SIG_BLOCK, &set, nil) != 0 {
            throw PlatformError.system(call: "pthread_sigmask", errno: errno)
        }
        let fd = signalfd(-1, &set, Int32(SFD_CLOEXEC) | Int32(SFD_NONBLOCK))
        guard fd >= 0 else { throw PlatformError.system(call: "signalfd", errno: errno) }
        self.fd = fd
        self.loop = loop
        loop.watch(fd) { [fd] in
            var info = signalfd_siginfo()
            while read(fd, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size {
                handler(Int32(info.ssi_signo))
            }
        }
    }

    isolated deinit {
        loop?.unwatch(fd)
        close(fd)
    }
}
