/// How contents stretch in nine parts (``Layer/contentsCenter``): for each cell of the
/// 3×3 grid, the image pixels it shows and the layer rectangle they fill.
///
/// The corners keep their size in points (image pixels over `contentsScale`); when the
/// placement is narrower or shorter than two corners, both shrink alike, and the middle
/// column or row is gone. Only straight placements (no rotation, no shear) are cut:
/// under a rotation the cells' edges would not fall on whole pixels, and the image
/// stretches whole instead.
struct NinePart {
    /// The unit rectangle: no grid, the whole image stretches.
    static let whole = Rect(x: 0, y: 0, width: 1, height: 1)

    /// A cell: image pixels → layer rectangle; `index` 0…8, row by row.
    struct Cell {
        var index: Int
        var source: Rect
        var destination: Rect
    }

    /// The grid's edges, left to right in image pixels (`sx`) and layer points (`dx`), and
    /// top to bottom (`sy`, `dy`). Kept in vectors, not arrays: a frame that draws
    /// stretched contents allocates nothing for it.
    let sx: SIMD4<Double>, sy: SIMD4<Double>
    private let dx: SIMD4<Double>, dy: SIMD4<Double>

    /// The grid for `image` placed in `rect` (layer coordinates) with `center`, or nil
    /// when there is none to cut: `center` is the unit rectangle (or not finite), or the
    /// placement is turned or sheared (`world`).
    init?(image: Image, center: Rect, scale: Double, in rect: Rect, world: AffineTransform) {
        guard center != Self.whole, center.isFinite, world.isRectilinear, !rect.isEmpty, rect.isFinite,
              scale > 0, scale.isFinite else { return nil }
        let clamped = center.intersection(Self.whole)
        let (w, h) = (Double(image.width), Double(image.height))
        sx = Self.splits(clamped.minX, clamped.maxX, size: w)
        sy = Self.splits(clamped.minY, clamped.maxY, size: h)
        dx = Self.splits(fixed: (sx[1] / scale, (w - sx[2]) / scale), from: rect.minX, length: rect.width)
        dy = Self.splits(fixed: (sy[1] / scale, (h - sy[2]) / scale), from: rect.minY, length: rect.height)
    }

    /// Calls `body` with each cell that has something to draw, left to right and top to
    /// bottom.
    func forEachCell(_ body: (Cell) -> Void) {
        for row in 0..<3 {
            for column in 0..<3 {
                let source = Rect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let destination = Rect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column],
                                       height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                body(Cell(index: 3 * row + column, source: source, destination: destination))
            }
        }
    }

    /// The grid's four edges along one side of the image, in pixels (`low` and `high`:
    /// the middle's edges in unit coordinates).
    private static func splits(_ low: Double, _ high: Double, size: Double) -> SIMD4<Double> {
        SIMD4(0, (low * size).rounded(), (high * size).rounded(), size)
    }

    /// The grid's four edges along one side of the placement: the two fixed parts
    /// (points) at the ends, shrunk alike when they do not fit, the middle between.
    private static func splits(fixed: (Double, Double), from start: Double, length: Double) -> SIMD4<Double> {
        let total = fixed.0 + fixed.1
        let shrink = total > length && total > 0 ? length / total : 1
        return SIMD4(start, start + fixed.0 * shrink, start + length - fixed.1 * shrink, start + length)
    }
}

extension LayerPainter {
    /// True when nearest-pixel sampling gives what bilinear would along one axis: the
    /// cell is one pixel across (the same colour all along), or lands 1:1 on whole
    /// pixels. pixman's nearest paths are several times faster, and a stretched shadow
    /// is mostly such cells.
    static func sampledExactly(_ scale: Double, _ offset: Double, width: Double) -> Bool {
        width == 1 || (abs(scale - 1) < 1e-9 && offset == offset.rounded())
    }

    /// Draws `image` cell by cell (``NinePart``): each cell's own pixels stretched over its
    /// rectangle, bilinearly, its edge pixels repeated outward, so a cell never blends in
    /// its neighbour's (a one-pixel middle stretches to exactly that pixel). Each cell
    /// covers the device pixels whose centres it holds, so neighbouring cells share no
    /// pixel and leave none out.
    func drawNinePart(_ image: Image, _ parts: NinePart, _ rec: LayerRecord, alpha: Double, clip: PixelRect,
                      _ dst: Image) {
        guard let cells = ninePartCells.cells(of: image, columns: parts.sx, rows: parts.sy) else { return }
        let world = rec.world
        let replace = image.isOpaque && alpha >= 1
        parts.forEachCell { cell in
            guard let picture = cells[cell.index] else { return }
            let (s, d) = (cell.source, cell.destination)
            let toLayer = AffineTransform(a: d.width / s.width, b: 0, c: 0, d: d.height / s.height, tx: d.minX, ty: d.minY)
            let device = world.apply(to: d)
            let area = PixelRect(x: Int(device.minX.rounded()), y: Int(device.minY.rounded()),
                                 width: Int(device.maxX.rounded() - device.minX.rounded()),
                                 height: Int(device.maxY.rounded() - device.minY.rounded()))
            let t = toLayer.concatenating(world)
            guard let back = t.inverted() else { return }
            compositor.draw(picture, deviceToSource: back, filtered: !(Self.sampledExactly(t.a, t.tx, width: s.width)
                                                                      && Self.sampledExactly(t.d, t.ty, width: s.height)),
                            padded: true, alpha: alpha, replace: replace, over: area.intersection(clip), in: dst)
        }
    }
}
