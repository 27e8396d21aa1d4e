import Glibc

/// A thread of its own for long work (blurring a picture, the render helpers that park
/// between frames): a detached pthread with the default attributes, as Foundation's
/// `Thread` starts one, without linking all of Foundation (and ICU) into the app for it.
enum DetachedThread {
    /// Runs `body` on a new thread, named `name` (as `top -H` and perf show it; Linux
    /// keeps its first 15 bytes); returns the thread. Nil when the system has no thread to
    /// give (its limit reached): `body` is not run, and the caller does the work another way.
    @discardableResult
    static func start(name: String? = nil, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
        let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setscope(&attributes, Int32(PTHREAD_SCOPE_SYSTEM))
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            if let name = start.name { DetachedThread.nameCurrentThread(name) }
            start.body()
            return nil
        }, start)
        guard result == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            return nil
        }
        return thread
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
        let body: @Sendable () -> Void

        init(name: String?, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }
}
