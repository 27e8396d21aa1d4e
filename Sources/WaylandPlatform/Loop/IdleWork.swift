/// Work the event loop does a slice at a time, only while no event is waiting.
///
/// A slice must be short (well under a millisecond): the loop checks for events
/// between slices, so a frame callback or a key press waits for at most one. Jobs run
/// oldest first; each is called until it says nothing is left.
@MainActor
final class IdleWork {
    /// One slice of a job; returns true while more remains.
    typealias Job = () -> Bool

    private var jobs: [Job] = []

    /// True when there is nothing to do: the loop sleeps until an event comes.
    var isEmpty: Bool { jobs.isEmpty }

    /// Queues `job`, called a slice at a time after the jobs already queued.
    func add(_ job: @escaping Job) { jobs.append(job) }

    /// Runs one slice of the oldest job, and drops that job once it reports nothing left.
    /// A job may queue others while it runs.
    func runSlice() {
        guard let job = jobs.first else { return }
        if !job() { jobs.removeFirst() }
    }
}
