/// The cells of pictures stretched in nine parts (``NinePart``): each an ``Image`` over
/// its part of the picture's own pixels, so that sampling one repeats its own edge
/// pixels rather than blending in its neighbour's. Made once per picture and grid and
/// kept for the frames after (a steady frame allocates nothing for them); a few are
/// kept, the oldest dropped first.
final class NinePartCells {
    /// A picture's cells for one grid, row by row (nil: an empty cell).
    struct Entry {
        /// Keeps the pixels the cells show alive.
        let picture: Image
        let cells: [Image?]
        subscript(index: Int) -> Image? { cells[index] }
    }

    private struct Key: Hashable {
        let picture: ObjectIdentifier
        let columns: SIMD4<Double>
        let rows: SIMD4<Double>
    }

    /// Pictures and grids kept at most.
    static let capacity = 16
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []

    /// The cells of `picture` cut at `columns` and `rows` (pixel edges, whole numbers,
    /// 0 and the picture's size at the ends); nil if they cannot be made.
    func cells(of picture: Image, columns: SIMD4<Double>, rows: SIMD4<Double>) -> Entry? {
        let key = Key(picture: ObjectIdentifier(picture), columns: columns, rows: rows)
        if let known = entries[key], known.picture === picture { return known }
        var cells: [Image?] = []
        cells.reserveCapacity(9)
        for row in 0..<3 {
            for column in 0..<3 {
                let (x, y) = (Int(columns[column]), Int(rows[row]))
                let (width, height) = (Int(columns[column + 1]) - x, Int(rows[row + 1]) - y)
                guard width > 0, height > 0, x >= 0, y >= 0, x + width <= picture.width, y + height <= picture.height,
                      let cell = try? Image(wrapping: UnsafeMutableRawPointer(picture.pixels + y * picture.stride / 4 + x),
                                            width: width, height: height, stride: picture.stride) else {
                    cells.append(nil)
                    continue
                }
                cell.isOpaque = picture.isOpaque
                cells.append(cell)
            }
        }
        if order.count >= Self.capacity { entries[order.removeFirst()] = nil }
        let entry = Entry(picture: picture, cells: cells)
        entries[key] = entry
        order.append(key)
        return entry
    }
}
