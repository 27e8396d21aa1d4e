/// Makes the coverage mask a ``MaskKey`` describes: builds the shape's outline in raster
/// pixels (strokes are outlined in layer coordinates first, so non-uniform scales stay
/// right), rasterizes it and blurs it for shadows. Runs only on cache misses; its
/// scratch path and polylines are reused, so a miss allocates only the mask.
final class MaskFactory {
    /// Curves are flattened to within this many raster pixels. Chords lie inside convex
    /// curves, so this is also how much coverage an edge pixel can lose: 0.02 px is
    /// at most 5/255, and costs only about twice the segments of 0.1 px.
    static let tolerance = 0.02

    /// Big unblurred masks hold only their strips' edges (``AlphaMask/holdsEdgesOnly``):
    /// true while the painter draws such masks by their strips.
    var writesEdgesOnly = true

    private let rasterizer = PathRasterizer()
    private var blur = Blur()
    private var stripScratch = CoverageStrips.Scratch()
    /// The edge table storage of the last big mask rasterized at once (not shared with
    /// the workers), for the next one.
    private var edgeStorage: [PathRasterizer.Edge] = []
    /// The outline points and rows new strips get room for (``reserve(width:height:job:)``).
    private var reservedStrips = (points: 0, height: 0)
    /// Strips of spares reused for masks that need none, kept for the next that does.
    private var stripStorage: [CoverageStrips] = []
    private static let keptStripStorage = 4
    private var flat = Polyline()
    private var outline = Polyline()
    /// Rounded rectangles and rings are built here, in storage kept from the last one.
    private var shape = Path()

    /// The mask `key` describes, built in `spare` (reset to the key's size) when given.
    /// A big unblurred shape is not rasterized here when `sharing` can share its rows: its
    /// mask comes back empty and its edges go to the job, whose rows the render workers
    /// fill together before the frame is played (``RasterJob``).
    func makeMask(for key: MaskKey, reusing spare: AlphaMask? = nil, sharing job: RasterJob? = nil) -> AlphaMask? {
        guard !key.region.isEmpty else { return nil }
        let mask: AlphaMask
        // The spare's strips give their storage to the new ones, or strips kept from a
        // mask that needed none; new strips get the room reserved for the target, so a
        // mask reused as its shape grows never grows them.
        let needsStrips = key.blur <= 0 && key.region.area >= Self.deferredArea
        var oldStrips = spare?.strips ?? (needsStrips ? stripStorage.popLast() : nil)
            ?? (needsStrips && reservedStrips.points > 0
                ? CoverageStrips(reservingFor: reservedStrips.points, height: reservedStrips.height) : nil)
        if let spare, spare.fits(width: key.region.width, height: key.region.height) {
            spare.reset(width: key.region.width, height: key.region.height)
            mask = spare
        } else if let made = try? AlphaMask(width: key.region.width, height: key.region.height) {
            mask = made
        } else {
            return nil
        }
        let origin = (x: key.region.x, y: key.region.y)
        let (polygons, rule, antialiased) = outline(of: key)
        if key.blur <= 0, key.region.area >= Self.deferredArea {
            // Big: its strips let the inside be copied and the outside skipped; its rows
            // are rasterized by the render workers together when they can share them.
            let shared = job.flatMap { $0.canShare ? $0 : nil }
            var storage: [PathRasterizer.Edge] = []
            if let shared { storage = shared.takeEdgeStorage() } else { swap(&storage, &edgeStorage) }
            var table = PathRasterizer.edgeTable(polygons, rule: rule, antialiased: antialiased, height: mask.height,
                                                 origin: origin, storage: &storage)
            mask.strips = CoverageStrips(table, of: polygons, origin: origin, width: mask.width, height: mask.height,
                                         reusing: &oldStrips, scratch: &stripScratch)
            mask.holdsEdgesOnly = writesEdgesOnly
            if let shared {
                shared.add(table, into: mask)
            } else {
                rasterizer.fill(table, into: mask, rows: 0..<mask.height)
                edgeStorage = table.takeStorage()
            }
            return mask
        }
        // Strips the spare had and this mask does not need wait for the next big shape.
        if let oldStrips, stripStorage.count < Self.keptStripStorage { stripStorage.append(oldStrips) }
        rasterizer.fill(polygons, rule: rule, antialiased: antialiased, into: mask, origin: origin)
        if key.blur > 0 { blur.apply(sigma: key.blur, to: mask) }
        return mask
    }

    /// Points an outline over a `width` × `height` target has, for the room made ahead:
    /// the splash's hole flattens to about 1 250 over a 4K screen, and to over 560 (the
    /// half perimeter alone) at 640 × 480, its curves' own points.
    static func reservedOutlinePoints(width: Int, height: Int) -> Int { (width + height) / 2 + 512 }

    /// Makes room for shapes over a `width` × `height` target (``reservedOutlinePoints``),
    /// here and in `job`: the first frames of a shape growing over it then grow nothing.
    func reserve(width: Int, height: Int, job: RasterJob) {
        let points = Self.reservedOutlinePoints(width: width, height: height)
        // As wide as a mask gets: the target and what masks reach past it.
        let rows = width + 2 * MaskCache.overhang
        rasterizer.reserve(width: rows, edges: points)
        job.reserve(width: rows, height: height, edges: points)
        reservedStrips = (points, height + 2 * MaskCache.overhang)
        // Strips for the big spares made ahead (``MaskCache/reserveSpares(workers:)``),
        // which come without: the first big shape in each takes them from here.
        stripStorage.reserveCapacity(Self.keptStripStorage)
        while stripStorage.count < MaskCache.reservedBigSpares {
            stripStorage.append(CoverageStrips(reservingFor: points, height: reservedStrips.height))
        }
        stripScratch.reserve(points: points, height: height)
        edgeStorage.reserveGrowing(points)
        flat.points.reserveGrowing(points)
    }

    /// Mask pixels from which rasterizing is shared among the render workers, and the
    /// mask gets ``CoverageStrips``.
    static let deferredArea = 256 * 256

    /// The shape's outline in raster pixels, and how to fill it.
    private func outline(of key: MaskKey) -> (Polyline, FillRule, Bool) {
        switch key.shape {
        case let .roundedRect(rect, radius):
            shape.removeAll()
            shape.addRoundedRect(rect, cornerRadius: radius)
            shape.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            return (flat, .nonZero, true)
        case let .ring(rect, radius, width):
            shape.removeAll()
            shape.addRoundedRect(rect, cornerRadius: radius)
            let inner = rect.insetBy(dx: width, dy: width)
            if inner.width > 0 && inner.height > 0 {
                shape.addRoundedRect(inner, cornerRadius: max(radius - width, 0))
            }
            shape.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            return (flat, .evenOdd, true)
        case let .fill(path, rule, antialiased):
            path.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            return (flat, rule, antialiased)
        case let .stroke(path, style, start, end, antialiased):
            let scale = max(abs(key.raster.a) + abs(key.raster.c), abs(key.raster.b) + abs(key.raster.d), 1e-9)
            let tolerance = Self.tolerance / scale
            path.flatten(tolerance: tolerance, into: &flat)
            outline.removeAll()
            Stroker.stroke(flat, style: style, start: start, end: end, tolerance: tolerance, into: &outline)
            for i in outline.points.indices { outline.points[i] = key.raster.apply(to: outline.points[i]) }
            return (outline, .nonZero, antialiased)
        }
    }
}
