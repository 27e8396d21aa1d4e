import FoundationEssentials
import Glibc
import Layers

/// Our mark: a solid map pin standing on a ring, a spark at its shoulder, drawn as a
/// vector path.
///
/// The same path is the visible logo, the `maskBackground` layer and the mask that cuts
/// the logo-shaped hole into the main window, so it is built for the 18× zoom: the pin's
/// round head fills ``viewBox`` (the layer's bounds) and has no holes, so once scaled up
/// it covers the whole window and removing the mask changes no pixel; the tip, the ring
/// and the spark lie outside the bounds, where they only show at small sizes.
enum SplashLogo {
    /// The square the pin's head fills, in path units: what maps onto a logo layer's bounds.
    static let viewBox = Rect(x: 0, y: 0, width: 100, height: 100)

    /// The size of the logo on the splash before it grows to 88 points, in points.
    static let size = 72.0

    /// The pin and its ring, in ``viewBox`` units (y down; the tip reaches y = 142).
    static let path = Path { p in
        let c = Point(x: 50, y: 50), r = 50.0
        let side = Double.pi / 6          // where the head's outline turns into the tip
        let right = Point(x: c.x + r * cos(side), y: c.y + r * sin(side))
        let left = Point(x: c.x - r * cos(side), y: c.y + r * sin(side))
        let tip = Point(x: 50, y: 142)
        // The head, clockwise on screen from the lower left over the top to the lower right.
        p.addArc(center: c, radius: r, startAngle: Double.pi - side, endAngle: 2 * Double.pi + side, clockwise: true)
        // Concave flanks into a slightly rounded tip: the outline leaves the circle along its tangent.
        p.addCurve(to: Point(x: tip.x + 3, y: tip.y - 4),
                   control1: Point(x: right.x - 0.5 * 30, y: right.y + 0.866 * 30),
                   control2: Point(x: tip.x + 9, y: tip.y - 16))
        p.addQuadCurve(to: Point(x: tip.x - 3, y: tip.y - 4), control: tip)
        p.addCurve(to: left,
                   control1: Point(x: tip.x - 9, y: tip.y - 16),
                   control2: Point(x: left.x + 0.5 * 30, y: left.y + 0.866 * 30))
        p.closeSubpath()
        // The ring the pin stands on: an ellipse outline, open where the tip meets it.
        p.addPath(ring(center: Point(x: 50, y: 146), radii: Size(width: 34, height: 9), thickness: 5, gap: 0.5))
        // A spark off the head's shoulder: somewhere worth going.
        p.addPath(spark(center: Point(x: 104, y: 4), radius: 15))
    }

    /// A four-pointed star with concave sides.
    private static func spark(center c: Point, radius r: Double) -> Path {
        var p = Path()
        let points = [Point(x: c.x, y: c.y - r), Point(x: c.x + r, y: c.y), Point(x: c.x, y: c.y + r), Point(x: c.x - r, y: c.y)]
        p.move(to: points[0])
        for i in 0..<4 {
            // Each side bows in towards the centre.
            p.addQuadCurve(to: points[(i + 1) % 4], control: Point(x: c.x + (points[i].x + points[(i + 1) % 4].x - 2 * c.x) * 0.12,
                                                                  y: c.y + (points[i].y + points[(i + 1) % 4].y - 2 * c.y) * 0.12))
        }
        p.closeSubpath()
        return p
    }

    /// A layer showing the logo in `color`, its bounds mapped onto ``viewBox``.
    static func makeLayer(color: Color = .white, name: String) -> ShapeLayer {
        let layer = ShapeLayer()
        layer.name = name
        layer.path = path
        layer.viewBox = viewBox
        Transaction.withoutActions {
            layer.fillColor = color
            layer.bounds = Rect(x: 0, y: 0, width: size, height: size)
        }
        return layer
    }

    /// An elliptical band `thickness` wide around `center`, left open for `gap` radians
    /// at the top (where the pin's tip stands), with round ends.
    private static func ring(center: Point, radii: Size, thickness: Double, gap: Double) -> Path {
        let outer = Size(width: radii.width + thickness / 2, height: radii.height + thickness / 2)
        let inner = Size(width: radii.width - thickness / 2, height: radii.height - thickness / 2)
        let top = -Double.pi / 2
        let start = top + gap / 2, end = top + 2 * Double.pi - gap / 2
        let steps = 96
        func point(_ angle: Double, _ r: Size) -> Point {
            Point(x: center.x + r.width * cos(angle), y: center.y + r.height * sin(angle))
        }
        var p = Path()
        p.move(to: point(start, outer))
        for i in 1...steps { p.addLine(to: point(start + (end - start) * Double(i) / Double(steps), outer)) }
        // A round cap joins the outer edge to the inner one at each end.
        let capEnd = point(end, radii)
        p.addArc(center: capEnd, radius: thickness / 2, startAngle: end, endAngle: end + Double.pi, clockwise: true)
        for i in stride(from: steps, through: 0, by: -1) {
            p.addLine(to: point(start + (end - start) * Double(i) / Double(steps), inner))
        }
        let capStart = point(start, radii)
        p.addArc(center: capStart, radius: thickness / 2, startAngle: start + Double.pi, endAngle: start + 2 * Double.pi,
                 clockwise: true)
        p.closeSubpath()
        return p
    }
}
