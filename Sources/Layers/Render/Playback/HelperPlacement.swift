import CThreadPlacement
import Glibc

/// Keeps the render helpers off the CPU of the thread whose frame they share.
///
/// Woken by the caller, a helper is often queued on the caller's own CPU while another
/// sits idle: the kernel looks for an idle CPU only while the machine seems lightly
/// loaded, and a helper woken there once is woken there again. It then waits until the
/// caller has drawn its own bands, and takes none: on two cores, `perf sched` showed the
/// two threads taking turns on one CPU while the other idled, frames running. Kept off
/// the caller's CPU, a helper starts on another at once.
///
/// Each helper keeps to the CPUs it was started with (a `taskset` given to the app, a
/// container's), less the caller's. They are set again only when the caller's CPU
/// changed since the last frame: one system call now and then. A helper whose only CPU
/// is the caller's stays on it.
struct HelperPlacement {
    private struct Helper {
        let thread: pthread_t
        /// The CPUs it was started with.
        let allowed: ctp_cpus
    }

    private var helpers: [Helper] = []
    /// The caller's CPU the helpers were last kept off (-2: none yet).
    private var callersCPU: Int32 = -2

    /// The helpers' threads, in the order added.
    var threads: [pthread_t] { helpers.map(\.thread) }

    /// Places `thread` from now on, within the CPUs it may use now.
    mutating func add(_ thread: pthread_t) {
        var allowed = ctp_cpus()
        guard ctp_affinity(thread, &allowed) == 0 else { return }
        helpers.append(Helper(thread: thread, allowed: allowed))
        callersCPU = -2
    }

    /// Keeps every helper off the CPU the calling thread runs on. Call it before waking them.
    mutating func keepOffCallersCPU() {
        let cpu = ctp_current_cpu()
        guard cpu != callersCPU else { return }
        callersCPU = cpu
        for helper in helpers {
            var allowed = helper.allowed
            // Refused where the caller's CPU is the helper's only one: it stays on it.
            _ = ctp_keep_off_cpu(helper.thread, &allowed, cpu)
        }
    }
}
