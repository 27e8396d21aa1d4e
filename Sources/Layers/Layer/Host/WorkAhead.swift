/// What a tree's layers do between frames for the frames to come, a slice at a time:
/// a ``CollectionView`` filling the cells its next frame will show (UIKit's cell
/// prefetching). Its ``LayerHost`` runs it (``LayerHost/prepareAhead()``) while the
/// window waits for the next frame; a frame that comes first does the work itself.
///
/// It also keeps the pace of the frames, so that work can aim at the next one.
@MainActor
final class WorkAhead {
    private struct Job {
        weak var owner: AnyObject?
        let slice: @MainActor () -> Bool
    }

    private var jobs: [Job] = []
    /// The times of the last two frames begun.
    private var lastFrame: MediaTime?
    private var previousFrame: MediaTime?

    /// A pace between frames this long or longer is not a display's: the frames before
    /// it were the last of a motion, or input drove them, and the next comes at 60 Hz.
    static let longestFrameInterval = TimeSpan.seconds(0.1)
    static let defaultFrameInterval = TimeSpan.seconds(1.0 / 60)

    /// Notes a frame begun at `time` (``LayerHost/beginFrame(at:)``); allocates nothing.
    func noteFrame(at time: MediaTime) {
        guard time != lastFrame else { return }
        previousFrame = lastFrame
        lastFrame = time
    }

    /// When the next frame is likely to be: the last one's time plus the interval
    /// between the last two (a display's refresh), else plus a 60 Hz frame; nil before
    /// any frame.
    var nextFrameTime: MediaTime? {
        guard let lastFrame else { return nil }
        let interval = previousFrame.map { lastFrame - $0 } ?? Self.defaultFrameInterval
        let usable = interval > .zero && interval < Self.longestFrameInterval
        return lastFrame + (usable ? interval : Self.defaultFrameInterval)
    }

    /// Runs `slice` for `owner` from now on, until `owner` goes or ``remove(for:)``;
    /// the slice returns true when it did some work. Adding for an owner again replaces
    /// its slice.
    func add(for owner: AnyObject, _ slice: @escaping @MainActor () -> Bool) {
        remove(for: owner)
        jobs.append(Job(owner: owner, slice: slice))
    }

    /// Stops running `owner`'s slice.
    func remove(for owner: AnyObject) { jobs.removeAll { $0.owner === owner || $0.owner == nil } }

    /// Whether `owner` has a slice here.
    func contains(_ owner: AnyObject) -> Bool { jobs.contains { $0.owner === owner } }

    /// Runs one slice of the first job that has work; false when none had. Jobs whose
    /// owner went are dropped.
    func runSlice() -> Bool {
        if jobs.contains(where: { $0.owner == nil }) { jobs.removeAll { $0.owner == nil } }
        // By index: a slice may add or remove jobs.
        var index = 0
        while index < jobs.count {
            if jobs[index].slice() { return true }
            index += 1
        }
        return false
    }
}
