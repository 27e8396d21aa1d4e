import Glibc

/// The bytes of a mask a blur works on: `height` rows of `width` bytes, `stride` apart.
/// Narrower or shorter than its mask while a ``SteadyBand`` is cut out of it.
///
/// It holds its mask, so `bytes` lives as long as the plane does: a plane made of a
/// mask nothing else keeps (`MaskPlane(makeMask())`) would otherwise point at freed
/// memory as soon as the mask is released, which AddressSanitizer caught in a test.
struct MaskPlane {
    let bytes: UnsafeMutablePointer<UInt8>
    var width: Int
    var height: Int
    let stride: Int
    private let mask: AlphaMask

    init(_ mask: AlphaMask) {
        self.mask = mask
        bytes = mask.bytes
        width = mask.width
        height = mask.height
        stride = mask.stride
    }

    func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { bytes + y * stride }
}

/// A run of identical rows (or columns) through the middle of a mask, as the straight
/// sides of a rounded rectangle make, that a blur need not see whole.
///
/// A blur that reaches `reach` pixels each way gives every row more than `reach` inside
/// such a run the same result, and the rows beyond the run the same results as if the
/// run were shorter. So the run is cut down to 2·reach + 1 rows before blurring, and the
/// middle row's result is copied across the gap after: the same bytes as blurring the
/// whole mask, for the price of the corners. A card's shadow in a 4K window is about
/// 700 × 900 mask pixels, of which the blur then sees about 150 × 150.
struct SteadyBand: Equatable {
    /// The run's first row (column).
    let start: Int
    /// Rows (columns) cut out of the run.
    let removed: Int
    /// How far the blur reaches each way.
    let reach: Int

    /// Rows the run keeps: enough for one row the blur sees only the run around.
    private var kept: Int { 2 * reach + 1 }

    /// The identical rows around the middle one, when cutting them saves at least
    /// `minimumCut` rows.
    static func rows(of plane: MaskPlane, reach: Int, minimumCut: Int) -> SteadyBand? {
        let kept = 2 * reach + 1
        guard plane.height >= kept + minimumCut, plane.width > 0 else { return nil }
        let middle = plane.height / 2, reference = plane.row(middle)
        var start = middle, end = middle + 1
        while start > 0, memcmp(plane.row(start - 1), reference, plane.width) == 0 { start -= 1 }
        while end < plane.height, memcmp(plane.row(end), reference, plane.width) == 0 { end += 1 }
        let cut = end - start - kept
        return cut >= minimumCut ? SteadyBand(start: start, removed: cut, reach: reach) : nil
    }

    /// The identical columns around the middle one, when cutting them saves at least
    /// `minimumCut` columns. Gives up at the first row that leaves too few.
    static func columns(of plane: MaskPlane, reach: Int, minimumCut: Int) -> SteadyBand? {
        let kept = 2 * reach + 1
        guard plane.width >= kept + minimumCut, plane.height > 0 else { return nil }
        let middle = plane.width / 2
        var start = 0, end = plane.width
        for y in 0..<plane.height {
            let row = plane.row(y), value = row[middle]
            var s = middle, e = middle + 1
            while s > start, row[s - 1] == value { s -= 1 }
            while e < end, row[e] == value { e += 1 }
            start = s
            end = e
            if end - start - kept < minimumCut { return nil }
        }
        return SteadyBand(start: start, removed: end - start - kept, reach: reach)
    }

    /// Moves the rows after the run up over the rows cut out of it.
    func cutRows(_ plane: inout MaskPlane) {
        for y in (start + kept + removed)..<plane.height {
            plane.row(y - removed).update(from: plane.row(y), count: plane.width)
        }
        plane.height -= removed
    }

    /// After the blur: moves the rows back down and fills the gap with the run's middle
    /// row, the result every row of the gap has.
    func restoreRows(_ plane: inout MaskPlane) {
        let middle = start + reach
        for y in stride(from: plane.height - 1, to: middle, by: -1) {
            plane.row(y + removed).update(from: plane.row(y), count: plane.width)
        }
        for y in (middle + 1)..<(middle + 1 + removed) { plane.row(y).update(from: plane.row(middle), count: plane.width) }
        plane.height += removed
    }

    /// Moves each row's bytes after the run left over the columns cut out of it.
    func cutColumns(_ plane: inout MaskPlane) {
        let from = start + kept + removed
        for y in 0..<plane.height {
            let row = plane.row(y)
            memmove(row + from - removed, row + from, plane.width - from)
        }
        plane.width -= removed
    }

    /// After the blur: moves each row's bytes back right and fills the gap with the
    /// run's middle column.
    func restoreColumns(_ plane: inout MaskPlane) {
        let middle = start + reach
        for y in 0..<plane.height {
            let row = plane.row(y)
            memmove(row + middle + 1 + removed, row + middle + 1, plane.width - middle - 1)
            memset(row + middle + 1, Int32(row[middle]), removed)
        }
        plane.width += removed
    }
}
