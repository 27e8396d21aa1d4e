/// Makes the coverage mask a ``MaskKey`` describes: builds the shape's outline in raster
/// pixels (strokes are outlined in layer coordinates first, so non-uniform scales stay
/// right), rasterizes it and blurs it for shadows. Runs only on cache misses; its
/// scratch path and polylines are reused, so a miss allocates only the mask.
final class MaskFactory {
    /// Curves are flattened to within this many raster pixels. Chords lie inside convex
    /// curves, so this is also how much coverage an edge pixel can lose: 0.02 px is
    /// at most 5/255, and costs only about twice the segments of 0.1 px.
    static let tolerance = 0.02

    private let rasterizer = PathRasterizer()
    private var blur = Blur()
    private var flat = Polyline()
    private var outline = Polyline()
    /// Rounded rectangles and rings are built here, in storage kept from the last one.
    private var shape = Path()

    /// The mask `key` describes, built in `spare` (reset to the key's size) when given.
    func makeMask(for key: MaskKey, reusing spare: AlphaMask? = nil) -> AlphaMask? {
        guard !key.region.isEmpty else { return nil }
        let mask: AlphaMask
        if let spare, spare.fits(width: key.region.width, height: key.region.height) {
            spare.reset(width: key.region.width, height: key.region.height)
            mask = spare
        } else if let made = try? AlphaMask(width: key.region.width, height: key.region.height) {
            mask = made
        } else {
            return nil
        }
        let origin = (x: key.region.x, y: key.region.y)
        switch key.shape {
        case let .roundedRect(rect, radius):
            shape.removeAll()
            shape.addRoundedRect(rect, cornerRadius: radius)
            shape.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            rasterizer.fill(flat, rule: .nonZero, antialiased: true, into: mask, origin: origin)
        case let .ring(rect, radius, width):
            shape.removeAll()
            shape.addRoundedRect(rect, cornerRadius: radius)
            let inner = rect.insetBy(dx: width, dy: width)
            if inner.width > 0 && inner.height > 0 {
                shape.addRoundedRect(inner, cornerRadius: max(radius - width, 0))
            }
            shape.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            rasterizer.fill(flat, rule: .evenOdd, antialiased: true, into: mask, origin: origin)
        case let .fill(path, rule, antialiased):
            path.flatten(tolerance: Self.tolerance, transform: key.raster, into: &flat)
            rasterizer.fill(flat, rule: rule, antialiased: antialiased, into: mask, origin: origin)
        case let .stroke(path, style, start, end, antialiased):
            let scale = max(abs(key.raster.a) + abs(key.raster.c), abs(key.raster.b) + abs(key.raster.d), 1e-9)
            let tolerance = Self.tolerance / scale
            path.flatten(tolerance: tolerance, into: &flat)
            outline.removeAll()
            Stroker.stroke(flat, style: style, start: start, end: end, tolerance: tolerance, into: &outline)
            for i in outline.points.indices { outline.points[i] = key.raster.apply(to: outline.points[i]) }
            rasterizer.fill(outline, rule: .nonZero, antialiased: antialiased, into: mask, origin: origin)
        }
        if key.blur > 0 { blur.apply(sigma: key.blur, to: mask) }
        return mask
    }
}
