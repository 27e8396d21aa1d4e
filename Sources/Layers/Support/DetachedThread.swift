import Glibc

/// A thread of its own for long work (blurring a picture, decoding one, the render
/// helpers that park between frames): a detached pthread with the default attributes, as
/// Foundation's `Thread` starts one, without linking all of Foundation (and ICU) into the
/// app for it.
enum DetachedThread {
    /// How a thread competes for a core with the app's other threads.
    enum Priority: Equatable {
        /// As the thread that started it: the render helpers, whose work a frame waits for.
        case inherited
        /// Work made ahead that no frame waits for (decoding a picture, blurring a
        /// backdrop), run at ``backgroundNiceness``: while a frame is drawn on every core,
        /// its threads take the cores, and this work gets the time between frames. The
        /// `utility` quality of service of Apple's platforms, where the kernel does it.
        case background
    }

    /// The nice value of ``Priority/background`` threads: a tenth of a core's time against
    /// a thread at 0 that wants it all (the kernel's weights: 110 against 1024), so
    /// frames come first, and the work still finishes on a machine kept busy.
    static let backgroundNiceness: Int32 = 10

    /// Runs `body` on a new thread, named `name` (as `top -H` and perf show it; Linux
    /// keeps its first 15 bytes), at `priority`; returns the thread. Nil when the system
    /// has no thread to give (its limit reached): `body` is not run, and the caller does
    /// the work another way.
    @discardableResult
    static func start(name: String? = nil, priority: Priority = .inherited,
                      _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let start = Unmanaged.passRetained(Start(name: name, priority: priority, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setscope(&attributes, Int32(PTHREAD_SCOPE_SYSTEM))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            if let name = start.name { DetachedThread.nameCurrentThread(name) }
            if start.priority == .background { DetachedThread.lowerCurrentThread() }
            start.body()
            return nil
        }, start)
        guard result == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            return nil
        }
        return thread
    }

    /// Lowers the calling thread to ``backgroundNiceness``. On Linux a nice value belongs
    /// to a thread, not to its process: `setpriority` on "process" 0 sets the caller's
    /// alone. A thread may always lower itself; it could not raise itself again, which is
    /// why only threads of their own are lowered, never a shared pool's.
    private static func lowerCurrentThread() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, backgroundNiceness)
    }

    /// Names the calling thread. Swift's Glibc module does not declare
    /// `pthread_setname_np` (a GNU extension); this is what glibc's does for a thread
    /// other than the caller's: the name written to the thread's `comm` in /proc.
    private static func nameCurrentThread(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY)
        guard descriptor >= 0 else { return }
        _ = name.utf8CString.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    /// What the new thread runs, handed to it through pthread's context pointer.
    private final class Start: Sendable {
        let name: String?
        let priority: Priority
        let body: @Sendable () -> Void

        init(name: String?, priority: Priority, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.priority = priority
            self.body = body
        }
    }
}
