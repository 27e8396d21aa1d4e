import Dispatch
import FoundationEssentials
import Synchronization

/// The threads that play a frame's ``DisplayList``: the caller's own and `count − 1`
/// helpers, started the first time a frame is worth sharing and parked on a semaphore
/// between frames (an idle window wakes none of them).
///
/// A frame is cut into bands of rows (``BandPlan``); each thread claims the next band
/// with an atomic counter until none is left, so a thread that finishes early takes
/// more. No lock is taken and nothing is allocated per frame.
final class RenderWorkers {
    /// Threads that draw, the caller's included.
    let count: Int
    private let shared: Shared
    /// True once the helper threads were started (the first frame worth sharing started them).
    private(set) var helpersStarted = false
    /// The helpers that run: all of them, unless the system refused a thread (then the
    /// others, the caller among them, take the bands it would have: the same pixels).
    private var runningHelpers = 0
    private let caller: DisplayListPlayer
    /// Keeps the helpers off the caller's CPU.
    private(set) var placement = HelperPlacement()

    /// What the caller hands the helpers for one frame.
    ///
    /// Thread safety (why `@unchecked Sendable` holds): the caller writes `list`,
    /// `bands` and `quitting` only while every helper is parked on its `start`
    /// semaphore; signalling it orders those writes before the helper's reads, and the
    /// helper's `done` signal orders its reads (and its pixel writes) before the
    /// caller's next writes. `next` is atomic. `players[i]` is used only by helper `i`
    /// between its `start` and `done`, and by the caller outside them (its profile).
    private final class Shared: @unchecked Sendable {
        var list = DisplayList()
        var bands: [PixelRect] = []
        /// Set while the threads rasterize masks instead of playing bands.
        var raster: RasterJob?
        var quitting = false
        let players: [DisplayListPlayer]
        let next = Atomic<Int>(0)
        let start: [DispatchSemaphore]
        let done = DispatchSemaphore(value: 0)

        init(helpers: Int) {
            start = (0..<helpers).map { _ in DispatchSemaphore(value: 0) }
            players = (0..<helpers).map { DisplayListPlayer(worker: $0 + 1) }
        }

        /// Does this round's work, band or raster run, until none is left.
        func work(with player: DisplayListPlayer) {
            if let raster {
                while true {
                    let i = next.add(1, ordering: .relaxed).oldValue
                    guard i < raster.count else { return }
                    raster.run(i, worker: player.worker)
                }
            }
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < bands.count else { return }
                player.play(list, in: bands[i])
            }
        }
    }

    /// - Parameter count: threads that draw, the caller's included (1…``PixmanViews/maximumWorkers``).
    init(count: Int) {
        self.count = min(max(count, 1), PixmanViews.maximumWorkers)
        shared = Shared(helpers: self.count - 1)
        caller = DisplayListPlayer(worker: 0)
    }

    /// Every thread's player, the caller's first. Between frames only.
    var players: [DisplayListPlayer] { [caller] + shared.players }

    /// Makes every thread's room to draw into pictures up to `width` pixels wide
    /// (``DisplayListPlayer/reserveScratch(width:)``). Between frames only.
    func reserveScratch(width: Int) {
        for player in players { player.reserveScratch(width: width) }
    }

    deinit {
        guard helpersStarted else { return }
        shared.quitting = true
        for s in shared.start[..<runningHelpers] { s.signal() }
    }

    /// Whether every thread draws pictures scaled up with ``BilinearScale``; tests turn it
    /// off to compare a frame with pixman's. Set between frames only.
    var usesBilinearScale: Bool {
        get { caller.usesBilinearScale }
        set {
            caller.usesBilinearScale = newValue
            for player in shared.players { player.usesBilinearScale = newValue }
        }
    }

    /// Plays `list` into `bands` on every thread and returns when all are drawn.
    /// With `profile`, adds each composite's time to it.
    func play(_ list: DisplayList, bands: [PixelRect], profile: inout RenderProfile?) {
        caller.profile = profile
        defer { profile = caller.profile; caller.profile = nil }
        guard count > 1, bands.count > 1 else {
            for band in bands { caller.play(list, in: band) }
            return
        }
        startHelpersIfNeeded()
        placement.keepOffCallersCPU()
        shared.list = list
        shared.bands = bands
        shared.next.store(0, ordering: .relaxed)
        for player in shared.players { player.profile = profile.map { _ in RenderProfile() } }
        for s in shared.start[..<runningHelpers] { s.signal() }
        shared.work(with: caller)
        for _ in 0..<runningHelpers { shared.done.wait() }
        // Let go of the bands, so the plan's array is again its alone and is refilled in place.
        shared.bands = []
        for player in shared.players {
            if let p = player.profile { caller.profile?.merge(p) }
            player.profile = nil
        }
    }

    /// Rasterizes `job`'s masks on every thread and returns when all are done.
    func rasterize(_ job: RasterJob) {
        guard count > 1, job.count > 1 else {
            for i in 0..<job.count { job.run(i, worker: 0) }
            return
        }
        startHelpersIfNeeded()
        placement.keepOffCallersCPU()
        shared.raster = job
        shared.next.store(0, ordering: .relaxed)
        for s in shared.start[..<runningHelpers] { s.signal() }
        shared.work(with: caller)
        for _ in 0..<runningHelpers { shared.done.wait() }
        shared.raster = nil
    }

    private func startHelpersIfNeeded() {
        guard !helpersStarted else { return }
        helpersStarted = true
        for index in 0..<(count - 1) {
            let shared = shared
            let started = DetachedThread.start(name: "render \(index + 1)") {
                while true {
                    shared.start[index].wait()
                    if shared.quitting { return }
                    shared.work(with: shared.players[index])
                    shared.done.signal()
                }
            }
            guard let started else { break }
            placement.add(started)
            runningHelpers += 1
        }
    }
}
