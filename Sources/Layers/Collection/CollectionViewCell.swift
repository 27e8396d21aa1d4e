/// One item's layer in a ``CollectionView``, as UIKit's `UICollectionViewCell`: made by
/// the factory registered for its reuse identifier, filled by the data source for an
/// item, and, once its item scrolls out of view, given to another item. Subclass it
/// for the cell's own sublayers.
///
/// A cell carries its item's place in the whole list for assistive technology
/// (``Layer/accessibilityPositionInSet`` and ``Layer/accessibilitySetSize``): only the
/// visible items have cells, but a screen reader says "3 of 6 000".
open class CollectionViewCell: Layer {
    /// The identifier the cell was dequeued with (nil until the first dequeue).
    public internal(set) var reuseIdentifier: String?
    /// The item the cell shows now; nil while it waits in the reuse pool.
    public internal(set) var index: Int?

    /// An empty cell.
    override public init() {
        super.init()
    }

    /// Called before the cell is given to another item (UIKit's `prepareForReuse`):
    /// stop what it was doing for the last one. The default does nothing.
    open func prepareForReuse() {}
}
