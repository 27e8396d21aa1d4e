import FoundationEssentials
import Glibc

/// A resolution-independent outline: subpaths of lines and quadratic and cubic
/// Bézier curves, as Core Graphics' `CGPath` describes shapes.
///
/// A value type, so a ``ShapeLayer`` can keep one, compare it and use it as a cache
/// key: the renderer rasterizes a path once per scale and reuses the coverage.
/// Arcs, rounded rectangles and ellipses are stored as cubic curves.
public struct Path: Hashable, Sendable {
    /// One drawing command, in the path's own coordinates.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight segment to a point.
        case line(to: Point)
        /// A quadratic Bézier segment to a point, bent towards one control point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier segment to a point, shaped by two control points.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight segment back to the subpath's start, which joins its ends.
        case close
    }

    /// The path's commands, in order.
    public private(set) var elements: [Element] = []
    /// The elements' hash, box and checks, kept as they are added (``Summary``).
    private(set) var summary = Summary()
    /// Where the next segment starts, or nil before the first `move`.
    public private(set) var currentPoint: Point?
    /// The start of the current subpath: where `closeSubpath` returns to.
    private var subpathStart: Point?

    /// An empty path: it draws nothing.
    public init() {}

    /// A path made by `build`, for literal shapes: `Path { $0.addEllipse(in: r) }`.
    public init(_ build: (inout Path) -> Void) { build(&self) }

    /// True when the path has no segments to draw.
    public var isEmpty: Bool { !summary.hasSegments }

    /// True when every coordinate is finite. The renderer draws nothing for other paths.
    public var isFinite: Bool { summary.isFinite }

    // MARK: Building

    /// Appends `e` and keeps the summary: every element goes in through here.
    private mutating func add(_ e: Element) {
        elements.append(e)
        summary.add(e)
    }

    /// Room for `count` elements.
    private mutating func reserve(_ count: Int) { elements.reserveCapacity(count) }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        add(.move(to: p)); currentPoint = p; subpathStart = p
    }

    /// A straight line from the current point (a `move` when there is none).
    public mutating func addLine(to p: Point) {
        guard currentPoint != nil else { move(to: p); return }
        add(.line(to: p)); currentPoint = p
    }

    /// Adds a quadratic Bézier segment to `p`, bent towards `control`; with no current
    /// point it moves to `p` instead.
    public mutating func addQuadCurve(to p: Point, control: Point) {
        guard currentPoint != nil else { move(to: p); return }
        add(.quadCurve(to: p, control: control)); currentPoint = p
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { move(to: p); return }
        add(.curve(to: p, control1: control1, control2: control2)); currentPoint = p
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        add(.close); currentPoint = subpathStart
    }

    /// A circular arc, as `UIBezierPath(arcCenter:…)` draws it: angles in radians from +x;
    /// `clockwise` on screen (y down) means increasing angles. A line joins the current
    /// point to the arc's start; a sweep of 2π or more draws the whole circle.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let tau = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) + tau }
            sweep = min(sweep, tau)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: tau) - tau }
            sweep = max(sweep, -tau)
        }
        let r = abs(radius)
        let start = Point(x: center.x + r * cos(startAngle), y: center.y + r * sin(startAngle))
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        guard sweep.isFinite, sweep != 0, r > 0 else { return }
        // Cubics approximate arcs of up to a quarter turn within 0.03 % of the radius.
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<count {
            let a1 = a0 + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            addCurve(to: center + p1 * r, control1: center + c1 * r, control2: center + c2 * r)
            a0 = a1
        }
    }

    /// A closed rectangle, clockwise on screen from its top-left corner.
    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    public mutating func addRoundedRect(_ r: Rect, cornerRadius: Double) {
        let radius = min(max(cornerRadius, 0), min(abs(r.width), abs(r.height)) / 2)
        guard radius > 0 else { addRect(r); return }
        let h = Double.pi / 2
        move(to: Point(x: r.minX + radius, y: r.minY))
        addArc(center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -h, endAngle: 0, clockwise: true)
        addArc(center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: h, clockwise: true)
        addArc(center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: h, endAngle: 2 * h, clockwise: true)
        addArc(center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: 2 * h, endAngle: 3 * h, clockwise: true)
        closeSubpath()
    }

    /// The ellipse inscribed in `r`, as four cubic curves.
    public mutating func addEllipse(in r: Rect) {
        let k = 0.5522847498307936 // 4/3·(√2 − 1): the quarter-circle cubic
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Appends all of `other`'s subpaths.
    public mutating func addPath(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// Adds one element through the building methods, which keep the current point.
    private mutating func append(_ e: Element) {
        switch e {
        case let .move(p): move(to: p)
        case let .line(p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    // MARK: Shapes

    /// A closed path around `rect`.
    public init(rect: Rect) { addRect(rect) }
    /// A closed rectangle with circular corners of `cornerRadius` points.
    public init(roundedRect rect: Rect, cornerRadius: Double) { addRoundedRect(rect, cornerRadius: cornerRadius) }
    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: Rect) { addEllipse(in: rect) }

    // MARK: Measuring and transforming

    /// The box around every point and control point (like `CGPath.boundingBox`): it
    /// contains the path, and may be a little larger than its tightest box for curves.
    /// ``Rect/null`` for an empty path.
    public var boundingBox: Rect { summary.boundingBox }

    /// The path with every point mapped through `t`.
    public func transformed(by t: AffineTransform) -> Path {
        var out = Path()
        out.reserve(elements.count)
        for e in elements { out.append(e.transformed(by: t)) }
        return out
    }

    /// Empties the path, keeping its storage for the next shape built in it.
    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        summary = Summary()
        currentPoint = nil
        subpathStart = nil
    }
}

extension Path.Element {
    /// The element with every point mapped through `t`.
    func transformed(by t: AffineTransform) -> Path.Element {
        switch self {
        case let .move(p): .move(to: t.apply(to: p))
        case let .line(p): .line(to: t.apply(to: p))
        case let .quadCurve(p, c): .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
        case let .curve(p, c1, c2): .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
        case .close: .close
        }
    }
}
