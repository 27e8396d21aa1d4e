/// A Gaussian blur of a coverage mask, approximated by three box blurs per axis
/// (within a few percent of the true Gaussian, at a cost independent of the radius).
/// Shadows use it once per shape and scale; the result is cached with the mask. A shape
/// that changes size every frame (the held circle grows for 4 s) makes its shadow anew
/// each frame, so the passes run on raw pointers: through the array they cost a
/// uniqueness check per byte, most of such a frame. The column passes keep 32-bit sums,
/// which the compiler adds and divides several columns a step; this blur runs on the
/// main actor, inside the frame's recording.
struct Blur {
    private var temp: [UInt8] = []
    /// The column passes' running sums (one per column) and the rows they still subtract.
    private var sums: [UInt32] = []
    private var ring: [UInt8] = []

    /// Blurs `mask` in place with standard deviation `sigma` pixels. The mask should have
    /// 3σ of empty margin so nothing is cut off. Long runs of identical rows and columns
    /// (a big rounded rectangle's sides) are cut short first and copied back after
    /// (``SteadyBand``), with the same result; `cuttingSteadyBands: false` blurs every
    /// byte, for tests to compare with.
    mutating func apply(sigma: Double, to mask: AlphaMask, cuttingSteadyBands: Bool = true) {
        guard sigma > 0.25, sigma.isFinite else { return }
        // Box width for three passes: w = √(12σ²/3 + 1).
        let width = (4 * sigma * sigma + 1).squareRoot()
        let box = BoxFilter(radius: max(1, Int(((width - 1) / 2).rounded())))
        var plane = MaskPlane(mask)
        // Three passes of radius r each way reach 3r.
        let reach = 3 * box.radius
        let rows = cuttingSteadyBands ? SteadyBand.rows(of: plane, reach: reach, minimumCut: Self.minimumCut) : nil
        rows?.cutRows(&plane)
        let columns = cuttingSteadyBands ? SteadyBand.columns(of: plane, reach: reach, minimumCut: Self.minimumCut) : nil
        columns?.cutColumns(&plane)
        apply(box, to: plane)
        columns?.restoreColumns(&plane)
        rows?.restoreRows(&plane)
    }

    /// Rows or columns a steady band must save to be cut: below it, finding and moving
    /// them costs about what blurring them would.
    static let minimumCut = 16

    /// Three passes of `box` along each row of `plane`, then three down each column.
    private mutating func apply(_ box: BoxFilter, to plane: MaskPlane) {
        Self.grow(&temp, to: plane.width)
        temp.withUnsafeMutableBufferPointer { buffer in
            guard let line = buffer.baseAddress else { return }
            for y in 0..<plane.height {
                for _ in 0..<3 { box.pass(plane.row(y), step: 1, count: plane.width, line: line) }
            }
        }
        // Down the columns all at once, row by row: the same sums as a pass per column,
        // without striding through the mask a byte per row.
        let ringRows = min(box.radius + 2, plane.height)
        Self.grow(&sums, to: plane.width)
        // At least a column's worth too, for boxes too wide for the reciprocal.
        let ringBytes = max(ringRows * plane.width, plane.height)
        Self.grow(&ring, to: ringBytes)
        sums.withUnsafeMutableBufferPointer { sums in
            ring.withUnsafeMutableBufferPointer { ring in
                guard let sums = sums.baseAddress, let ring = ring.baseAddress else { return }
                for _ in 0..<3 { box.columnPass(plane, sums: sums, ring: ring, ringRows: ringRows) }
            }
        }
    }
}

extension Blur {
    /// Makes `scratch` hold at least `count` elements, at least doubling it when it must
    /// grow: a shadow whose shape grows every frame (the held circle) then allocates a
    /// few times over the animation instead of every frame.
    fileprivate static func grow<T: FixedWidthInteger>(_ scratch: inout [T], to count: Int) {
        guard scratch.count < count else { return }
        scratch = [T](repeating: 0, count: max(count, 2 * scratch.count))
    }
}

/// One running-sum box filter of width 2r+1 along a line of bytes, zero outside it,
/// each result rounded to the nearest byte.
struct BoxFilter {
    let radius: Int
    private let width: Int
    /// ⌈2³²/width⌉: `(x · reciprocal) >> 32` is `x / width` exactly while
    /// x · (reciprocal · width − 2³²) < 2³², which holds for every rounded sum a line of
    /// bytes reaches (x < 256 · width) when the width is below 4096.
    private let reciprocal: UInt64

    init(radius: Int) {
        self.radius = radius
        width = 2 * radius + 1
        reciprocal = ((UInt64(1) << 32) + UInt64(width) - 1) / UInt64(width)
    }

    /// Filters the `count` bytes `step` apart from `p` in place; `line` holds at least
    /// `count` bytes of scratch.
    func pass(_ p: UnsafeMutablePointer<UInt8>, step: Int, count: Int, line: UnsafeMutablePointer<UInt8>) {
        let r = radius
        for i in 0..<count { line[i] = p[i * step] }
        var sum = 0
        for i in 0..<min(r, count) { sum &+= Int(line[i]) }
        for i in 0..<count {
            if i + r < count { sum &+= Int(line[i + r]) }
            if i - r - 1 >= 0 { sum &-= Int(line[i - r - 1]) }
            p[i * step] = average(sum)
        }
    }

    /// Filters every column of `mask` in place: `sums` holds a running sum per column,
    /// `ring` the last `ringRows` rows as they were before being overwritten (the ones
    /// that leave the box, up to radius + 2 rows back; for a box too wide for the
    /// reciprocal, a column's scratch instead).
    func columnPass(_ mask: MaskPlane, sums: UnsafeMutablePointer<UInt32>, ring: UnsafeMutablePointer<UInt8>, ringRows: Int) {
        let w = mask.width, h = mask.height, r = radius
        guard width < 4096 else {
            // Boxes too wide for the reciprocal: a column at a time.
            for x in 0..<w { pass(mask.bytes + x, step: mask.stride, count: h, line: ring) }
            return
        }
        // Sums in 32-bit lanes (a sum stays below 256 · 4096): the compiler does each loop
        // several columns a step.
        sums.update(repeating: 0, count: w)
        for y in 0..<min(r, h) {
            let row = mask.bytes + y * mask.stride
            for x in 0..<w { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<h {
            let row = mask.bytes + y * mask.stride
            if y + r < h {
                let entering = mask.bytes + (y + r) * mask.stride
                for x in 0..<w { sums[x] &+= UInt32(entering[x]) }
            }
            if y - r - 1 >= 0 {
                let leaving = ring + ((y - r - 1) % ringRows) * w
                for x in 0..<w { sums[x] &-= UInt32(leaving[x]) }
            }
            (ring + (y % ringRows) * w).update(from: row, count: w)
            // Boxes here are narrow enough for the reciprocal: no test per byte.
            for x in 0..<w { row[x] = byReciprocal(sums[x]) }
        }
    }

    /// `sum / width` rounded to the nearest byte: by the reciprocal where it is exact,
    /// by a division for wider boxes.
    @inline(__always)
    private func average(_ sum: Int) -> UInt8 {
        width < 4096 ? byReciprocal(UInt32(truncatingIfNeeded: sum)) : UInt8((sum + width / 2) / width)
    }

    /// ``average(_:)`` by the reciprocal, for a box narrower than 4096 (its sums stay below
    /// 2²⁰). Both factors fit 32 bits (the reciprocal is below 2³² for a box of 3 or
    /// more), so the product is one 32 × 32-bit multiply, which the compiler does several
    /// lanes a step.
    @inline(__always)
    private func byReciprocal(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt64(sum &+ UInt32(truncatingIfNeeded: width / 2))
                                       &* (reciprocal & 0xFFFF_FFFF)) >> 32)
    }
}
