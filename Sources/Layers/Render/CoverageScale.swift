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
        return exp2(rung(exact) / stepsPerOctave)
    }

    /// How many ladder steps a scale moving from `showing` to `resting` is drawn at:
    /// one per rung from `showing`'s to `resting`'s, both counted (0 for a bad scale).
    static func stepCount(from showing: Double, toward resting: Double) -> Int {
        guard showing.isFinite, resting.isFinite, showing > 0, resting > 0 else { return 0 }
        return Int(abs(rung(resting) - rung(showing))) + 1
    }

    /// The `index`th of those steps, counted from `showing`'s end (`index` below
    /// ``stepCount(from:toward:)``).
    static func step(_ index: Int, from showing: Double, toward resting: Double) -> Double {
        let first = rung(showing), last = rung(resting)
        return exp2((first + (last < first ? -1 : 1) * Double(index)) / stepsPerOctave)
    }

    /// The ladder rung `exact` is drawn at while it moves: the first at or above it.
    private static func rung(_ exact: Double) -> Double {
        (log2(exact) * stepsPerOctave - 1e-9).rounded(.up)
    }
}
