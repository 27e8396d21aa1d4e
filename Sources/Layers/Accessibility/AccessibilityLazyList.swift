/// A list container that keeps layers only for the items in view (a ``CollectionView``),
/// its elements carrying ``Layer/accessibilityPositionInSet`` and
/// ``Layer/accessibilitySetSize``. Moving the keyboard focus from one of its items to
/// another asks the list to bring that item into view first, so the focus can go past
/// the rows that exist, as in GTK's list views.
@MainActor
public protocol AccessibilityLazyList: AnyObject {
    /// Scrolls item `index` (counted from 0 in the whole list) into view at once and
    /// returns its layer, or nil when the list has no such item.
    func accessibilityRealizeItem(at index: Int) -> Layer?
}
