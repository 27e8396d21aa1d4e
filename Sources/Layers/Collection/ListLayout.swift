/// A vertical list: rows as wide as the view, one under the other, all of ``rowHeight``
/// or each of the height ``heightForRow`` gives it (a table view's `rowHeight` and
/// `heightForRowAt`), ``rowSpacing`` apart.
///
/// Heights are clamped into ``minimumRowHeight``…``maximumRowHeight`` (NaN counts as
/// the minimum): a row of no height would put unboundedly many rows in view.
public struct ListLayout: CollectionLayout {
    /// The least height a row gets, in points.
    public static let minimumRowHeight = 1.0
    /// The most height a row gets, in points.
    public static let maximumRowHeight = 100_000.0

    /// Every row's height in points, unless ``heightForRow`` is set.
    public var rowHeight: Double
    /// The gap between two rows, in points (clamped into 0…``maximumRowHeight``).
    public var rowSpacing: Double
    /// Row `index`'s height in points, asked once per row at each prepare; nil: ``rowHeight``.
    public var heightForRow: ((Int) -> Double)?

    private var count = 0
    private var width = 0.0
    /// With ``heightForRow``: where each row ends (without the spacing after it), in order.
    private var rowEnds: [Double] = []

    /// A list of rows `rowHeight` points high, `rowSpacing` apart, or as high as `heightForRow` says.
    public init(rowHeight: Double = 44, rowSpacing: Double = 0, heightForRow: ((Int) -> Double)? = nil) {
        self.rowHeight = rowHeight
        self.rowSpacing = rowSpacing
        self.heightForRow = heightForRow
    }

    /// Lists scroll vertically.
    public var scrollsHorizontally: Bool { false }

    /// Takes the count (clamped) and the view's width; with ``heightForRow``, asks every row its height once.
    public mutating func prepare(itemCount: Int, viewSize: Size) {
        count = Self.clampedCount(itemCount)
        width = viewSize.width.isFinite ? max(viewSize.width, 0) : 0
        rowEnds = []
        guard let heightForRow else { return }
        rowEnds.reserveCapacity(count)
        var end = -spacing
        for index in 0..<count {
            end += spacing + Self.height(heightForRow(index))
            rowEnds.append(end)
        }
    }

    /// As wide as the view, as high as the rows and the gaps between them.
    public var contentSize: Size {
        guard count > 0 else { return Size(width: width, height: 0) }
        let height = rowEnds.last ?? Double(count) * pitch - spacing
        return Size(width: width, height: height)
    }

    /// Row `index` across the whole width, below the rows before it.
    public func frame(ofItem index: Int) -> Rect {
        guard index >= 0, index < count else { return .zero }
        if rowEnds.isEmpty {
            return Rect(x: 0, y: Double(index) * pitch, width: width, height: fixedHeight)
        }
        let start = index == 0 ? 0 : rowEnds[index - 1] + spacing
        return Rect(x: 0, y: start, width: width, height: rowEnds[index] - start)
    }

    /// The rows meeting `rect` vertically: by division for one height, by binary search for many.
    public func items(in rect: Rect) -> Range<Int> {
        guard rect.minY.isFinite, rect.maxY.isFinite, count > 0 else { return 0..<0 }
        if rowEnds.isEmpty {
            // Row i covers [i·pitch, i·pitch + height): the first ends after minY, the last starts before maxY.
            let first = ((rect.minY - fixedHeight) / pitch).rounded(.down) + 1
            return Self.range(first: first, last: (rect.maxY / pitch).rounded(.up), count: count)
        }
        let first = firstRow { $0 > rect.minY }
        let last = firstRow { $0 + spacing >= rect.maxY } + 1
        return min(first, count)..<max(min(last, count), min(first, count))
    }

    /// The pitch when every row has the same height.
    public var itemPitch: Double? { rowEnds.isEmpty && heightForRow == nil ? pitch : nil }

    private var spacing: Double { Self.clampedLength(rowSpacing, minimum: 0, maximum: Self.maximumRowHeight) }
    private var fixedHeight: Double { Self.height(rowHeight) }
    private var pitch: Double { fixedHeight + spacing }

    private static func height(_ value: Double) -> Double {
        clampedLength(value, minimum: minimumRowHeight, maximum: maximumRowHeight)
    }

    /// The first row whose end satisfies `isPast` (ends increase), or `count`.
    private func firstRow(where isPast: (Double) -> Bool) -> Int {
        var low = 0, high = rowEnds.count
        while low < high {
            let middle = (low + high) / 2
            if isPast(rowEnds[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
