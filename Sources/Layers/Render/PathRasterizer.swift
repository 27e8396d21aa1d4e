/// Turns polygons into antialiased coverage: a scanline rasterizer with sub-scanlines.
///
/// Every pixel row is sampled by ``subScanlines`` horizontal lines. On each, the edges'
/// crossings are sorted and walked with the fill rule, which makes even-odd and non-zero
/// both exact however the polygons overlap; each inside span then adds its *exact*
/// horizontal extent (fractional at both ends) to the row. Vertical resolution is
/// 1/``subScanlines`` of a pixel, horizontal is exact: near-vertical edges, the common
/// case for UI shapes, come out perfectly smooth.
///
/// A class holding its scratch arrays, so rasterizing allocates only when a shape is
/// bigger than any before it.
final class PathRasterizer {
    /// Samples per pixel row: 16 gives 17 coverage levels on near-horizontal edges.
    static let subScanlines = 16

    private struct Edge {
        var yTop, yBottom, xAtTop, dxdy: Double
        var winding: Int
    }
    private struct Crossing { var x: Double; var winding: Int }


    /// Adds the coverage of `polygons` (every subpath taken as closed) to `mask`, whose
    /// pixel (0, 0) is the square at `origin` in the polygons' coordinates. Coverage
    /// outside the mask is dropped. `antialiased: false` fills pixels whose centres are
    /// inside, with full coverage.
    func fill(_ polygons: Polyline, rule: FillRule, antialiased: Bool, into mask: AlphaMask,
              origin: (x: Int, y: Int)) {
        // The scratch arrays are moved into locals for the loops: a class's stored arrays
        // pay a dynamic exclusivity check on every access, which dominated big shapes.
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        let w = mask.width, h = mask.height
        let ox = Double(origin.x), oy = Double(origin.y)
        s.edges.removeAll(keepingCapacity: true)
        for sub in polygons.subpaths {
            let pts = polygons.points(of: sub)
            guard pts.count >= 2 else { continue }
            var prev = pts[pts.endIndex - 1]
            for p in pts {
                Self.addEdge(Point(x: prev.x - ox, y: prev.y - oy), Point(x: p.x - ox, y: p.y - oy), maxY: Double(h),
                             to: &s.edges)
                prev = p
            }
        }
        guard !s.edges.isEmpty else { return }
        s.edges.sort { $0.yTop < $1.yTop }

        if s.cover.count < w + 2 {
            s.cover = [Float](repeating: 0, count: w + 2)
            s.run = [Float](repeating: 0, count: w + 2)
        }
        let samples = antialiased ? Self.subScanlines : 1
        let weight = Float(1) / Float(samples)
        // Clamped before converting: a far-off edge's yTop can be below Int.min.
        let firstRow = Int(max(0, s.edges[0].yTop).rounded(.down))
        var next = 0
        s.active.removeAll(keepingCapacity: true)

        for row in firstRow..<h {
            var touchedLow = w, touchedHigh = -1
            for k in 0..<samples {
                let y = Double(row) + (Double(k) + 0.5) / Double(samples)
                while next < s.edges.count && s.edges[next].yTop <= y { s.active.append(next); next += 1 }
                s.crossings.removeAll(keepingCapacity: true)
                var i = 0
                while i < s.active.count {
                    let e = s.edges[s.active[i]]
                    if e.yBottom <= y { s.active.swapAt(i, s.active.count - 1); s.active.removeLast(); continue }
                    if e.yTop <= y { s.crossings.append(Crossing(x: e.xAtTop + (y - e.yTop) * e.dxdy, winding: e.winding)) }
                    i += 1
                }
                if s.crossings.count < 2 { continue }
                // Insertion sort for the usual handful; a shape with thousands of edges
                // across one line (a fuzzer's zig-zag) must not cost n² per sub-scanline.
                if s.crossings.count <= 32 {
                    Self.insertionSort(&s.crossings)
                } else {
                    s.crossings.sort { $0.x < $1.x }
                }
                var winding = 0
                var spanStart = 0.0
                for c in s.crossings {
                    let wasInside = rule.isInside(winding)
                    winding += c.winding
                    let isInside = rule.isInside(winding)
                    if !wasInside && isInside { spanStart = c.x }
                    else if wasInside && !isInside {
                        Self.addSpan(spanStart, c.x, weight, antialiased, w, &touchedLow, &touchedHigh, &s.cover, &s.run)
                    }
                }
            }
            if touchedHigh >= touchedLow { Self.emitRow(row, mask, touchedLow, touchedHigh, &s.cover, &s.run) }
            if next >= s.edges.count && s.active.isEmpty { break }
        }
    }

    /// The rasterizer's reusable buffers.
    private struct Scratch {
        var edges: [Edge] = []
        var active: [Int] = []
        var crossings: [Crossing] = []
        var cover: [Float] = []
        var run: [Float] = []
    }

    private var scratch = Scratch()

    private static func addEdge(_ a: Point, _ b: Point, maxY: Double, to edges: inout [Edge]) {
        guard a.y != b.y, a.isFinite, b.isFinite else { return }
        let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        guard bottom.y > 0, top.y < maxY else { return }
        edges.append(Edge(yTop: top.y, yBottom: bottom.y, xAtTop: top.x,
                          dxdy: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
    }

    private static func insertionSort(_ crossings: inout [Crossing]) {
        for i in 1..<crossings.count {
            let c = crossings[i]
            var j = i - 1
            while j >= 0 && crossings[j].x > c.x { crossings[j + 1] = crossings[j]; j -= 1 }
            crossings[j + 1] = c
        }
    }

    /// Adds the span [x0, x1) of one sub-scanline: partial pixels at its ends, a run between.
    private static func addSpan(_ a: Double, _ b: Double, _ weight: Float, _ antialiased: Bool, _ w: Int,
                                _ low: inout Int, _ high: inout Int, _ cover: inout [Float], _ run: inout [Float]) {
        // A crossing far off an almost horizontal edge can be NaN or infinite.
        guard a.isFinite || b.isFinite, !a.isNaN, !b.isNaN else { return }
        if !antialiased {
            let i0 = max(0, Int(min(max((a - 0.5).rounded(.up), -1), Double(w + 1))))
            let i1 = min(w, Int(min(max((b - 0.5).rounded(.up), -1), Double(w + 1))))
            guard i1 > i0 else { return }
            run[i0] += weight; run[i1] -= weight
            low = min(low, i0); high = max(high, i1)
            return
        }
        let x0 = min(max(a, 0), Double(w)), x1 = min(max(b, 0), Double(w))
        guard x1 > x0 else { return }
        let i0 = Int(x0), i1 = Int(x1)
        if i0 == i1 {
            cover[i0] += Float(x1 - x0) * weight
        } else {
            cover[i0] += Float(Double(i0 + 1) - x0) * weight
            run[i0 + 1] += weight; run[i1] -= weight
            cover[i1] += Float(x1 - Double(i1)) * weight
        }
        low = min(low, i0); high = max(high, i1)
    }

    /// Runs once per pixel of every row the shape touches: it works on raw buffers, so
    /// a big shape (the splash mask fills the window) costs no per-pixel exclusivity or
    /// bounds checks.
    private static func emitRow(_ row: Int, _ mask: AlphaMask, _ low: Int, _ high: Int,
                                _ cover: inout [Float], _ run: inout [Float]) {
        let line = mask.bytes + row * mask.stride
        let last = min(high, mask.width - 1)
        cover.withUnsafeMutableBufferPointer { cover in
            run.withUnsafeMutableBufferPointer { run in
                guard let c = cover.baseAddress, let r = run.baseAddress, high < cover.count else { return }
                var acc: Float = 0
                for i in low...high {
                    acc += r[i]
                    if i <= last {
                        let v = min(max(acc + c[i], 0), 1) * 255 + 0.5
                        let sum = Int(line[i]) + Int(v)
                        line[i] = UInt8(min(sum, 255))
                    }
                    c[i] = 0; r[i] = 0
                }
            }
        }
    }
}
