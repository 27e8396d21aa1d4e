/// A frame's drawing, recorded on the main actor by the ``Compositor`` and then played,
/// band by band, by the render workers (``RenderWorkers``).
///
/// Recording and playing never overlap: the renderer records the whole frame, hands the
/// list to the workers and waits for them before it records again. Its storage is kept
/// from frame to frame, so a steady frame allocates nothing.
///
/// Thread safety (why `@unchecked Sendable` holds): only the main actor mutates the
/// list, and only while no worker runs; the workers only read it between the
/// semaphore signal that starts them and the one that says they finished, which order
/// those reads after the writes and before the next ones.
final class DisplayList: @unchecked Sendable {
    private(set) var operations: [DrawOperation] = []
    /// The owners of the pixels the operations read and write, kept alive until the
    /// frame is played.
    private var owners: [AnyObject] = []

    /// Composites a frame usually stays under (the splash's hole cut into strips over a 4K
    /// screen makes up to about 1 600): room made once, so a growing shape's frames do not
    /// reallocate the list as its strips multiply. Pages never written cost nothing.
    static let reservedOperations = 2048

    init() {
        operations.reserveCapacity(Self.reservedOperations)
        owners.reserveCapacity(3 * Self.reservedOperations)
    }

    var isEmpty: Bool { operations.isEmpty }

    /// Adds `operation`, keeping the owners of its pixels (destination, source, mask) alive.
    func append(_ operation: DrawOperation, keeping destination: AnyObject, _ source: AnyObject? = nil,
                _ mask: AnyObject? = nil) {
        operations.append(operation)
        owners.append(destination)
        if let source { owners.append(source) }
        if let mask { owners.append(mask) }
    }

    /// Swaps in `replacement` as the operations (``OcclusionCulling`` rewrites them);
    /// `replacement` gets the old ones' storage. The owners stay: they only keep pixels alive.
    func replaceOperations(with replacement: inout [DrawOperation]) {
        swap(&operations, &replacement)
    }

    /// Makes every worker's pixman views of the pictures the operations draw, before the
    /// workers play them. Which worker draws a picture depends on where the frame's
    /// bands fall, which moves from frame to frame: made lazily, a second worker's view
    /// would be allocated in some later, steady frame. Made here, they come with the
    /// frame that first draws the picture (``PixmanViews/makeAhead(workers:sampled:)``
    /// remembers, so a picture it did costs a comparison per frame after).
    func makeViewsAhead(workers: Int) {
        guard workers > 1 else { return }
        func ahead(_ picture: DrawOperation.Picture?) {
            switch picture {
            case let .plain(views): views.makeAhead(workers: workers)
            case let .sampled(views, _): views.makeAhead(workers: workers, sampled: true)
            default: break
            }
        }
        for op in operations {
            op.destination.makeAhead(workers: workers)
            ahead(op.source)
            ahead(op.mask)
        }
    }

    /// Empties the list, keeping its storage.
    func removeAll() {
        operations.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
    }

    /// Device pixels written, weighted by each operation's cost, summed per row of a
    /// target `height` rows tall into `rows` (reused storage).
    func cost(perRow rows: inout [Int], height: Int) {
        if rows.count != height + 1 { rows = [Int](repeating: 0, count: height + 1) } else {
            for i in rows.indices { rows[i] = 0 }
        }
        for op in operations {
            let top = max(op.rect.y, 0), bottom = min(op.rect.maxY, height)
            guard bottom > top, op.rect.width > 0 else { continue }
            let perRow = op.rect.width * op.costPerPixel
            rows[top] += perRow
            rows[bottom] -= perRow
        }
        var running = 0
        for i in 0..<height {
            running += rows[i]
            rows[i] = running
        }
    }
}
