/// The exact coverage of a rectangle with fractional edges, as at most nine pixel
/// rectangles of constant coverage: the inside (1), the four edge strips and the four
/// corner pixels. Filling them with scaled solid colours draws an antialiased rectangle
/// with no mask at all, at the speed of a plain fill.
struct RectCoverage {
    let x0, y0, x1, y1: Double

    /// Calls `body` with each piece inside `box` and its coverage (0 < coverage ≤ 1).
    func forEachPiece(in box: PixelRect, _ body: (PixelRect, Double) -> Void) {
        guard x1 > x0, y1 > y0, !box.isEmpty else { return }
        var columns = (Self.Band(), Self.Band(), Self.Band())
        var rows = (Self.Band(), Self.Band(), Self.Band())
        Self.bands(x0, x1, box.minX, box.maxX, &columns)
        Self.bands(y0, y1, box.minY, box.maxY, &rows)
        for i in 0..<3 {
            let r = Self.pick(rows, i)
            guard r.count > 0 else { continue }
            for j in 0..<3 {
                let c = Self.pick(columns, j)
                guard c.count > 0 else { continue }
                let coverage = r.coverage * c.coverage
                if coverage > 0 { body(PixelRect(x: c.start, y: r.start, width: c.count, height: r.count), coverage) }
            }
        }
    }

    private static func pick(_ t: (Band, Band, Band), _ i: Int) -> Band { i == 0 ? t.0 : i == 1 ? t.1 : t.2 }

    /// A run of pixel columns (or rows) with the same coverage.
    struct Band { var start = 0, count = 0, coverage = 0.0 }

    /// Splits [a, b] into first pixel, whole pixels and last pixel, clipped to [lo, hi).
    private static func bands(_ a: Double, _ b: Double, _ lo: Int, _ hi: Int, _ out: inout (Band, Band, Band)) {
        let limit = Double(1 << 28)
        let first = Int(max(min(a.rounded(.down), limit), -limit)), end = Int(max(min(b.rounded(.up), limit), -limit))
        func cover(_ i: Int) -> Double { max(0, min(b, Double(i + 1)) - max(a, Double(i))) }
        func band(_ s: Int, _ e: Int, _ c: Double) -> Band {
            let s2 = max(s, lo), e2 = min(e, hi)
            return e2 > s2 ? Band(start: s2, count: e2 - s2, coverage: c) : Band()
        }
        if end - first == 1 {
            out.0 = band(first, end, cover(first))
        } else {
            out.0 = band(first, first + 1, cover(first))
            out.1 = band(first + 1, end - 1, 1)
            out.2 = band(end - 1, end, cover(end - 1))
        }
    }
}
