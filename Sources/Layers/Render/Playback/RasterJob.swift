/// The big masks a frame needs rasterized, shared by the render workers before they
/// play the frame: each mask is cut into runs of rows, and each worker fills the runs it
/// claims with its own rasterizer (``PathRasterizer/fill(_:into:rows:)``).
///
/// Thread safety (why `@unchecked Sendable` holds): the job is built on the main actor
/// and only read while the workers run; every run writes its own rows of its own mask,
/// and rasterizer `w` is used only by worker `w`.
final class RasterJob: @unchecked Sendable {
    /// Rows per run: enough to amortize the edges skipped to reach them.
    static let rowsPerRun = 64

    private var masks: [(table: PathRasterizer.EdgeTable, mask: AlphaMask)] = []
    private var runs: [(index: Int, rows: Range<Int>)] = []
    private let rasterizers: [PathRasterizer]

    init(workers: Int) {
        rasterizers = (0..<max(workers, 1)).map { _ in PathRasterizer() }
        spareEdges.reserveCapacity(Self.maximumSpareTables)
    }

    var isEmpty: Bool { masks.isEmpty }
    var maskCount: Int { masks.count }
    /// More than one thread could share the rows.
    var canShare: Bool { rasterizers.count > 1 }
    var count: Int { runs.count }

    /// Adds a mask whose rows `table` fills.
    func add(_ table: PathRasterizer.EdgeTable, into mask: AlphaMask) {
        let index = masks.count
        masks.append((table, mask))
        guard !table.isEmpty else { return }
        runs.reserveGrowing(runs.count + (mask.height + Self.rowsPerRun - 1) / Self.rowsPerRun)
        for start in stride(from: 0, to: mask.height, by: Self.rowsPerRun) {
            runs.append((index, start..<min(start + Self.rowsPerRun, mask.height)))
        }
    }

    /// Makes room for the masks of a `width` × `height` target whose shapes have up to
    /// `edges` edges: every rasterizer's rows, the runs of a few masks, an edge table.
    func reserve(width: Int, height: Int, edges: Int) {
        for rasterizer in rasterizers { rasterizer.reserve(width: width, edges: edges) }
        masks.reserveCapacity(Self.maximumSpareTables)
        runs.reserveGrowing(Self.maximumSpareTables * (height / Self.rowsPerRun + 1))
        if spareEdges.isEmpty {
            var storage: [PathRasterizer.Edge] = []
            storage.reserveCapacity(edges)
            spareEdges.append(storage)
        }
    }

    /// Fills run `index` on worker `worker`.
    func run(_ index: Int, worker: Int) {
        let run = runs[index]
        rasterizers[worker].fill(masks[run.index].table, into: masks[run.index].mask, rows: run.rows)
    }

    /// Forgets the frame's masks, keeping their edge tables' storage for the next frame's
    /// (``takeEdgeStorage()``).
    func removeAll() {
        for i in masks.indices where spareEdges.count < Self.maximumSpareTables {
            spareEdges.append(masks[i].table.takeStorage())
        }
        masks.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
    }

    /// Storage for a new edge table: the biggest an earlier frame's tables left, or none.
    func takeEdgeStorage() -> [PathRasterizer.Edge] {
        guard let i = spareEdges.indices.max(by: { spareEdges[$0].capacity < spareEdges[$1].capacity }) else { return [] }
        return spareEdges.remove(at: i)
    }

    /// Edge storages kept from frame to frame: as many big masks as a frame usually makes.
    static let maximumSpareTables = 4
    private var spareEdges: [[PathRasterizer.Edge]] = []
}
