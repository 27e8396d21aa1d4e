import CPixman
import CResample

/// A picture drawn larger with bilinear filtering, scaled but not turned: the feed's card
/// photos, about twice their decoded size on a 4K screen, when a card comes to rest and
/// its copy at the new place is made.
///
/// pixman resamples each destination pixel from four source pixels. `cr_bilinear_scale`
/// blends each destination row's two source rows once, across the columns it reads, and
/// makes each destination pixel from two neighbours of that blended row, with pixman's
/// 7-bit weights and truncation, so the pixels are pixman's bit for bit
/// (`BilinearScaleTests` compares them). Scaling up, it does less work per pixel than
/// pixman; scaling down, each destination row needs rows the last one did not blend,
/// and it is no faster than pixman, so downscales stay with pixman.
///
/// Only a maskless `SRC` of a premultiplied ARGB picture into one, scaled up
/// horizontally, padded or not beyond its edges, takes this path; anything else goes to
/// pixman (a scale of exactly 4 to ``QuarterUpscale`` first).
struct BilinearScale {
    /// Each column's source pixel and weights, and one blended source row, kept from
    /// frame to frame: a steady frame allocates nothing.
    private var columns: [UInt32] = []
    private var scratch: [UInt16] = []
    /// How many values each kept buffer holds (tests check that they stop growing).
    var bufferCounts: (columns: Int, scratch: Int) { (columns.count, scratch.count) }
    /// Every path the machine has; tests try each (``PixelLoops``).
    var loops = PixelLoops.best

    /// Draws `op` clipped to `r` (a band's part of its rectangle) when it is such a
    /// resampling, for worker `worker`; false, having drawn nothing, when it is not.
    mutating func draw(_ op: DrawOperation, _ r: PixelRect, worker: Int) -> Bool {
        guard let c = BilinearCopy(op, r, worker: worker),
              let start = Self.start(c.transform, x: c.corner.x, y: c.corner.y, width: r.width, height: r.height)
        else { return false }
        // Room for the destination's whole width at any scale taken here (du < 1): a hole
        // that grows, or a scale that animates, would otherwise need a little more every
        // frame, and allocate each time.
        reserve(destinationWidth: Int(c.destinationWidth))
        columns.withUnsafeMutableBufferPointer { columns in
            scratch.withUnsafeMutableBufferPointer { scratch in
                cr_bilinear_scale(c.source, c.sourceStride, c.sourceWidth, c.sourceHeight, c.pad,
                                  c.destination, c.destinationStride, c.x, c.y, c.width, c.height,
                                  start.u, start.du, start.v, start.dv, loops.rawValue, c.streams ? 1 : 0,
                                  columns.baseAddress, scratch.baseAddress)
            }
        }
        return true
    }

    /// Makes room for drawing into a picture `width` pixels wide at any scale taken here.
    /// The renderer calls it for every worker at a new target size: which worker first
    /// scales a picture depends on the bands each takes, and a later first time was an
    /// allocation in a steady frame (the splash's, now and then, with two threads).
    mutating func reserve(destinationWidth width: Int) {
        let needed = (columns: Int(cr_bilinear_scale_columns_count(Int32(width))),
                      scratch: Int(cr_bilinear_scale_scratch_count(Int32(width), 0x10000)))
        if columns.count < needed.columns { columns = [UInt32](repeating: 0, count: needed.columns) }
        if scratch.count < needed.scratch { scratch = [UInt16](repeating: 0, count: needed.scratch) }
    }

    /// Where the first pixel of a `width` × `height` rectangle whose source corner is
    /// (`x`, `y`) samples, and the step per pixel, as pixman's bilinear filter finds them
    /// (the pixel's centre through `transform`, rounded as `pixman_transform_point_3d`
    /// rounds, less half a pixel), when `transform` only scales and translates and
    /// scales up horizontally; nil otherwise, or when a sample would leave pixman's
    /// 16.16 range.
    static func start(_ transform: pixman_transform, x: Int, y: Int, width: Int, height: Int)
        -> (u: Int32, du: Int32, v: Int32, dv: Int32)? {
        let m = transform.matrix
        let one = Int(pixman_fixed_t(0x10000))
        let du = Int(m.0.0), dv = Int(m.1.1)
        guard du > 0, du < one, dv > 0, m.0.1 == 0, m.1.0 == 0, m.2.0 == 0, m.2.1 == 0, m.2.2 == 0x10000 else {
            return nil
        }
        // The centre (x + ½) times the scale: the whole part exactly, the half rounded.
        let u = du * x + (du + 1) / 2 + Int(m.0.2) - one / 2
        let v = dv * y + (dv + 1) / 2 + Int(m.1.2) - one / 2
        let range = Int(Int32.min)...Int(Int32.max)
        guard range.contains(u), range.contains(u + du * width), range.contains(v), range.contains(v + dv * height) else {
            return nil
        }
        return (Int32(u), Int32(du), Int32(v), Int32(dv))
    }
}
