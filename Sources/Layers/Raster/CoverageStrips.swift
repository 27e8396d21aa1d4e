/// Where a big shape's coverage mask is whole, where it is empty, and where its edges
/// are, in bands of rows: the "sparse strips" of vello_cpu, worked out from the
/// shape's edges rather than read back from its pixels.
///
/// A mask the size of the screen (the splash's logo-shaped hole as it grows) is nearly
/// all 0 or 255. Composited through as one rectangle, every pixel of it pays for a
/// masked, often resampled, composite. Cut into strips, the inside is a plain copy or
/// fill, the outside is skipped, and only the pixels along the edges go through the
/// mask. The pixels are the same: inside a strip's solid span every sub-scanline covers
/// every pixel whole, which the rasterizer sums to exactly 255.
///
/// For each band of ``bandHeight`` rows, every segment of the outline crossing the band
/// marks the pixels it passes (plus one on either side), horizontal ones included;
/// between the marked spans no segment passes, so the winding number, found once in the
/// band's middle, holds for the whole span.
struct CoverageStrips: Sendable {
    /// Rows per band: thinner bands hug slanted edges closer but cost a composite each.
    static let bandHeight = 16

    /// A run of pixels within one band: whole coverage, or edges to draw through the mask.
    struct Span: Sendable {
        var x0: Int32
        var x1: Int32
        var isSolid: Bool
    }

    let width: Int
    let height: Int
    /// Every band's spans, left to right; band `b`'s are `spans[bandEnds[b - 1]..<bandEnds[b]]`.
    private(set) var spans: [Span] = []
    private var bandEnds: [Int] = []

    /// Working storage kept between masks (a growing hole makes a mask a frame).
    struct Scratch {
        fileprivate var marks: [(band: Int, x0: Int, x1: Int)] = []
        fileprivate var active: [Int] = []
        fileprivate var crossings: [(x: Double, winding: Int)] = []

        /// Room for outlines of `points` points over `height` rows.
        mutating func reserve(points: Int, height: Int) {
            marks.reserveGrowing(CoverageStrips.markCount(points: points, height: height))
            active.reserveGrowing(points)
            crossings.reserveGrowing(points)
        }
    }

    /// No strips yet, only room for those of an outline of `points` points over
    /// `height` rows: what a mask made ahead holds for the shape that first uses it.
    init(reservingFor points: Int, height: Int) {
        width = 0
        self.height = 0
        let bands = (height + Self.bandHeight - 1) / Self.bandHeight
        spans.reserveCapacity(2 * Self.markCount(points: points, height: height) + bands)
        bandEnds.reserveCapacity(bands)
    }

    /// The marks an outline of `points` points over `height` rows makes at most: one per
    /// segment, and two more per band it crosses.
    static func markCount(points: Int, height: Int) -> Int {
        points + 2 * ((height + bandHeight - 1) / bandHeight)
    }

    /// Strips with no storage reused.
    init(_ table: PathRasterizer.EdgeTable, of polygons: Polyline, origin: (x: Int, y: Int), width: Int, height: Int,
         scratch: inout Scratch) {
        var none: CoverageStrips?
        self.init(table, of: polygons, origin: origin, width: width, height: height, reusing: &none, scratch: &scratch)
    }

    /// The strips of `polygons` (every subpath closed), which `table` holds as the edges
    /// of a `width` × `height` mask whose pixel (0, 0) is the square at `origin`.
    /// Horizontal segments, which the table leaves out, bound the coverage too. The
    /// storage of `old` strips (a reused mask's) and of `scratch` is reused.
    init(_ table: PathRasterizer.EdgeTable, of polygons: Polyline, origin: (x: Int, y: Int), width: Int, height: Int,
         reusing old: inout CoverageStrips?, scratch: inout Scratch) {
        self.width = width
        self.height = height
        if var used = old.take() {
            // Moved, not copied: emptying them keeps their storage without a copy.
            swap(&spans, &used.spans)
            swap(&bandEnds, &used.bandEnds)
            spans.removeAll(keepingCapacity: true)
            bandEnds.removeAll(keepingCapacity: true)
        }
        let bands = (height + Self.bandHeight - 1) / Self.bandHeight
        Self.edgeSpans(polygons, origin: origin, bands: bands, width: width, into: &scratch.marks)
        scratch.marks.sortWithoutAllocating { ($0.band, $0.x0) < ($1.band, $1.x0) }
        let marks = scratch.marks
        // At most a solid span before each merged edge span, and one after the last, per band.
        spans.reserveGrowing(2 * marks.count + bands)
        bandEnds.reserveGrowing(bands)
        scratch.active.reserveGrowing(table.edges.count)
        scratch.crossings.reserveGrowing(table.edges.count)
        scratch.active.removeAll(keepingCapacity: true)
        var nextEdge = 0, mark = 0
        for band in 0..<bands {
            let y0 = band * Self.bandHeight, y1 = min(y0 + Self.bandHeight, height)
            let middle = Double(y0 + y1) / 2
            Self.crossings(at: middle, table.edges, active: &scratch.active, next: &nextEdge, into: &scratch.crossings)
            let crossings = scratch.crossings
            var x = 0, crossing = 0, winding = 0
            while x < width {
                // The next marked (edge) span of this band, merged with those it touches.
                var edgeStart = width, edgeEnd = width
                if mark < marks.count, marks[mark].band == band {
                    edgeStart = max(marks[mark].x0, x)
                    edgeEnd = marks[mark].x1
                    mark += 1
                    while mark < marks.count, marks[mark].band == band, marks[mark].x0 <= edgeEnd {
                        edgeEnd = max(edgeEnd, marks[mark].x1)
                        mark += 1
                    }
                }
                if edgeStart > x {
                    // No edge between x and edgeStart: inside or outside throughout.
                    let probe = Double(x + edgeStart) / 2
                    while crossing < crossings.count, crossings[crossing].x < probe {
                        winding += crossings[crossing].winding
                        crossing += 1
                    }
                    if table.rule.isInside(winding) { spans.append(Span(x0: Int32(x), x1: Int32(edgeStart), isSolid: true)) }
                }
                if edgeEnd > edgeStart { spans.append(Span(x0: Int32(edgeStart), x1: Int32(edgeEnd), isSolid: false)) }
                x = max(edgeEnd, x + 1)
            }
            while mark < marks.count, marks[mark].band == band { mark += 1 }
            bandEnds.append(spans.count)
        }
    }

    /// The pixels each segment passes in each band it crosses, one wider on either side
    /// (antialiasing reaches the neighbours of a pixel an edge ends in), within the mask.
    private static func edgeSpans(_ polygons: Polyline, origin: (x: Int, y: Int), bands: Int, width: Int,
                                  into marks: inout [(band: Int, x0: Int, x1: Int)]) {
        marks.removeAll(keepingCapacity: true)
        // A mark per segment and per band it crosses: a closed outline crosses each band twice at least.
        marks.reserveGrowing(markCount(points: polygons.points.count, height: bands * bandHeight))
        let limit = Double(width + 1), height = Double(bands * bandHeight)
        let ox = Double(origin.x), oy = Double(origin.y)
        func mark(_ a: Point, _ b: Point) {
            let (top, bottom) = a.y <= b.y ? (a, b) : (b, a)
            let y0 = max(top.y, 0), y1 = min(bottom.y, height)
            guard y1 >= y0, top.isFinite, bottom.isFinite, y0 < height else { return }
            let slope = bottom.y > top.y ? (bottom.x - top.x) / (bottom.y - top.y) : 0
            var band = Int(y0) / bandHeight
            repeat {
                let ya = max(y0, Double(band * bandHeight)), yb = min(y1, Double((band + 1) * bandHeight))
                let xa = bottom.y > top.y ? top.x + (ya - top.y) * slope : top.x
                let xb = bottom.y > top.y ? top.x + (yb - top.y) * slope : bottom.x
                let lo = min(max(min(xa, xb), -1), limit), hi = min(max(max(xa, xb), -1), limit)
                let x0 = max(Int(lo.rounded(.down)) - 1, 0), x1 = min(Int(hi.rounded(.up)) + 1, width)
                if x1 > x0 { marks.append((band, x0, x1)) }
                band += 1
            } while band < bands && Double(band * bandHeight) < y1
        }
        for sub in polygons.subpaths {
            let points = polygons.points(of: sub)
            guard points.count >= 2 else { continue }
            var previous = points[points.endIndex - 1]
            for p in points {
                mark(Point(x: previous.x - ox, y: previous.y - oy), Point(x: p.x - ox, y: p.y - oy))
                previous = p
            }
        }
    }

    /// The crossings of the horizontal line at `y` with the edges, left to right:
    /// `active` holds the edges begun by `y`, `next` the first edge not yet begun.
    private static func crossings(at y: Double, _ edges: [PathRasterizer.Edge], active: inout [Int], next: inout Int,
                                  into crossings: inout [(x: Double, winding: Int)]) {
        while next < edges.count && edges[next].yTop <= y { active.append(next); next += 1 }
        crossings.removeAll(keepingCapacity: true)
        var i = 0
        while i < active.count {
            let e = edges[active[i]]
            if e.yBottom <= y { active.swapAt(i, active.count - 1); active.removeLast(); continue }
            crossings.append((e.xAtTop + (y - e.yTop) * e.dxdy, e.winding))
            i += 1
        }
        crossings.sortWithoutAllocating { $0.x < $1.x }
    }

    /// Band `band`'s spans (rows `band × bandHeight` on), left to right.
    func spans(inBand band: Int) -> ArraySlice<Span> { spans[(band == 0 ? 0 : bandEnds[band - 1])..<bandEnds[band]] }

    /// Calls `body` with each span inside `rect` (mask pixels), cut to it, band by band:
    /// the rectangle and whether its coverage is whole (else it goes through the mask).
    /// Pixels in no span have no coverage.
    func forEachSpan(in rect: PixelRect, _ body: (PixelRect, Bool) -> Void) {
        let clip = rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !clip.isEmpty else { return }
        let first = clip.y / Self.bandHeight, last = (clip.maxY - 1) / Self.bandHeight
        for band in first...last {
            let rows = PixelRect(x: 0, y: band * Self.bandHeight, width: width, height: Self.bandHeight).intersection(clip)
            for s in spans(inBand: band) {
                let r = PixelRect(x: Int(s.x0), y: rows.y, width: Int(s.x1 - s.x0), height: rows.height).intersection(clip)
                if !r.isEmpty { body(r, s.isSolid) }
            }
        }
    }
}
