import FoundationEssentials

/// Loads pictures off the main thread and keeps them in memory under a byte budget —
/// what UIKit apps get from an image-loading library, for every picture an app shows.
///
/// Each file is decoded once, on a background thread (``ImageDecoder``, shrunk to the
/// largest box it is asked to cover), then handed back to the main actor and cached
/// by path. The cache drops the least recently used pictures when it goes over its
/// budget; a file that fails is remembered, so a broken picture is reported once and
/// not decoded again. Requests for a file already being decoded join that decode.
///
/// Completions run on the main actor: at once when the picture is cached, otherwise on
/// a later turn of the main thread's loop (the app's event loop must run the main
/// queue, as `WaylandPlatform`'s does), or inside ``waitForPendingLoads(timeout:)``.
@MainActor
public final class ImagePipeline {
    /// The most bytes of decoded pixels the cache keeps (pictures on screen stay alive
    /// through their layers either way).
    public let byteBudget: Int
    /// How many files decode at once.
    public let maximumConcurrentDecodes: Int
    /// Limits applied to every file.
    public let decoder: ImageDecoder

    /// A pipeline caching up to `byteBudget` bytes, decoding up to
    /// `maximumConcurrentDecodes` files at a time with `decoder`.
    public init(byteBudget: Int = 96 << 20, maximumConcurrentDecodes: Int = 2, decoder: ImageDecoder = ImageDecoder()) {
        self.byteBudget = byteBudget
        self.maximumConcurrentDecodes = max(1, maximumConcurrentDecodes)
        self.decoder = decoder
    }

    /// The picture at `path` if it is cached big enough to cover `box` (pixels; nil: full size).
    public func cachedImage(atPath path: String, covering box: Size? = nil) -> Image? {
        guard let entry = cache.entry(path), entry.covers(box) else { return nil }
        cache.touch(path)
        return entry.image
    }

    /// Loads the picture at `path`, shrunk to cover `box` (pixels; nil: full size), and
    /// calls `completion` with it or with why it could not be read. A cached picture (or
    /// a known failure) completes at once, before this returns.
    ///
    /// Cancel the returned request when the picture is no longer wanted (a reused cell):
    /// its completion then never runs, and a decode nobody waits for any more is dropped
    /// if it has not started.
    @discardableResult
    public func loadImage(atPath path: String, covering box: Size? = nil,
                          completion: @escaping @MainActor (Result<Image, ImageError>) -> Void) -> ImageRequest {
        let request = ImageRequest(pipeline: self, path: path, id: nextRequestID)
        nextRequestID += 1
        if let image = cachedImage(atPath: path, covering: box) {
            completion(.success(image))
            return request
        }
        if let failure = failures[path] {
            completion(.failure(failure))
            return request
        }
        enqueue(path, Waiter(id: request.id, box: box, completion: completion))
        return request
    }

    /// Adds `waiter` to the decode of `path` under way or queued, or queues one.
    private func enqueue(_ path: String, _ waiter: Waiter) {
        if var flight = flights[path] {
            flight.waiters[waiter.id] = waiter
            if !flight.isStarted, let box = waiter.box { flight.box = Self.union(flight.box, box) }
            flights[path] = flight
        } else {
            flights[path] = Flight(box: waiter.box, waiters: [waiter.id: waiter])
            queue.append(path)
            startDecodes()
        }
    }

    /// True while any requested picture is still queued or decoding.
    public var hasPendingLoads: Bool { !flights.isEmpty }

    /// Blocks the main thread until every picture requested so far has been delivered
    /// (completions run inside), or `timeout` passes; returns whether all were.
    /// For code that drives the main thread itself: offscreen rendering, tests.
    @discardableResult
    public func waitForPendingLoads(timeout: TimeSpan) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout.seconds)
        while true {
            collectFinished()
            if flights.isEmpty { return true }
            if !mailbox.waitForResults(until: deadline) { return false }
        }
    }

    /// Returns once every picture requested so far has been delivered.
    public func waitForPendingLoads() async {
        guard hasPendingLoads else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// How many times `path` was decoded (a test's way to check each file is decoded once).
    public func decodeCount(ofPath path: String) -> Int { decodes[path] ?? 0 }
    /// Files decoded so far, counting each decode.
    public var totalDecodes: Int { decodes.values.reduce(0, +) }
    /// Bytes of pixels the cache holds now.
    public var cachedBytes: Int { cache.bytes }
    /// Pictures the cache holds now.
    public var cachedImageCount: Int { cache.count }

    /// Drops every cached picture and remembered failure (a file fixed on disk loads again).
    public func removeAll() {
        cache.removeAll()
        failures.removeAll()
    }

    // MARK: Internals

    private struct Waiter {
        let id: UInt64
        /// The box this request wants covered (nil: full size).
        let box: Size?
        let completion: @MainActor (Result<Image, ImageError>) -> Void
    }

    private struct Flight {
        var box: Size?
        var waiters: [UInt64: Waiter]
        var isStarted = false
    }

    private lazy var cache = ImageCache(byteBudget: byteBudget)
    private var failures: [String: ImageError] = [:]
    private var flights: [String: Flight] = [:]
    /// Paths waiting for a decoder, newest last: the newest start first (what just
    /// scrolled into view matters more than what was asked for earlier).
    private var queue: [String] = []
    private var running = 0
    private var decodes: [String: Int] = [:]
    private var nextRequestID: UInt64 = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private let mailbox = ImageMailbox()

    func cancel(_ request: ImageRequest) {
        guard var flight = flights[request.path], flight.waiters.removeValue(forKey: request.id) != nil else { return }
        if flight.waiters.isEmpty && !flight.isStarted {
            flights[request.path] = nil
            queue.removeAll { $0 == request.path }
            resumeIdleWaitersIfDone()
        } else {
            flights[request.path] = flight
        }
    }

    private func startDecodes() {
        while running < maximumConcurrentDecodes, let path = queue.popLast() {
            guard var flight = flights[path] else { continue }
            flight.isStarted = true
            flights[path] = flight
            running += 1
            decodes[path, default: 0] += 1
            let decoder = decoder, box = flight.box, mailbox = mailbox
            // Detached: the decode must not wait for the main thread, which may be
            // blocked in waitForPendingLoads(timeout:) for this very result.
            Task.detached(priority: .userInitiated) { [weak self] in
                Self.decode(path, covering: box, with: decoder, into: mailbox)
                await self?.collectFinished()
            }
        }
    }

    /// Runs on a background thread.
    private nonisolated static func decode(_ path: String, covering box: Size?, with decoder: ImageDecoder,
                                           into mailbox: ImageMailbox) {
        do throws(ImageError) {
            let pixels = try decoder.decodePixels(fileAt: path, covering: box)
            mailbox.put(path, .success((Image(decoded: pixels), pixels.isShrunk)))
        } catch {
            mailbox.put(path, .failure(error))
        }
    }

    /// Hands every finished decode to its waiters.
    private func collectFinished() {
        for delivery in mailbox.takeAll() { finish(delivery.path, delivery.result) }
    }

    private func finish(_ path: String, _ decoded: Result<(image: Image, isShrunk: Bool), ImageError>) {
        running -= 1
        let flight = flights.removeValue(forKey: path)
        var waiters = flight?.waiters.values.sorted { $0.id < $1.id } ?? []
        switch decoded {
        case let .success(picture):
            cache.insert(picture.image, path: path, isShrunk: picture.isShrunk)
            // A request that came for a bigger box while a smaller decode ran waits for its own.
            let entry = ImageCache.Entry(image: picture.image, isShrunk: picture.isShrunk, lastUse: 0)
            for waiter in waiters where !entry.covers(waiter.box) { enqueue(path, waiter) }
            waiters.removeAll { !entry.covers($0.box) }
        case let .failure(error):
            failures[path] = error
        }
        let result = decoded.map(\.image)
        for waiter in waiters { waiter.completion(result) }
        startDecodes()
        resumeIdleWaitersIfDone()
    }

    private func resumeIdleWaitersIfDone() {
        guard flights.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// The smallest box covering both.
    private static func union(_ a: Size?, _ b: Size) -> Size? {
        guard let a else { return nil }
        return Size(width: max(a.width, b.width), height: max(a.height, b.height))
    }
}

/// One ``ImagePipeline/loadImage(atPath:covering:completion:)`` call: cancel it when
/// the picture is no longer wanted.
@MainActor
public final class ImageRequest {
    /// The file asked for.
    public let path: String
    let id: UInt64
    private weak var pipeline: ImagePipeline?

    init(pipeline: ImagePipeline, path: String, id: UInt64) {
        self.pipeline = pipeline
        self.path = path
        self.id = id
    }

    /// Its completion will not run (if it has not already).
    public func cancel() { pipeline?.cancel(self) }
}
