import CPixman
import CResample

/// A picture drawn 4 times larger with bilinear filtering, placed on whole pixels: the
/// preview's blurred backdrop, whose blur levels are a quarter of the screen's size and
/// change every frame of the press.
///
/// pixman resamples each destination pixel from four source pixels; scaled by exactly 4,
/// the filter's weights are eighths that repeat every four pixels, so
/// `cr_quarter_upscale` blends two source rows once per destination row and makes each
/// group of four destination pixels from three neighbours of that row. The pixels are
/// pixman's, bit for bit (`QuarterUpscaleTests` compares them), with a fraction of
/// pixman's arithmetic per pixel. With AVX2 it makes sixteen destination pixels a step.
///
/// Into a destination as big as a frame (``BilinearCopy/streams``) the pixels are written
/// past the caches, as ``BilinearScale`` writes them.
///
/// Only a maskless `SRC` of a premultiplied ARGB picture into one, padded or not beyond
/// its edges, takes this path; anything else goes to pixman.
struct QuarterUpscale {
    /// One blended source row, kept from frame to frame: a steady frame allocates nothing.
    private var scratch: [UInt16] = []
    /// Every path the machine has; tests try each (``PixelLoops``).
    var loops = PixelLoops.best

    /// Draws `op` clipped to `r` (a band's part of its rectangle) when it is such an
    /// upscale, for worker `worker`; false, having drawn nothing, when it is not.
    mutating func draw(_ op: DrawOperation, _ r: PixelRect, worker: Int) -> Bool {
        guard let c = BilinearCopy(op, r, worker: worker),
              let start = Self.start(c.transform, x: c.corner.x, y: c.corner.y, width: r.width, height: r.height)
        else { return false }
        reserve(width: Int(c.width))
        scratch.withUnsafeMutableBufferPointer { buffer in
            cr_quarter_upscale(c.source, c.sourceStride, c.sourceWidth, c.sourceHeight, c.pad,
                               c.destination, c.destinationStride, c.x, c.y, c.width, c.height, start.u, start.v,
                               loops.rawValue, c.streams ? 1 : 0, buffer.baseAddress)
        }
        return true
    }

    /// Makes room for upscaling rows `width` pixels wide (see
    /// ``BilinearScale/reserve(destinationWidth:)``).
    mutating func reserve(width: Int) {
        let needed = Int(cr_quarter_upscale_scratch_count(Int32(width)))
        if scratch.count < needed { scratch = [UInt16](repeating: 0, count: needed) }
    }

    /// Where the first pixel of a `width` × `height` rectangle whose source corner is
    /// (`x`, `y`) samples, as pixman's bilinear filter finds it (the pixel's centre
    /// through `transform`, less half a pixel), when `transform` scales by exactly ¼ and
    /// every sample falls on an odd eighth of a pixel; nil otherwise.
    static func start(_ transform: pixman_transform, x: Int, y: Int, width: Int, height: Int) -> (u: Int32, v: Int32)? {
        let m = transform.matrix
        let quarter: pixman_fixed_t = 0x4000, one: pixman_fixed_t = 0x10000
        guard m.0.0 == quarter, m.0.1 == 0, m.1.0 == 0, m.1.1 == quarter,
              m.2.0 == 0, m.2.1 == 0, m.2.2 == one else { return nil }
        let u = Int(quarter) * x + Int(quarter) / 2 + Int(m.0.2) - Int(one) / 2
        let v = Int(quarter) * y + Int(quarter) / 2 + Int(m.1.2) - Int(one) / 2
        // Odd eighths: every destination pixel's weights are eighths, four phases repeating.
        guard u & 0x3FFF == 0x2000, v & 0x3FFF == 0x2000 else { return nil }
        let range = Int(Int32.min)...Int(Int32.max) - Int(quarter) * (max(width, height) + 1)
        guard range.contains(u), range.contains(v) else { return nil }
        return (Int32(u), Int32(v))
    }
}
