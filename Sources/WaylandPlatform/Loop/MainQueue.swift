import CWayland
import Glibc

/// The main dispatch queue, where the main actor's jobs wait: a `Task { @MainActor in … }`
/// started by a background thread, an `await` returning to the main actor. The
/// ``EventLoop`` polls its descriptor and drains it on every wake-up, so Swift
/// concurrency works in a Wayland app as in a Foundation one.
///
/// Only the thread that owns the main loop may drain the queue: never from inside one
/// of its own jobs (a test running on the main actor under a dispatch-driven runner).
@MainActor
enum MainQueue {
    /// Becomes readable when jobs are queued.
    static var fileDescriptor: Int32 { _dispatch_get_main_queue_handle_4CF() }

    /// Runs the jobs queued now (without waiting for more).
    static func runJobs() {
        var count: UInt64 = 0
        // The descriptor is an eventfd counting wake-ups; non-blocking read, at most 8 bytes.
        let fd = fileDescriptor
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, 0) > 0 { _ = read(fd, &count, MemoryLayout<UInt64>.size) }
        _dispatch_main_queue_callback_4CF(nil)
    }
}
