import CWayland
import Logging

/// ARGB8888 wl_shm buffers of one size, on one sealed memfd.
///
/// Hands out a buffer only when the compositor has released it (see ``BufferSlots``)
/// and grows when all are held. A pool serves one size: on resize the window makes
/// a new pool and ``retire()``s the old one, whose held buffers are destroyed as
/// the compositor releases them.
@MainActor
final class BufferPool {
    let width: Int
    let height: Int
    let stride: Int
    private let bufferSize: Int
    private let memory: SharedMemory
    private var pool: OpaquePointer?
    private var slots: BufferSlots
    private var buffers: [Handle] = []
    private let logger = Logger(label: "platform.buffers")
    /// The compositor's holds as its events tell them, and any write into a held buffer.
    private(set) var audit = BufferAudit()
    /// Buffers handed out at least once: their pages are mapped.
    private var drawn = Set<Int>()
    private var warmer = PageWarmer()
    private var queuedForWarming = false

    /// Called when a buffer comes back from the compositor.
    var onRelease: (() -> Void)?

    /// A buffer ready to draw into.
    struct Buffer {
        let index: Int
        let proxy: OpaquePointer
        let target: PixelTarget
    }

    init(shm: OpaquePointer, width: Int, height: Int, count: Int = 2, maximumCount: Int = 4) throws {
        precondition(width > 0 && height > 0, "buffers need a positive size")
        self.width = width
        self.height = height
        stride = width * 4
        bufferSize = stride * height
        // wl_shm sizes and offsets are 32-bit: the pool must fit even at its largest.
        guard bufferSize * maximumCount <= Int(Int32.max) else {
            throw PlatformError.bufferTooLarge(width: width, height: height)
        }
        slots = BufferSlots(count: count, maximumCount: maximumCount)
        memory = try SharedMemory(size: bufferSize * count)
        guard let pool = wl_shm_create_pool(shm, memory.fd, Int32(memory.size)) else {
            throw PlatformError.connectionLost
        }
        self.pool = pool
        for index in 0..<count { try createBuffer(index) }
    }

    isolated deinit { retire() }

    /// A released buffer to draw the next frame into, or nil while the compositor holds them all.
    func acquire() throws -> Buffer? {
        let index: Int
        let age: Int
        switch slots.acquire() {
        case let .reuse(reused, bufferAge):
            index = reused; age = bufferAge
        case let .grow(added):
            do {
                // The mapping moves: what was queued for warming goes with it.
                warmer.reset()
                try memory.grow(to: bufferSize * (added + 1))
                wl_shm_pool_resize(pool, Int32(memory.size))
                try createBuffer(added)
            } catch {
                slots.abandon(added)
                throw error
            }
            logger.debug("buffer pool grew to \(added + 1) buffers of \(width)x\(height)")
            index = added; age = 0
        case .exhausted:
            return nil
        }
        audit.writing(index)
        drawn.insert(index)
        let pixels = memory.base + index * bufferSize
        return Buffer(index: index, proxy: buffers[index].proxy!,
                      target: PixelTarget(pixels: pixels, width: width, height: height, stride: stride, age: age))
    }

    /// The acquired buffer was attached and committed.
    func submit(_ buffer: Buffer) {
        slots.submit(buffer.index)
        buffers[buffer.index].isHeld = true
        audit.committed(buffer.index)
    }

    /// The acquired buffer was not used after all.
    func abandon(_ buffer: Buffer) { slots.abandon(buffer.index) }

    /// The acquired buffer was drawn into but not committed, and holds at least the
    /// picture it held before (a frame that changed nothing only brought it up to date):
    /// it is free again, with its age as it was.
    func setAside(_ buffer: Buffer) { slots.setAside(buffer.index) }

    /// Maps a slice of the buffers never drawn into yet, so the frames that first draw
    /// them do not fault their pages in (``PageWarmer``); returns the bytes mapped, 0 when
    /// nothing is left. Call it while the loop is idle, after the first frame at this size.
    func warmBuffersNotYetDrawn() -> Int {
        if !queuedForWarming {
            queuedForWarming = true
            for index in buffers.indices where !drawn.contains(index) {
                warmer.add(memory.base + index * bufferSize, byteCount: bufferSize)
            }
        }
        return warmer.warmSlice()
    }

    /// Stops using the pool: free buffers are destroyed now, held ones on release, or
    /// now too with `destroyingHeld` (the surface is going away, and with the app at
    /// exit no release would come: they would be left behind).
    func retire(destroyingHeld: Bool = false) {
        warmer.reset()
        for handle in buffers {
            handle.retire()
            if destroyingHeld { handle.destroy() }
        }
        buffers.removeAll()
        if let pool { wl_shm_pool_destroy(pool) }
        pool = nil
    }

    private func createBuffer(_ index: Int) throws {
        guard let proxy = wl_shm_pool_create_buffer(pool, Int32(index * bufferSize), Int32(width), Int32(height),
                                                    Int32(stride), WL_SHM_FORMAT_ARGB8888.rawValue) else {
            throw PlatformError.connectionLost
        }
        let handle = Handle(proxy: proxy, index: index, pool: self)
        audit.created(index)
        buffers.append(handle)
        wl_buffer_add_listener(proxy, Self.bufferListener, Unmanaged.passRetained(handle).toOpaque())
    }

    fileprivate func released(_ index: Int) {
        audit.released(index)
        if slots.release(index) { onRelease?() }
    }

    /// One wl_buffer. Retained by its proxy's listener data until the proxy is destroyed,
    /// so a release that arrives after the pool is gone still finds it.
    @MainActor
    private final class Handle {
        var proxy: OpaquePointer?
        let index: Int
        weak var pool: BufferPool?
        var isHeld = false
        var isRetired = false

        init(proxy: OpaquePointer, index: Int, pool: BufferPool) {
            self.proxy = proxy
            self.index = index
            self.pool = pool
        }

        func retire() {
            isRetired = true
            pool = nil
            if !isHeld { destroy() }
        }

        func destroy() {
            guard let proxy else { return }
            wl_buffer_destroy(proxy)
            self.proxy = nil
            Unmanaged.passUnretained(self).release()
        }
    }

    private static let bufferListener = ListenerTable.make(wl_buffer_listener(
        release: { data, _ in
            data.withObject(Handle.self) { handle in
                handle.isHeld = false
                if handle.isRetired { handle.destroy() } else { handle.pool?.released(handle.index) }
            }
        }
    ))
}
