import FoundationEssentials
import Glibc

/// The device scale at which the renderer asks a layer that rasterizes its content
/// (``Layer/rasterizesContent``: text) for its items.
///
/// Glyphs are drawn for the exact scale a layer shows at, so text is sharp on any
/// output and under any zoom. While that scale animates (a label growing with its
/// card), an exact raster every frame would shape, rasterize and allocate anew each
/// frame for sizes seen once; instead, the moving layer is rasterized at the next step
/// of a ladder and resampled down to its true scale, which looks the same in motion.
/// The frame after it stops, the tracker sees the scale held still and draws it exact
/// again (``Renderer/isSettling`` asks the app for that one extra frame).
enum CoverageScale {
    /// Ladder steps per doubling: 1, 1.12, 1.26, 1.41, … 2; a glyph is at most ~11 % too big before it is resampled down.
    static let stepsPerOctave = 6.0

    /// The scale for a layer showing at `exact` device pixels per point, `moving` when
    /// that differs from the frame before.
    static func raster(exact: Double, moving: Bool) -> Double {
        guard moving, exact.isFinite, exact > 0 else { return exact }
        let step = (log2(exact) * stepsPerOctave - 1e-9).rounded(.up)
        return exp2(step / stepsPerOctave)
    }
}
