import CPixman
import CResample

/// Plain copies and solid fills into a frame-sized picture, written past the caches: the
/// feed's cached cards copied into the frame, its backgrounds, the splash's gradient.
///
/// pixman copies a picture a row at a time with `memcpy`, and fills with ordinary
/// stores: each destination line is read in from memory before it is written over,
/// though the compositor, not the next composite, reads the frame. Streamed stores
/// (`cr_copy_streamed`, `cr_fill_streamed`) skip that read. The pixels are the same
/// (`StreamedWriteTests` compares them with pixman's).
///
/// Only a composite that itself covers at least ``streamingPixels`` streams, more than
/// the caches keep. Smaller ones, such as the feed's cards, copied a few hundred thousand
/// pixels at a time and drawn over by their text and borders next, stay with pixman:
/// what is drawn over a streamed rectangle must be read back from memory, which costs
/// more than the read streaming saves. A 1920×1080 frame's background (8 MB) stays in
/// the caches for what is drawn over it.
///
/// Only a maskless `SRC` of a solid colour or of a plain ARGB32 picture (not the
/// destination itself) into an ARGB32 picture takes this path; anything else goes to
/// pixman.
struct StreamedWrite {
    /// Every path the machine has; tests try each (``PixelLoops``).
    var loops = PixelLoops.best
    /// Composites of at least this many pixels (16 MB, more than the caches keep of one
    /// frame) are written past the caches; tests lower it to check small pictures.
    var streamingPixels = 1 << 22

    /// Draws `op` clipped to `r` (a band's part of its rectangle) for worker `worker`
    /// when it is such a copy or fill; false, having drawn nothing, when it is not.
    func draw(_ op: DrawOperation, _ r: PixelRect, worker: Int) -> Bool {
        guard op.op == PIXMAN_OP_SRC, op.mask == nil, streams(op),
              let d = ARGBPixels(destinationOf: op, worker: worker, r) else { return false }
        switch op.source {
        case let .color(argb):
            cr_fill_streamed(d.first, d.stride, argb, Int32(r.width), Int32(r.height), loops.rawValue)
            return true
        case let .plain(views) where views !== op.destination:
            let dx = r.x - op.rect.x, dy = r.y - op.rect.y
            guard let s = ARGBPixels(views, worker: worker, x: op.sourceOrigin.x + dx, y: op.sourceOrigin.y + dy, r)
            else { return false }
            cr_copy_streamed(s.first, s.stride, d.first, d.stride, Int32(r.width), Int32(r.height), loops.rawValue)
            return true
        default:
            return false
        }
    }

    /// Whether `op` covers enough pixels to be written past the caches.
    func streams(_ op: DrawOperation) -> Bool { op.rect.area >= streamingPixels }

    /// Fills `rows` rows of `width` pixels from `first` with `argb`, past the caches (a
    /// composite that ``streams(_:)``: the rows of one colour of a gradient).
    func fill(_ first: UnsafeMutablePointer<UInt32>, stride: Int32, width: Int, rows: Int, with argb: UInt32) {
        cr_fill_streamed(first, stride, argb, Int32(width), Int32(rows), loops.rawValue)
    }
}
