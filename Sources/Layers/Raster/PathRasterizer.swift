/// Turns polygons into antialiased coverage: a scanline rasterizer with sub-scanlines.
///
/// Every pixel row is sampled by ``subScanlines`` horizontal lines. On each, the edges'
/// crossings are sorted and walked with the fill rule, which makes even-odd and non-zero
/// both exact however the polygons overlap; each inside span then adds its *exact*
/// horizontal extent (fractional at both ends) to the row. Vertical resolution is
/// 1/``subScanlines`` of a pixel, horizontal is exact: near-vertical edges, the common
/// case for UI shapes, come out perfectly smooth.
///
/// Between the pixels an edge touches, a row's coverage is constant, so each row costs
/// the pixels its edges cross plus a `memset` per span, not a sum per pixel: a shape
/// that fills the window (the splash's hole) costs about what clearing its mask does.
///
/// A class holding its scratch arrays, so rasterizing allocates only when a shape is
/// bigger than any before it.
final class PathRasterizer {
    /// Samples per pixel row: 16 gives 17 coverage levels on near-horizontal edges.
    static let subScanlines = 16

    struct Edge: Sendable {
        var yTop, yBottom, xAtTop, dxdy: Double
        var winding: Int
    }
    private struct Crossing { var x: Double; var winding: Int }


    /// A shape's edges in a mask's pixel coordinates, sorted by their tops: all a row
    /// needs, so rows can be rasterized in any order, by several rasterizers at once
    /// (``fill(_:into:rows:)``).
    struct EdgeTable: Sendable {
        fileprivate(set) var edges: [Edge]
        let rule: FillRule
        let antialiased: Bool
        var isEmpty: Bool { edges.isEmpty }

        /// Empties the table, handing over its edges' storage for the next one.
        mutating func takeStorage() -> [Edge] {
            var storage: [Edge] = []
            swap(&storage, &edges)
            return storage
        }
    }

    /// Writes the coverage of `polygons` (every subpath taken as closed) into `mask`, whose
    /// pixel (0, 0) is the square at `origin` in the polygons' coordinates. Coverage
    /// outside the mask is dropped. `antialiased: false` fills pixels whose centres are
    /// inside, with full coverage. The mask must be clear (new or reset).
    func fill(_ polygons: Polyline, rule: FillRule, antialiased: Bool, into mask: AlphaMask,
              origin: (x: Int, y: Int)) {
        var table = EdgeTable(edges: [], rule: rule, antialiased: antialiased)
        // The scratch's edge storage serves the table, so a fill allocates nothing.
        swap(&table.edges, &scratch.edges)
        defer { swap(&table.edges, &scratch.edges) }
        Self.collect(polygons, origin: origin, height: mask.height, into: &table.edges)
        fill(table, into: mask, rows: 0..<mask.height)
    }

    /// The edges of `polygons` for a mask `height` rows tall whose pixel (0, 0) is the
    /// square at `origin`: made once, shared by the rasterizers that fill its rows.
    /// The edges of `polygons`, in new storage.
    static func edgeTable(_ polygons: Polyline, rule: FillRule, antialiased: Bool, height: Int,
                          origin: (x: Int, y: Int)) -> EdgeTable {
        var storage: [Edge] = []
        return edgeTable(polygons, rule: rule, antialiased: antialiased, height: height, origin: origin, storage: &storage)
    }

    /// The table takes `storage` (an old table's, ``EdgeTable/takeStorage()``): one no
    /// bigger than it allocates nothing.
    static func edgeTable(_ polygons: Polyline, rule: FillRule, antialiased: Bool, height: Int,
                          origin: (x: Int, y: Int), storage: inout [Edge]) -> EdgeTable {
        var edges: [Edge] = []
        swap(&edges, &storage)
        collect(polygons, origin: origin, height: height, into: &edges)
        return EdgeTable(edges: edges, rule: rule, antialiased: antialiased)
    }

    private static func collect(_ polygons: Polyline, origin: (x: Int, y: Int), height: Int, into edges: inout [Edge]) {
        let ox = Double(origin.x), oy = Double(origin.y)
        edges.removeAll(keepingCapacity: true)
        // At most an edge per point.
        edges.reserveGrowing(polygons.points.count)
        for sub in polygons.subpaths {
            let pts = polygons.points(of: sub)
            guard pts.count >= 2 else { continue }
            var prev = pts[pts.endIndex - 1]
            for p in pts {
                addEdge(Point(x: prev.x - ox, y: prev.y - oy), Point(x: p.x - ox, y: p.y - oy), maxY: Double(height),
                        to: &edges)
                prev = p
            }
        }
        edges.heapSort { $0.yTop < $1.yTop }
    }

    /// Writes the coverage of `table`'s shape into the mask rows `rows` (and no others),
    /// which must be clear: a new or reset mask, each row filled once.
    func fill(_ table: EdgeTable, into mask: AlphaMask, rows: Range<Int>) {
        // The scratch arrays are moved into locals for the loops: a class's stored arrays
        // pay a dynamic exclusivity check on every access, which dominated big shapes.
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        let edges = table.edges, rule = table.rule
        let w = mask.width, h = min(mask.height, rows.upperBound)
        // Read once per call: the workers filling a shared mask's rows read it together.
        let edgesOnly = mask.holdsEdgesOnly ? mask.strips : nil
        guard !edges.isEmpty else { return }
        // As wide as the mask can grow: a growing shape's rows widen every frame.
        if s.cover.count < w + 2 { s.grow(toWidth: max(w, mask.capacityWidth)) }
        s.active.reserveGrowing(edges.count)
        s.crossings.reserveGrowing(edges.count)
        let samples = table.antialiased ? Self.subScanlines : 1
        let weight = Float(1) / Float(samples)
        // Clamped before converting: a far-off edge's yTop can be below Int.min.
        let firstRow = max(Int(max(0, edges[0].yTop).rounded(.down)), rows.lowerBound)
        var next = 0
        s.active.removeAll(keepingCapacity: true)

        for row in firstRow..<max(h, firstRow) {
            var k = 0
            while k < samples {
                let y = Double(row) + (Double(k) + 0.5) / Double(samples)
                while next < edges.count && edges[next].yTop <= y { s.active.append(next); next += 1 }
                s.crossings.removeAll(keepingCapacity: true)
                var i = 0
                while i < s.active.count {
                    let e = edges[s.active[i]]
                    if e.yBottom <= y { s.active.swapAt(i, s.active.count - 1); s.active.removeLast(); continue }
                    if e.yTop <= y { s.crossings.append(Crossing(x: e.xAtTop + (y - e.yTop) * e.dxdy, winding: e.winding)) }
                    i += 1
                }
                // Where every edge in the row is upright and runs through it, each sample
                // line crosses the same places: the first one's spans are added again for
                // the others, the same sums as finding them anew (a tall shape's sides).
                let steady = k == 0 && usesSteadyRows
                    && Self.isSteady(row: row, samples: samples, edges: edges, next: next, active: s.active)
                let repeats = steady ? samples : 1
                if s.crossings.count >= 2 {
                    s.crossings.sortWithoutAllocating { $0.x < $1.x }
                    for _ in 0..<repeats { Self.addSpans(rule, weight, table.antialiased, w, &s) }
                }
                k += repeats
            }
            if !s.events.isEmpty { Self.emitRow(row, mask, &s, strips: edgesOnly) }
            if next >= edges.count && s.active.isEmpty { break }
        }
    }

    /// Whether every sample line of `row` crosses the same edges at the same places: no
    /// edge starts or ends within the row, and every one that crosses it is upright.
    private static func isSteady(row: Int, samples: Int, edges: [Edge], next: Int, active: [Int]) -> Bool {
        guard samples > 1 else { return false }
        let lastY = Double(row) + (Double(samples) - 0.5) / Double(samples)
        if next < edges.count && edges[next].yTop <= lastY { return false }
        for a in active {
            let e = edges[a]
            if e.dxdy != 0 || e.yBottom <= lastY { return false }
        }
        return true
    }

    /// Adds the spans inside the shape along one sample line, from its sorted crossings.
    private static func addSpans(_ rule: FillRule, _ weight: Float, _ antialiased: Bool, _ w: Int, _ s: inout Scratch) {
        var winding = 0
        var spanStart = 0.0
        for j in 0..<s.crossings.count {
            let c = s.crossings[j]
            let wasInside = rule.isInside(winding)
            winding += c.winding
            let isInside = rule.isInside(winding)
            if !wasInside && isInside { spanStart = c.x }
            else if wasInside && !isInside { addSpan(spanStart, c.x, weight, antialiased, w, &s) }
        }
    }

    /// False finds every sample line's crossings anew, as before steady rows: tests
    /// compare the two.
    var usesSteadyRows = true

    /// Makes room for rows `width` pixels wide and shapes of `edges` edges, so that the
    /// first frames of a shape growing over the target grow nothing.
    func reserve(width: Int, edges: Int) {
        if scratch.cover.count < width + 2 { scratch.grow(toWidth: width) }
        scratch.edges.reserveGrowing(edges)
        scratch.active.reserveGrowing(edges)
        scratch.crossings.reserveGrowing(edges)
    }

    /// The rasterizer's reusable buffers.
    private struct Scratch {
        var edges: [Edge] = []
        var active: [Int] = []
        var crossings: [Crossing] = []
        var cover: [Float] = []
        var run: [Float] = []
        /// The pixels of the current row whose `cover` or `run` an edge touched, each once
        /// (`marked` says which are listed already).
        var events: [Int32] = []
        var marked: [Bool] = []

        mutating func touch(_ i: Int) {
            if !marked[i] { marked[i] = true; events.append(Int32(i)) }
        }

        /// Room for rows `width` pixels wide, at least doubled: a shape that grows a
        /// little every frame (a pressed card's border, the splash's hole) would otherwise
        /// reallocate its rows every frame. A row touches each pixel once at most, so
        /// `events` never grows past it either.
        mutating func grow(toWidth width: Int) {
            let count = max(width + 2, 2 * cover.count)
            cover = [Float](repeating: 0, count: count)
            run = [Float](repeating: 0, count: count)
            marked = [Bool](repeating: false, count: count)
            events.reserveCapacity(count)
        }
    }

    private var scratch = Scratch()

    private static func addEdge(_ a: Point, _ b: Point, maxY: Double, to edges: inout [Edge]) {
        guard a.y != b.y, a.isFinite, b.isFinite else { return }
        let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        guard bottom.y > 0, top.y < maxY else { return }
        edges.append(Edge(yTop: top.y, yBottom: bottom.y, xAtTop: top.x,
                          dxdy: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
    }


    /// Adds the span [x0, x1) of one sub-scanline: partial pixels at its ends, a run between.
    private static func addSpan(_ a: Double, _ b: Double, _ weight: Float, _ antialiased: Bool, _ w: Int,
                                _ s: inout Scratch) {
        // A crossing far off an almost horizontal edge can be NaN or infinite.
        guard a.isFinite || b.isFinite, !a.isNaN, !b.isNaN else { return }
        if !antialiased {
            let i0 = max(0, Int(min(max((a - 0.5).rounded(.up), -1), Double(w + 1))))
            let i1 = min(w, Int(min(max((b - 0.5).rounded(.up), -1), Double(w + 1))))
            guard i1 > i0 else { return }
            s.run[i0] += weight; s.run[i1] -= weight
            s.touch(i0); s.touch(i1)
            return
        }
        let x0 = min(max(a, 0), Double(w)), x1 = min(max(b, 0), Double(w))
        guard x1 > x0 else { return }
        let i0 = Int(x0), i1 = Int(x1)
        if i0 == i1 {
            s.cover[i0] += Float(x1 - x0) * weight
            s.touch(i0)
        } else {
            s.cover[i0] += Float(Double(i0 + 1) - x0) * weight
            s.run[i0 + 1] += weight; s.run[i1] -= weight
            s.cover[i1] += Float(x1 - Double(i1)) * weight
            s.touch(i0); s.touch(i0 + 1); s.touch(i1)
        }
    }

    /// Writes one row: the touched pixels one by one, the constant spans between them
    /// with `memset`, then clears the scratch it read. Works on raw buffers: no
    /// per-pixel exclusivity or bounds checks.
    ///
    /// The row is clear (a new or reset mask) and each of its pixels is written once, so
    /// coverage is stored, never added to what is there: a new mask's page is then
    /// first touched by a write. Read first, Linux maps it to the shared zero page, and
    /// the write that follows copies it and flushes the other threads' TLBs: on a 4K
    /// screen, where the splash's hole makes masks of several megabytes, that cost more
    /// than the rasterizing.
    /// With `strips`, whole coverage inside their solid spans is left unwritten (the mask
    /// ``AlphaMask/holdsEdgesOnly``).
    private static func emitRow(_ row: Int, _ mask: AlphaMask, _ s: inout Scratch, strips: CoverageStrips?) {
        s.events.sortWithoutAllocating(by: <)
        let line = mask.bytes + row * mask.stride
        let width = mask.width
        let solid = strips?.spans(inBand: row / CoverageStrips.bandHeight) ?? []
        s.cover.withUnsafeMutableBufferPointer { cover in
            s.run.withUnsafeMutableBufferPointer { run in
                s.marked.withUnsafeMutableBufferPointer { marked in
                    s.events.withUnsafeBufferPointer { events in
                        guard let c = cover.baseAddress, let r = run.baseAddress, let m = marked.baseAddress else { return }
                        var acc: Float = 0
                        var next = Int(events[0])   // the first pixel not written yet
                        var nextSolid = solid.startIndex   // the first solid span not passed yet
                        for e in events {
                            let i = Int(e)
                            if next < i {
                                fillSpan(line, from: next, to: min(i, width), value: acc, skipping: solid, from: &nextSolid)
                            }
                            acc += r[i]
                            if i < width { line[i] = UInt8(quantize(acc + c[i])) }
                            c[i] = 0; r[i] = 0; m[i] = false
                            next = i + 1
                        }
                    }
                }
            }
        }
        s.events.removeAll(keepingCapacity: true)
    }

    /// Writes `value` (0…1, clamped) of coverage to the pixels from `start` to `end`;
    /// none is already there.
    @inline(__always)
    private static func fillSpan(_ line: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, value: Float) {
        guard end > start else { return }
        let v = quantize(value)
        if v != 0 { (line + start).update(repeating: UInt8(v), count: end - start) }
    }

    /// The same, except that whole coverage is not written inside the `spans` that are
    /// solid (none: every byte is written). Calls come left to right along a row: `index`
    /// is the first span not passed.
    private static func fillSpan(_ line: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, value: Float,
                                 skipping spans: ArraySlice<CoverageStrips.Span>, from index: inout Int) {
        guard end > start, quantize(value) == 255 else {
            fillSpan(line, from: start, to: end, value: value)
            return
        }
        while index < spans.endIndex, Int(spans[index].x1) <= start { index += 1 }
        var x = start, i = index
        while x < end, i < spans.endIndex, Int(spans[i].x0) < end {
            let span = spans[i]
            i += 1
            guard span.isSolid else { continue }
            if Int(span.x0) > x { (line + x).update(repeating: 255, count: Int(span.x0) - x) }
            x = max(x, Int(span.x1))
        }
        if x < end { (line + x).update(repeating: 255, count: end - x) }
    }

    /// Coverage 0…1 (clamped) as 0…255, rounded.
    @inline(__always)
    private static func quantize(_ value: Float) -> Int {
        let clamped = value < 0 ? 0 : (value > 1 ? 1 : value)
        return Int(clamped * 255 + 0.5)
    }
}
