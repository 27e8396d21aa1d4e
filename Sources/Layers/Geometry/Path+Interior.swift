extension Path {
    /// A large rectangle the path's fill covers entirely, or nil when it finds none:
    /// where a mask made of the path passes everything whole. A mask that grows and
    /// turns (the splash's logo-shaped hole) then changes nothing inside what both
    /// frames' rectangles cover, and only the ring around it is drawn again.
    ///
    /// The path is cut into `bands` horizontal bands over its bounding box. In each, every
    /// segment crossing it marks the x it spans; between the marks the winding number is
    /// the same throughout, found once at the band's middle, so a span there that `rule`
    /// fills is covered on every row of the band. The rectangle is the largest made of
    /// consecutive bands and the part of one such span they share: conservative, never
    /// past the fill.
    public func interiorRect(rule: FillRule = .nonZero, bands: Int = 48) -> Rect? {
        // Chords stray outside concave curves by up to the tolerance: the rectangle keeps
        // that far in.
        let tolerance = boundingBox.height / Double(max(bands, 1) * 8)
        let polygon = flattened(tolerance: tolerance)
        let box = polygon.boundingBox
        guard !box.isNull, box.width > 0, box.height > 0, bands > 0 else { return nil }
        let step = box.height / Double(bands)
        // Scratch shared by the bands: a mask's interior is found once per path, with a
        // handful of allocations rather than a few per band.
        var marks: [(Double, Double)] = [], crossings: [(x: Double, winding: Int)] = []
        let solid = (0..<bands).map { band in
            Self.widestSolidSpan(of: polygon, rule: rule, y0: box.minY + Double(band) * step,
                                 y1: box.minY + Double(band + 1) * step, marks: &marks, crossings: &crossings)
        }
        var best: Rect?
        for first in 0..<bands {
            var span = solid[first]
            for last in first..<bands {
                if last > first { span = (max(span.lower, solid[last].lower), min(span.upper, solid[last].upper)) }
                guard span.upper > span.lower else { break }
                let area = (span.upper - span.lower) * Double(last - first + 1) * step
                if area > (best.map { $0.width * $0.height } ?? 0) {
                    best = Rect(x: span.lower, y: box.minY + Double(first) * step, width: span.upper - span.lower,
                                height: Double(last - first + 1) * step)
                }
            }
        }
        guard let found = best, found.width > 2 * tolerance, found.height > 2 * tolerance else { return nil }
        return found.insetBy(dx: tolerance, dy: tolerance)
    }

    /// The widest x-interval that the fill covers on every row between `y0` and `y1`
    /// (empty: lower ≥ upper).
    private static func widestSolidSpan(of polygon: Polyline, rule: FillRule, y0: Double, y1: Double,
                                        marks: inout [(Double, Double)], crossings: inout [(x: Double, winding: Int)])
        -> (lower: Double, upper: Double) {
        marks.removeAll(keepingCapacity: true)
        crossings.removeAll(keepingCapacity: true)
        let middle = (y0 + y1) / 2
        for sub in polygon.subpaths {
            let points = polygon.points(of: sub)
            guard points.count >= 2 else { continue }
            var a = points[points.endIndex - 1]
            for b in points {
                defer { a = b }
                let (top, bottom) = a.y <= b.y ? (a, b) : (b, a)
                guard bottom.y >= y0, top.y <= y1 else { continue }
                // Where the segment is within the band.
                func x(at y: Double) -> Double { bottom.y > top.y ? top.x + (y - top.y) * (bottom.x - top.x) / (bottom.y - top.y) : top.x }
                let xa = x(at: max(top.y, y0)), xb = bottom.y > top.y ? x(at: min(bottom.y, y1)) : bottom.x
                marks.append((min(xa, xb), max(xa, xb)))
                if top.y <= middle, bottom.y > middle { crossings.append((x(at: middle), a.y < b.y ? 1 : -1)) }
            }
        }
        marks.sortWithoutAllocating { $0.0 < $1.0 }
        crossings.sortWithoutAllocating { $0.x < $1.x }
        var best = (lower: 0.0, upper: 0.0)
        var x = -Double.infinity, mark = 0, crossing = 0, winding = 0
        while x < .infinity {
            // The next stretch free of marks: [x, next mark's start).
            let end = mark < marks.count ? marks[mark].0 : .infinity
            if end > x, x > -.infinity, end < .infinity {
                let probe = (x + end) / 2
                while crossing < crossings.count, crossings[crossing].x < probe {
                    winding += crossings[crossing].winding
                    crossing += 1
                }
                if rule.isInside(winding), end - x > best.upper - best.lower { best = (x, end) }
            }
            guard mark < marks.count else { break }
            x = max(x, marks[mark].1)
            mark += 1
        }
        return best
    }
}
