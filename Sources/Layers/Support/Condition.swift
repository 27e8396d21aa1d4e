import FoundationEssentials
import Glibc

/// A lock with a condition variable, for a thread that waits until another publishes
/// something: pthread's mutex and condition, as Foundation's `NSCondition` wraps them,
/// without linking all of Foundation (and ICU) into the app for it.
///
/// Used as `NSCondition` is: `lock()`, test the state in a loop around `wait()`,
/// `unlock()`; whoever changes the state does so under the lock and then calls
/// `broadcast()`.
///
/// `@unchecked Sendable`: the mutex and the condition are allocated once and never move,
/// and pthread makes them safe to use from any thread.
final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Unlocks, sleeps until a ``broadcast()`` (or a spurious wake-up: test the state
    /// again), and locks again.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// ``wait()`` until `deadline` at the latest; false when the deadline passed (or had
    /// passed already) without a wake-up.
    func wait(until deadline: Date) -> Bool {
        guard deadline.timeIntervalSinceNow > 0 else { return false }
        // The condition's clock is CLOCK_REALTIME, the clock of `Date`.
        let nanoseconds = Int64(deadline.timeIntervalSince1970 * 1e9)
        var limit = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        return pthread_cond_timedwait(condition, mutex, &limit) == 0
    }

    /// Wakes every thread in ``wait()``.
    func broadcast() { pthread_cond_broadcast(condition) }
}
