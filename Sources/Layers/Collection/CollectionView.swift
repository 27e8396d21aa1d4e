/// A list of items that keeps layers only for the items in view, as UIKit's
/// `UICollectionView`: a ``CollectionViewDataSource`` says how many items there are and
/// fills a cell for an item; a ``CollectionLayout`` places them (``ListLayout`` for rows
/// one under the other, ``PageLayout`` for pages side by side). A cell scrolling out
/// goes back to a pool and is filled again for an item scrolling in, so a list of
/// 6 000 items costs what its visible few cost.
///
/// ```swift
/// let list = CollectionView(layout: ListLayout(rowHeight: 72))
/// list.register({ CityRow() }, forCellWithReuseIdentifier: "city")
/// list.dataSource = cities          // numberOfItems(in:), collectionView(_:cellForItemAt:)
/// list.delegate = cities            // collectionView(_:didSelectItemAt:)
/// list.reloadData()
/// ```
///
/// The view's bounds origin is the content offset: the cells exist for the items that
/// meet the bounds widened by ``overscan`` along the scroll axis, at most
/// ``maximumVisibleCells`` of them. For assistive technology the view is a list and
/// every cell an element that knows its place in the whole list
/// (``Layer/accessibilityPositionInSet``, ``Layer/accessibilitySetSize``).
open class CollectionView: Layer, AccessibilityLazyList {
    /// The most items a collection view shows; a data source's larger count is clamped to it.
    public nonisolated static let maximumItemCount = 1_000_000
    /// The most cells that exist at once, whatever the bounds and row heights.
    public nonisolated static let maximumVisibleCells = 512

    /// Where the items go; setting it lays the cells out again.
    public var layout: CollectionLayout { didSet { invalidateLayout() } }
    /// ``layout`` as prepared for the current count and bounds size.
    private var placed: CollectionLayout
    /// Gives the count and fills the cells; read again by ``reloadData()``.
    public weak var dataSource: CollectionViewDataSource?
    /// Told when an item is chosen.
    public weak var delegate: CollectionViewDelegate?
    /// How far beyond the bounds, each way along the scroll axis, items get cells
    /// already, in points (NaN or negative: 0).
    public var overscan: Double = 44 { didSet { layoutCells() } }

    /// How many items the view has, as of the last ``reloadData()``.
    public private(set) var numberOfItems = 0
    /// The cells showing items now, by item.
    public private(set) var visibleCells: [Int: CollectionViewCell] = [:]
    var pool = CollectionCellPool()
    private var preparedSize: Size?

    /// An empty view placing its items with `layout`.
    public init(layout: CollectionLayout) {
        self.layout = layout
        placed = layout
        super.init()
        accessibilityContainerType = .list
    }

    /// New cells for `identifier` come from `factory` (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    public func register(_ factory: @escaping () -> CollectionViewCell, forCellWithReuseIdentifier identifier: String) {
        pool.register(factory, for: identifier)
    }

    /// A cell for item `index`: a waiting one for `identifier`, else a new one from its
    /// factory. Asking for an identifier nothing was registered for is a programmer error.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for index: Int) -> CollectionViewCell {
        guard let cell = pool.dequeue(identifier) else {
            programmerError("CollectionView.dequeueReusableCell: nothing is registered for \"\(identifier)\"; "
                + "call register(_:forCellWithReuseIdentifier:) first")
        }
        return cell
    }

    /// How many cells the factories made so far: stays near the visible count however
    /// far the view scrolls.
    public var cellsMade: Int { pool.cellsMade }

    /// Reads the count again and fills every visible cell anew (UIKit's `reloadData`):
    /// items that are gone lose their cells, whatever the view is doing.
    public func reloadData() {
        numberOfItems = dataSource.map { min(max($0.numberOfItems(in: self), 0), Self.maximumItemCount) } ?? 0
        for index in Array(visibleCells.keys) { recycle(at: index) }
        invalidateLayout()
    }

    /// The cell of item `index`, when it has one (UIKit's `cellForItem(at:)`).
    public func cellForItem(at index: Int) -> CollectionViewCell? { visibleCells[index] }

    /// The item whose frame holds `point`, in the view's own (content) coordinates; nil
    /// when none does (UIKit's `indexPathForItem(at:)`).
    public func indexForItem(at point: Point) -> Int? {
        let probe = Rect(x: point.x, y: point.y, width: 0, height: 0)
        return placed.items(in: probe.insetBy(dx: -0.5, dy: -0.5)).first { placed.frame(ofItem: $0).contains(point) }
    }

    /// Tells the delegate that item `index` was chosen; false when there is no such item.
    @discardableResult
    public func selectItem(at index: Int) -> Bool {
        guard index >= 0, index < numberOfItems else { return false }
        delegate?.collectionView(self, didSelectItemAt: index)
        return true
    }

    /// The size of the whole content for the current count and bounds.
    public var contentSize: Size {
        prepareIfNeeded()
        return placed.contentSize
    }

    /// Item `index`'s frame in content coordinates.
    public func frameForItem(at index: Int) -> Rect {
        prepareIfNeeded()
        return placed.frame(ofItem: index)
    }

    // MARK: Cells

    /// Gives every item meeting the bounds (and the overscan) a cell and sends the
    /// other cells back to the pool. Call it after the bounds move.
    public func layoutCells() {
        prepareIfNeeded()
        let wanted = wantedItems
        for index in Array(visibleCells.keys) where !wanted.contains(index) { recycle(at: index) }
        for index in wanted where visibleCells[index] == nil { realize(index) }
    }

    /// The items that should have cells now.
    var wantedItems: Range<Int> {
        let margin = overscan.isNaN ? 0 : min(max(overscan, 0), ListLayout.maximumRowHeight)
        let rect = placed.scrollsHorizontally ? bounds.insetBy(dx: -margin, dy: 0) : bounds.insetBy(dx: 0, dy: -margin)
        let items = placed.items(in: rect)
        return items.lowerBound..<min(items.upperBound, items.lowerBound + Self.maximumVisibleCells)
    }

    private func realize(_ index: Int) {
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: index)
        cell.index = index
        visibleCells[index] = cell
        Transaction.withoutActions {
            cell.frame = placed.frame(ofItem: index)
            if cell.superlayer !== self { addSublayer(cell) }
        }
        cell.isAccessibilityElement = true
        if cell.accessibilityActions.isEmpty { cell.accessibilityActions = [.activate] }
        cell.accessibilityPositionInSet = index + 1
        cell.accessibilitySetSize = numberOfItems
        cell.accessibilityActionHandler = { [weak self, weak cell] action in
            guard action == .activate, let self, let index = cell?.index else { return false }
            return selectItem(at: index)
        }
    }

    private func recycle(at index: Int) {
        guard let cell = visibleCells.removeValue(forKey: index) else { return }
        cell.prepareForReuse()
        cell.index = nil
        // A reused cell is another item for assistive technology: it gets a new number.
        cell.accessibility?.identifier = nil
        Transaction.withoutActions { cell.removeFromSuperlayer() }
        pool.recycle(cell)
    }

    /// Lays the layout out again for the current count and bounds size, then the cells.
    public func invalidateLayout() {
        preparedSize = nil
        layoutCells()
        for (index, cell) in visibleCells {
            Transaction.withoutActions { cell.frame = placed.frame(ofItem: index) }
        }
    }

    private func prepareIfNeeded() {
        guard preparedSize != bounds.size else { return }
        preparedSize = bounds.size
        placed = layout
        placed.prepare(itemCount: numberOfItems, viewSize: bounds.size)
    }

    // MARK: Accessibility

    /// Scrolls item `index` into view at once and returns its cell.
    public func accessibilityRealizeItem(at index: Int) -> Layer? {
        guard index >= 0, index < numberOfItems else { return nil }
        scrollToItem(at: index)
        layoutCells()
        return visibleCells[index]
    }

    /// Moves the bounds the least that shows all of item `index` (as far as it fits).
    public func scrollToItem(at index: Int) {
        prepareIfNeeded()
        let item = placed.frame(ofItem: index)
        guard index >= 0, index < numberOfItems else { return }
        var origin = bounds.origin
        if placed.scrollsHorizontally {
            if item.maxX > bounds.maxX { origin.x = item.maxX - bounds.width }
            if item.minX < origin.x { origin.x = item.minX }
        } else {
            if item.maxY > bounds.maxY { origin.y = item.maxY - bounds.height }
            if item.minY < origin.y { origin.y = item.minY }
        }
        Transaction.withoutActions { bounds.origin = origin }
    }
}
