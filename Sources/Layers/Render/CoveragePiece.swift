/// A part of a shape's coverage ready to composite: either a constant (the inside and
/// straight edges of a rounded rectangle) or a mask placed by a shift or a transform.
enum CoveragePiece {
    case constant(PixelRect, Double)
    case mask(PixelRect, AlphaMask, origin: (x: Int, y: Int))
    case transformedMask(PixelRect, AlphaMask, deviceToMask: AffineTransform)

    /// The device pixels the piece covers.
    var rect: PixelRect {
        switch self {
        case let .constant(r, _), let .mask(r, _, _), let .transformedMask(r, _, _): r
        }
    }
}
