import CPixman
import FoundationEssentials

/// One picture's pixman images, a pair per render worker: a plain one and one that is
/// only ever sampled through a transform.
///
/// pixman images are not thread-safe objects: setting a transform, filter or repeat
/// mode writes them, and so does pixman's own lazy validation inside a composite. So no
/// pixman image is ever shared between threads: each worker draws through its own
/// views of the same pixels, made the first time it needs them and kept for the
/// picture's life (an animation's masks are reused, so its views are too).
///
/// Thread safety (why `@unchecked Sendable` holds): worker `w` only ever reads and
/// writes the slots `2w` and `2w + 1`, so no slot is touched by two threads at once
/// (``makeAhead(workers:)`` writes them between frames, while no worker plays); the
/// factory is immutable; the slots are freed in `deinit`, when no worker holds the views.
final class PixmanViews: @unchecked Sendable {
    /// Workers a renderer may run at most, including the caller's thread.
    static let maximumWorkers = 16

    /// One worker per core the process may use, at most ``maximumWorkers``: what a
    /// renderer draws with by default. Worked out once: Foundation reads the cgroup's CPU
    /// quota files on every call, and a window's first frame makes a renderer for each
    /// piece of its title bar.
    nonisolated static let defaultWorkers = min(ProcessInfo.processInfo.activeProcessorCount, maximumWorkers)

    /// How to make another pixman image of the same picture.
    enum Factory {
        /// Pixels someone else owns (an ``Image`` or an ``AlphaMask``); they outlive the views.
        case bits(format: pixman_format_code_t, width: Int32, height: Int32, bits: UnsafeMutableRawPointer, stride: Int32)
        /// A linear gradient, padded beyond its ends.
        case linearGradient(start: pixman_point_fixed_t, end: pixman_point_fixed_t, stops: [pixman_gradient_stop_t])
    }

    private let factory: Factory
    private let slots: UnsafeMutablePointer<OpaquePointer?>
    /// Workers whose views exist for sure, plain and sampled (``makeAhead(workers:sampled:)``);
    /// only the renderer's thread reads and writes them, between frames.
    private var plainAhead = 0, sampledAhead = 0

    init(_ factory: Factory) {
        self.factory = factory
        slots = .allocate(capacity: 2 * Self.maximumWorkers)
        slots.initialize(repeating: nil, count: 2 * Self.maximumWorkers)
    }

    deinit {
        for i in 0..<(2 * Self.maximumWorkers) { if let image = slots[i] { pixman_image_unref(image) } }
        slots.deallocate()
    }

    /// Worker `worker`'s image of the picture, `sampled` or plain; nil only when pixman
    /// is out of memory.
    func view(worker: Int, sampled: Bool) -> OpaquePointer? {
        let slot = 2 * worker + (sampled ? 1 : 0)
        if let made = slots[slot] { return made }
        let made = make()
        if sampled, let made { Self.reserveTransform(of: made) }
        slots[slot] = made
        return made
    }

    /// True when worker `worker`'s view, `sampled` or plain, exists (for tests and checks;
    /// only between frames, like ``makeAhead(workers:sampled:)``).
    func isMade(worker: Int, sampled: Bool) -> Bool { slots[2 * worker + (sampled ? 1 : 0)] != nil }

    /// pixman allocates an image's transform the first time one is set, and frees it
    /// when it is set to the identity. A sampled view gets a (non-identity) one as it is
    /// made, so a frame that samples it allocates nothing for it.
    private static func reserveTransform(of image: OpaquePointer) {
        var half = pixman_transform()
        pixman_transform_init_scale(&half, 1 << 15, 1 << 15)
        pixman_image_set_transform(image, &half)
    }

    /// Makes the plain views of workers `0..<workers` now, on the renderer's thread,
    /// for a picture the next frames will surely draw (``PieceScratch``'s images): the
    /// frame that first draws it then allocates nothing. Only while no worker is
    /// playing: the renderer's thread hands them their frames, so each finds its view
    /// made before it looks.
    func makeAhead(workers: Int, sampled: Bool = false) {
        let count = min(workers, Self.maximumWorkers)
        guard count > (sampled ? sampledAhead : plainAhead) else { return }
        for worker in 0..<count { _ = view(worker: worker, sampled: sampled) }
        if sampled { sampledAhead = count } else { plainAhead = count }
    }

    /// Makes the plain and the sampled views of workers `0..<workers` now: for a picture
    /// the next frames may draw as is or through a transform (a mask that starts to turn,
    /// a snapshot about to be scaled), so neither kind is made in a frame.
    func makeBothAhead(workers: Int) {
        makeAhead(workers: workers)
        makeAhead(workers: workers, sampled: true)
    }

    private func make() -> OpaquePointer? {
        switch factory {
        case let .bits(format, width, height, bits, stride):
            return pixman_image_create_bits(format, width, height, bits.assumingMemoryBound(to: UInt32.self), stride)
        case .linearGradient(var start, var end, var stops):
            let image = pixman_image_create_linear_gradient(&start, &end, &stops, Int32(stops.count))
            if let image { pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD) }
            return image
        }
    }
}
