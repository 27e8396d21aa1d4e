import FoundationEssentials
import Glibc

/// Turns a flattened path into the polygons its stroke covers.
///
/// Each segment becomes a quadrilateral and each join and cap its own small polygon,
/// all wound the same way: filled with the non-zero rule their union is exactly the
/// stroke, with no need to compute an outline's self-intersections.
enum Stroker {
    /// Appends the stroke of `line` to `out` as closed polygons. `tolerance` is the
    /// allowed error in `line`'s units (it decides how round the round parts are).
    /// `start` and `end` (0…1) trim the stroke by arc length over all subpaths, as
    /// `strokeStart`/`strokeEnd` do.
    static func stroke(_ line: Polyline, style: StrokeStyle, start: Double = 0, end: Double = 1,
                       tolerance: Double, into out: inout Polyline) {
        let h = style.lineWidth / 2
        guard h > 0, h.isFinite else { return }
        let s = min(max(start.isFinite ? start : 0, 0), 1), e = min(max(end.isFinite ? end : 1, 0), 1)
        guard e > s else { return }
        let tol = max(tolerance, 1e-6)

        if s <= 0 && e >= 1 {
            for sub in line.subpaths { strokeRun(line.points(of: sub), closed: sub.isClosed, h, style, tol, &out) }
            return
        }
        // Trim: walk all subpaths as one length and keep [s·L, e·L].
        var total = 0.0
        for sub in line.subpaths { total += length(line.points(of: sub), closed: sub.isClosed) }
        let from = s * total, to = e * total
        var walked = 0.0
        var run: [Point] = []
        for sub in line.subpaths {
            var pts = Array(line.points(of: sub))
            if sub.isClosed, let first = pts.first { pts.append(first) }
            run.removeAll(keepingCapacity: true)
            for i in 1..<pts.count {
                let a = pts[i - 1], b = pts[i]
                let l = a.distance(to: b)
                let s0 = walked, s1 = walked + l
                walked = s1
                guard s1 > from, s0 < to, l > 0 else { continue }
                let ta = max(0, (from - s0) / l), tb = min(1, (to - s0) / l)
                let pa = a + (b - a) * ta, pb = a + (b - a) * tb
                if run.isEmpty || run[run.count - 1] != pa { run.append(pa) }
                run.append(pb)
            }
            let wholeLoop = sub.isClosed && walked - length(pts[...], closed: false) >= from && walked <= to
            if run.count >= 2 {
                if wholeLoop { run.removeLast() }
                strokeRun(run[...], closed: wholeLoop, h, style, tol, &out)
            }
        }
    }

    private static func length(_ pts: ArraySlice<Point>, closed: Bool) -> Double {
        var l = 0.0
        var prev: Point?
        for p in pts { if let q = prev { l += q.distance(to: p) }; prev = p }
        if closed, let f = pts.first, let last = pts.last { l += last.distance(to: f) }
        return l
    }

    private static func strokeRun(_ pts: ArraySlice<Point>, closed: Bool, _ h: Double, _ style: StrokeStyle,
                                  _ tol: Double, _ out: inout Polyline) {
        let n = pts.count
        guard n >= 2 else { return }
        let base = pts.startIndex
        func p(_ i: Int) -> Point { pts[base + ((i % n) + n) % n] }
        let segmentCount = closed ? n : n - 1

        for i in 0..<segmentCount {
            let a = p(i), b = p(i + 1)
            guard let d = unit(b - a) else { continue }
            let nrm = Point(x: -d.y, y: d.x) * h
            polygon([a + nrm, b + nrm, b - nrm, a - nrm], &out)
        }
        let joints = closed ? 0..<n : 1..<(n - 1)
        for i in joints {
            join(at: p(i), from: p(i - 1), to: p(i + 1), h, style, tol, &out)
        }
        guard !closed else { return }
        for (end, next) in [(p(0), p(1)), (p(n - 1), p(n - 2))] {
            guard let d = unit(end - next) else { continue }
            switch style.lineCap {
            case .butt: break
            case .round: circle(end, h, tol, &out)
            case .square:
                let nrm = Point(x: -d.y, y: d.x) * h, tip = end + d * h
                polygon([end + nrm, tip + nrm, tip - nrm, end - nrm], &out)
            }
        }
    }

    private static func join(at v: Point, from a: Point, to b: Point, _ h: Double, _ style: StrokeStyle,
                             _ tol: Double, _ out: inout Polyline) {
        guard let d0 = unit(v - a), let d1 = unit(b - v) else { return }
        let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return } // straight on: the quads already meet
        if style.lineJoin == .round { circle(v, h, tol, &out); return }
        // The outer side of the turn is opposite to where the path bends.
        let side = cross > 0 ? -1.0 : 1.0
        let n0 = Point(x: -d0.y, y: d0.x) * side, n1 = Point(x: -d1.y, y: d1.x) * side
        let o0 = v + n0 * h, o1 = v + n1 * h
        let sum = n0 + n1, sumLength = sum.length
        if style.lineJoin == .miter, sumLength > 1e-9, 2 / sumLength <= style.miterLimit {
            let tip = v + sum * (2 * h / (sumLength * sumLength))
            polygon([v, o0, tip, o1], &out)
        } else {
            polygon([v, o0, o1], &out)
        }
    }

    private static func circle(_ c: Point, _ r: Double, _ tol: Double, _ out: inout Polyline) {
        let ratio = max(-1, min(1, 1 - tol / r))
        // Clamped as a Double: a radius far above the tolerance makes the count infinite.
        let steps = (Double.pi / acos(ratio)).rounded(.up)
        let n = steps.isNaN ? 8 : Int(min(max(steps, 8), 256))
        out.begin()
        for i in 0..<n {
            let a = Double(i) / Double(n) * 2 * Double.pi
            out.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
        }
        out.finish(closed: true)
    }

    /// Adds a closed polygon wound with positive area, so all pieces add up under non-zero.
    private static func polygon(_ pts: [Point], _ out: inout Polyline) {
        var area = 0.0
        for i in 0..<pts.count {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            area += a.x * b.y - b.x * a.y
        }
        out.begin()
        if area >= 0 { for q in pts { out.append(q) } } else { for q in pts.reversed() { out.append(q) } }
        out.finish(closed: true)
    }

    private static func unit(_ v: Point) -> Point? {
        let l = v.length
        return l > 1e-12 && l.isFinite ? v * (1 / l) : nil
    }
}
