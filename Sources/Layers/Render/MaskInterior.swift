/// The device pixels a mask passes whole, and what that lets the damage tracker leave
/// out: a mask that grows or turns (the splash's logo-shaped hole opening over the main
/// window) changes nothing inside what it passed whole in both frames, so the masked
/// window is redrawn only in the ring between, not over the whole screen.
struct MaskInterior {
    /// Pixels that look the same as in the last frame whatever the clip does there,
    /// because every mask above passed them whole in both frames.
    var pixels: PixelRect
    /// True inside a mask's own subtree, where any change is hidden under those pixels
    /// (a mask's coverage there is whole whatever its sublayers add); false inside the
    /// masked layer's subtree, where only a change of clip is.
    var hidesAnyChange: Bool

    /// Nothing kept: below a layer that changed otherwise than in its clip, a mask's
    /// interior proves nothing (the change may show through it).
    static let none = MaskInterior(pixels: .empty, hidesAnyChange: false)

    /// Device pixels wholly inside `mask`'s ``Layer/opaqueInterior(_:)`` as drawn through
    /// `world`: the inscribed box of the interior when `world` only scales evenly and
    /// turns, the interior itself when it keeps right angles to the axes; one pixel in from
    /// the edge for antialiasing and sub-pixel placement. Empty when there is none.
    @MainActor static func pixels(of mask: Layer, state: LayerState, world w: AffineTransform) -> PixelRect {
        guard state.opacity >= 1, !state.isHidden, w.isFinite, let r = mask.opaqueInterior(state), !r.isEmpty else {
            return .empty
        }
        let device: Rect
        if w.isRectilinear {
            device = w.apply(to: r)
        } else {
            // Even scale and a turn: a = d = s·cos θ, b = −c = s·sin θ.
            let s = (w.a * w.a + w.b * w.b).squareRoot()
            guard s > 0, abs(w.a - w.d) <= 1e-9 * s, abs(w.b + w.c) <= 1e-9 * s else { return .empty }
            let cos = abs(w.a) / s, sin = abs(w.b) / s
            let hw = s * r.width / 2, hh = s * r.height / 2
            // The largest box of the interior's proportions whose corners stay inside the turned interior.
            let k = min(hw / (hw * cos + hh * sin), hh / (hw * sin + hh * cos))
            let centre = w.apply(to: Point(x: r.midX, y: r.midY))
            device = Rect(x: centre.x - k * hw, y: centre.y - k * hh, width: 2 * k * hw, height: 2 * k * hh)
        }
        guard device.isFinite else { return .empty }
        let limit = 1e8
        let x0 = Int(max(device.minX, -limit).rounded(.up)) + 1, y0 = Int(max(device.minY, -limit).rounded(.up)) + 1
        let x1 = Int(min(device.maxX, limit).rounded(.down)) - 1, y1 = Int(min(device.maxY, limit).rounded(.down)) - 1
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
