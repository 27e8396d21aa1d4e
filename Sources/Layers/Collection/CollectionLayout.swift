/// Where a ``CollectionView``'s items go, as UIKit's `UICollectionViewLayout` says it: the
/// content's size, each item's frame, and which items meet a rectangle. The view asks
/// only about the rectangle it shows (plus its overscan), so a layout's answers must
/// cost what the rectangle holds, not what the list holds.
///
/// ``prepare(itemCount:viewSize:)`` comes first, after every reload and resize; the
/// other requirements then answer for that count and size.
public protocol CollectionLayout {
    /// The axis the content scrolls along: vertical for a list, horizontal for pages.
    var scrollsHorizontally: Bool { get }
    /// Gets ready for `itemCount` items in a view of `viewSize` points. A count below 0
    /// counts as 0 and one above ``CollectionView/maximumItemCount`` as that maximum.
    mutating func prepare(itemCount: Int, viewSize: Size)
    /// The size of the whole content, in points.
    var contentSize: Size { get }
    /// Item `index`'s frame in content coordinates (``Rect/zero`` outside the items).
    func frame(ofItem index: Int) -> Rect
    /// The items whose frames meet `rect` (content coordinates), in order: empty when
    /// none does or `rect` is not finite.
    func items(in rect: Rect) -> Range<Int>
    /// The distance between two items' starts along the scroll axis when it is the
    /// same for all (pages), for paging and snapping; nil when items differ.
    var itemPitch: Double? { get }
}

extension CollectionLayout {
    /// The item count the layout was prepared for, clamped into 0…``CollectionView/maximumItemCount``.
    static func clampedCount(_ count: Int) -> Int { min(max(count, 0), CollectionView.maximumItemCount) }

    /// `length` as a finite extent within `minimum`…`maximum`: NaN counts as `minimum`,
    /// infinities as the nearer bound.
    static func clampedLength(_ length: Double, minimum: Double, maximum: Double) -> Double {
        length.isNaN ? minimum : min(max(length, minimum), maximum)
    }

    /// The items `first`…`last` (positions along the axis, in items, possibly
    /// fractional or huge) as a range within `0..<count`.
    static func range(first: Double, last: Double, count: Int) -> Range<Int> {
        guard first.isFinite, last.isFinite, count > 0 else { return 0..<0 }
        let low = Int(min(max(first, 0), Double(count))), high = Int(min(max(last, 0), Double(count)))
        return low < high ? low..<high : 0..<0
    }
}
