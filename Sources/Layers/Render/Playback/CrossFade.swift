import CPixman
import CResample

/// A picture copied and another drawn over it through a constant alpha, in one pass: the
/// preview's sharp screen with its first blur fading in, two full-screen composites on
/// every frame of a press's start.
///
/// pixman copies the first picture, then reads the destination back to blend the
/// second over it; `cr_cross_fade` reads both pictures and writes each pixel once, with
/// pixman's arithmetic, so the pixels are the same bit for bit (`CrossFadeTests`
/// compares them): one pass instead of two over the frame. With AVX2 it takes eight
/// pixels a step.
///
/// Into a destination as big as a frame (``BilinearCopy/streamingPixels``), the pixels
/// are written past the caches: the compositor reads them, not the next composite, and
/// each line is then not read in before it is written over.
///
/// Only a maskless `SRC` of a premultiplied ARGB picture followed, over the same
/// rectangle of the same destination, by an `OVER` of another through a constant alpha
/// takes this path, both pictures covering the rectangle; anything else goes to pixman.
struct CrossFade {
    /// Every path the machine has; tests try each (``PixelLoops``).
    var loops = PixelLoops.best
    /// Destinations of at least this many pixels are written past the caches (tests
    /// lower it to check that path on small pictures).
    var streamingPixels = BilinearCopy.streamingPixels

    /// Draws `copy` and then `fade`, clipped to `r` (a band's part of their rectangle),
    /// for worker `worker`; false, having drawn nothing, when they are not such a pair.
    func draw(_ copy: DrawOperation, _ fade: DrawOperation, _ r: PixelRect, worker: Int) -> Bool {
        guard copy.op == PIXMAN_OP_SRC, copy.mask == nil, case let .plain(under) = copy.source,
              fade.op == PIXMAN_OP_OVER, case let .alpha(coverage)? = fade.mask, case let .plain(over) = fade.source,
              copy.rect == fade.rect, copy.destination === fade.destination,
              copy.destinationOrigin == fade.destinationOrigin,
              under !== copy.destination, over !== copy.destination else { return false }
        // The band moves the rectangle's corner; the source corners move with it.
        let dx = r.x - copy.rect.x, dy = r.y - copy.rect.y
        guard let a = ARGBPixels(under, worker: worker, x: copy.sourceOrigin.x + dx, y: copy.sourceOrigin.y + dy, r),
              let b = ARGBPixels(over, worker: worker, x: fade.sourceOrigin.x + dx, y: fade.sourceOrigin.y + dy, r),
              let d = ARGBPixels(destinationOf: copy, worker: worker, r)
        else { return false }
        cr_cross_fade(a.first, a.stride, b.first, b.stride, UInt8(truncatingIfNeeded: coverage), d.first, d.stride,
                      Int32(r.width), Int32(r.height), loops.rawValue, d.pixelCount >= streamingPixels ? 1 : 0)
        return true
    }
}
