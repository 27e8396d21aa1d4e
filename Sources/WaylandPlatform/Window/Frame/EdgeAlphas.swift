/// A ``FrameShadow``'s alphas beside its straight edges, each worked out once.
///
/// Where a pixel is level with a side's straight part (not by a corner), its distance
/// to the outline is its distance to that side: above and below the window it depends
/// on the row alone, beside it on the column alone. ``alpha(column:)`` returns the
/// stored value there and computes only corner and inside pixels one by one; every
/// value is what ``FrameShadow/alpha(x:y:)`` gives for that pixel.
struct EdgeAlphas {
    private let shadow: FrameShadow
    /// Per column, the alpha beside the side edges (NaN: not worked out yet).
    private var columns: [Double]
    /// Per column, the shadow alone there as a pixel (``unset``: not worked out yet).
    private var columnPixels: [UInt32]
    /// This row's shadow alone above or below the window, as a pixel.
    private var rowPixel = unset
    private static let unset = UInt32.max
    private var y = 0.0
    private var rowExcess = 0.0
    /// This row's alpha above or below the window (NaN: not worked out yet).
    private var rowAlpha = Double.nan

    init(shadow: FrameShadow, width: Int) {
        self.shadow = shadow
        columns = Array(repeating: .nan, count: max(width, 0))
        columnPixels = Array(repeating: Self.unset, count: max(width, 0))
    }

    /// Starts the row whose pixel centres are at `y`.
    mutating func beginRow(y: Double) {
        self.y = y
        rowExcess = shadow.verticalExcess(y: y)
        rowAlpha = .nan
        rowPixel = Self.unset
    }

    /// The shadow at `column` of the current row over a transparent pixel: black at its
    /// alpha, as ``FrameShadow`` puts it under one. Most of the margin is transparent, and
    /// beside the straight edges this is one stored pixel per row or column.
    mutating func pixel(column: Int) -> UInt32 {
        switch place(of: column) {
        case .aboveOrBelow:
            if rowPixel == Self.unset { rowPixel = Self.black(alpha(column: column)) }
            return rowPixel
        case .beside:
            if columnPixels[column] == Self.unset { columnPixels[column] = Self.black(alpha(column: column)) }
            return columnPixels[column]
        case .elsewhere:
            return Self.black(alpha(column: column))
        }
    }

    /// Black at `alpha`, premultiplied.
    static func black(_ alpha: Double) -> UInt32 { UInt32((alpha * 255).rounded()) << 24 }

    /// The shadow's alpha at `column` of the current row.
    mutating func alpha(column: Int) -> Double {
        let x = Double(column) + 0.5
        switch place(of: column) {
        case .aboveOrBelow:
            if rowAlpha.isNaN { rowAlpha = shadow.alpha(x: x, y: y) }
            return rowAlpha
        case .beside:
            if columns[column].isNaN { columns[column] = shadow.alpha(x: x, y: y) }
            return columns[column]
        case .elsewhere:
            return shadow.alpha(x: x, y: y)
        }
    }

    /// Where a pixel's alpha depends on one coordinate only, so that it is stored.
    private enum Place {
        /// Level with the straight part of the top or bottom edge: the row's.
        case aboveOrBelow
        /// Level with the straight part of a side (and within the stored columns): the column's.
        case beside
        /// By a corner, or inside: worked out on its own.
        case elsewhere
    }

    private func place(of column: Int) -> Place {
        let columnExcess = shadow.horizontalExcess(x: Double(column) + 0.5)
        if columnExcess <= 0 && rowExcess > 0 { return .aboveOrBelow }
        if rowExcess <= 0 && columnExcess > 0 && columns.indices.contains(column) { return .beside }
        return .elsewhere
    }
}
