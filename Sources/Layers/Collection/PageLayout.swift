/// A horizontal row of pages, as the CityGuide tutorial's flow layout places its cards:
/// items of ``itemSize`` centred vertically, ``spacing`` apart, item `i` centred in
/// the view at content offset `i × pitch` (the pitch being width plus spacing), so
/// paging by ``itemPitch`` shows one item in the middle at a time.
public struct PageLayout: CollectionLayout {
    /// Each item's size in points (each side at least 1).
    public var itemSize: Size
    /// The gap between two items, in points (at least 0).
    public var spacing: Double

    private var count = 0
    private var viewSize = Size.zero

    /// Pages of `itemSize`, `spacing` apart.
    public init(itemSize: Size, spacing: Double) {
        self.itemSize = itemSize
        self.spacing = spacing
    }

    /// Pages scroll horizontally.
    public var scrollsHorizontally: Bool { true }

    /// Takes the count (clamped) and the view's size (each side clamped into 0…100 000 points).
    public mutating func prepare(itemCount: Int, viewSize: Size) {
        count = Self.clampedCount(itemCount)
        self.viewSize = Size(width: Self.clampedLength(viewSize.width, minimum: 0, maximum: ListLayout.maximumRowHeight),
                             height: Self.clampedLength(viewSize.height, minimum: 0, maximum: ListLayout.maximumRowHeight))
    }

    /// Long enough for the last item to be centred; as high as the view.
    public var contentSize: Size {
        Size(width: Double(max(count - 1, 0)) * pitch + viewSize.width, height: viewSize.height)
    }

    /// Item `index`, centred in the view when the offset is `index` pages.
    public func frame(ofItem index: Int) -> Rect {
        guard index >= 0, index < count else { return .zero }
        let size = size
        return Rect(x: (viewSize.width - size.width) / 2 + Double(index) * pitch,
                    y: ((viewSize.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    /// The items meeting `rect` horizontally.
    public func items(in rect: Rect) -> Range<Int> {
        guard rect.minX.isFinite, rect.maxX.isFinite else { return 0..<0 }
        let inset = (viewSize.width - size.width) / 2
        let first = ((rect.minX - inset - size.width) / pitch).rounded(.down) + 1
        return Self.range(first: first, last: ((rect.maxX - inset) / pitch).rounded(.up), count: count)
    }

    /// One page: an item's width plus the spacing.
    public var itemPitch: Double? { pitch }

    private var size: Size {
        let limit = ListLayout.maximumRowHeight
        return Size(width: Self.clampedLength(itemSize.width, minimum: 1, maximum: limit),
                    height: Self.clampedLength(itemSize.height, minimum: 1, maximum: limit))
    }

    private var pitch: Double { size.width + Self.clampedLength(spacing, minimum: 0, maximum: ListLayout.maximumRowHeight) }
}
