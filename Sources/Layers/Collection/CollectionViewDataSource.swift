/// What a ``CollectionView`` shows, as UIKit's `UICollectionViewDataSource`: how many
/// items there are, and a cell for an item, dequeued from the view's reuse pool with
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and filled in.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many items the view shows. Below 0 counts as 0; above
    /// ``CollectionView/maximumItemCount`` counts as that maximum.
    func numberOfItems(in collectionView: CollectionView) -> Int
    /// The cell showing item `index`, dequeued from `collectionView` and filled in.
    func collectionView(_ collectionView: CollectionView, cellForItemAt index: Int) -> CollectionViewCell
}

/// What a ``CollectionView`` tells its ``ScrollView/delegate`` about its items being
/// chosen, as UIKit's `UICollectionViewDelegate`'s `collectionView(_:didSelectItemAt:)`,
/// besides the scrolling it hears as any ``ScrollViewDelegate``.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// The user chose item `index` (a tap, or a screen reader's or the keyboard's activate).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt index: Int)
}
