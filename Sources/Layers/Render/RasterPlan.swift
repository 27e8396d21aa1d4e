/// How a shape in a layer's coordinates reaches device pixels: rasterized under
/// `raster`, then placed on the device.
///
/// For layers that only scale and translate (almost all of them), `raster` is the whole
/// world transform with its translation split into whole pixels (`offset`, a plain
/// blit) and a sub-pixel phase rounded to 1/16 px: a mask is exact and a layer moving
/// by whole pixels reuses it. Turned or sheared layers rasterize at their scale only and
/// are placed with a bilinear transform, so a rotation animation reuses one mask.
struct RasterPlan {
    /// Layer coordinates → raster pixels.
    let raster: AffineTransform
    /// Raster pixels + offset = device pixels, when the placement is a whole-pixel shift.
    let offset: (x: Int, y: Int)?
    /// Raster pixels → device pixels (for the bilinear placement).
    let toDevice: AffineTransform

    /// Sub-pixel positions are rounded to this fraction of a pixel.
    static let phaseSteps = 16.0

    /// `inDeviceSpace` rasterizes a turned shape as it lands on the device too, placed
    /// by a whole-pixel shift: for shapes so big that resampling their mask (pixman's
    /// slow path) and rasterizing its turned bounding box cost more than the reuse saves.
    ///
    /// `phaseSteps` is how finely the sub-pixel phase is kept (1: whole pixels).
    init?(world w: AffineTransform, inDeviceSpace: Bool = false, phaseSteps: Double = RasterPlan.phaseSteps) {
        guard w.isFinite, w.isInvertible else { return nil }
        if (w.isRectilinear && w.a > 0 && w.d > 0) || inDeviceSpace {
            let qx = Self.quantize(w.tx, steps: phaseSteps), qy = Self.quantize(w.ty, steps: phaseSteps)
            let ox = qx.rounded(.down), oy = qy.rounded(.down)
            guard abs(ox) < Double(1 << 28), abs(oy) < Double(1 << 28) else { return nil }
            raster = AffineTransform(a: w.a, b: w.b, c: w.c, d: w.d, tx: qx - ox, ty: qy - oy)
            offset = (Int(ox), Int(oy))
            toDevice = AffineTransform(translationX: ox, y: oy)
        } else {
            let sx = (w.a * w.a + w.b * w.b).squareRoot(), sy = (w.c * w.c + w.d * w.d).squareRoot()
            raster = AffineTransform(scaleX: sx, y: sy)
            offset = nil
            toDevice = AffineTransform(scaleX: 1 / sx, y: 1 / sy).concatenating(w)
        }
    }

    static func quantize(_ v: Double, steps: Double = phaseSteps) -> Double { (v * steps).rounded() / steps }

    /// The raster pixels worth rasterizing for a shape whose layer-space box is `box`
    /// (grown by `margin` raster pixels): what lands inside `visible` device pixels, plus
    /// the margin, so a blur near the edge of the screen still sees the shape beyond it.
    func region(for box: Rect, margin: Double, visible: PixelRect) -> PixelRect {
        let shape = raster.apply(to: box).insetBy(dx: -margin, dy: -margin)
        let seen: Rect
        if let o = offset {
            seen = visible.rect.offsetBy(dx: Double(-o.x), dy: Double(-o.y)).insetBy(dx: -margin, dy: -margin)
        } else {
            guard let back = toDevice.inverted() else { return .empty }
            seen = back.apply(to: visible.rect).insetBy(dx: -margin - 1, dy: -margin - 1)
        }
        return PixelRect(covering: shape).intersection(PixelRect(covering: seen))
    }

    /// The device pixels a mask over `region` (raster pixels) can touch.
    func deviceRect(of region: PixelRect) -> PixelRect {
        if let o = offset { return region.offsetBy(dx: o.x, dy: o.y) }
        return PixelRect(covering: toDevice.apply(to: region.rect)).insetBy(-1)
    }

    /// Device pixels → pixels of a mask whose (0, 0) is the corner of `region`.
    func deviceToMask(_ region: PixelRect) -> AffineTransform {
        (toDevice.inverted() ?? .identity).concatenating(
            AffineTransform(translationX: Double(-region.x), y: Double(-region.y)))
    }
}
