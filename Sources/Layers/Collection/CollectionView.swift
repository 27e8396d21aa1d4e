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
/// It is a ``ScrollView``: its ``ScrollView/contentSize`` follows the layout and its
/// bounds origin is the content offset. The cells exist for the items that meet the
/// bounds widened by ``overscan`` along the scroll axis, at most
/// ``maximumVisibleCells`` of them. After changing the frame, call ``layoutCells()``.
/// While the content moves by itself (a fling, an animated scroll), the cells the next
/// frame will show are filled ahead, between frames (``isPrefetchingEnabled``).
/// For assistive technology the view is a list and every cell an element that knows
/// its place in the whole list (``Layer/accessibilityPositionInSet``,
/// ``Layer/accessibilitySetSize``); moving the keyboard focus past the rows in view
/// scrolls the next one in (``AccessibilityLazyList``).
open class CollectionView: ScrollView, AccessibilityLazyList {
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
    /// How far beyond the bounds, each way along the scroll axis, items get cells
    /// already, in points (NaN or negative: 0). None by default: a cell is made and
    /// filled in the frame its item comes into sight, which draws a new layer anyway,
    /// rather than in a frame that otherwise only moves what is there.
    public var overscan: Double = 0 { didSet { layoutCells() } }
    /// Whether the cells of the items the next frame will show are asked of the data
    /// source ahead, between frames, while the content moves by itself (UIKit's
    /// `isPrefetchingEnabled`): a fling or an animated scroll, whose offset at the next
    /// frame is known. The frame that shows them then only places them, however many
    /// items it passes. The tree's host does the work (``LayerHost/prepareAhead()``),
    /// as the window that shows it waits for the next frame. True by default, as in UIKit.
    public var isPrefetchingEnabled = true {
        didSet { if !isPrefetchingEnabled { discardPrefetchedCells() } }
    }

    /// How many items the view has, as of the last ``reloadData()``.
    public private(set) var numberOfItems = 0
    /// The cells showing items now, by item.
    public private(set) var visibleCells: [Int: CollectionViewCell] = [:]
    /// The items with cells: always one run (the wanted items of the last layout).
    private var realized = 0..<0
    var pool = CollectionCellPool()
    /// Cells filled ahead for items the next frame should show, by item: out of the
    /// tree until a frame shows them (``isPrefetchingEnabled``).
    var prefetched: [Int: CollectionViewCell] = [:]
    /// The host the prefetching slice runs on, once added there.
    weak var prefetchingHost: LayerHost?
    private var preparedSize: Size?
    /// Set when the layout was prepared anew: the cells' frames may have moved.
    private var cellFramesAreStale = false

    /// An empty view placing its items with `layout`.
    public init(layout: CollectionLayout) {
        self.layout = layout
        placed = layout
        super.init()
        accessibilityContainerType = .list
    }

    /// The offset moved: the items now in view get cells.
    override open func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        layoutCells()
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
    /// items that are gone lose their cells, whatever the view is doing. When the
    /// content shrinks under a fling or an animation heading past its new end, the
    /// motion stops where it shows and the offset comes back within the content.
    public func reloadData() {
        numberOfItems = dataSource.map { min(max($0.numberOfItems(in: self), 0), Self.maximumItemCount) } ?? 0
        for index in realized { recycle(at: index) }
        realized = 0..<0
        invalidateLayout()
        let rest = restingOffset
        if clampedContentOffset(rest) != rest || clampedContentOffset(contentOffset) != contentOffset {
            stopMotion(at: host?.currentMediaTime)
            setContentOffset(clampedContentOffset(contentOffset), animated: false)
        }
    }

    /// Where the content comes to rest: the end of a fling or an animation, else here.
    private var restingOffset: Point {
        switch motion {
        case let .decelerating(release): release.restingOffset
        case let .animating(animation): animation.to
        case .idle, .dragging: contentOffset
        }
    }

    /// The cell of item `index`, when it has one (UIKit's `cellForItem(at:)`).
    public func cellForItem(at index: Int) -> CollectionViewCell? { visibleCells[index] }

    /// The item whose frame holds `point`, in the view's own (content) coordinates; nil
    /// when none does (UIKit's `indexPathForItem(at:)`).
    public func indexForItem(at point: Point) -> Int? {
        let probe = Rect(x: point.x, y: point.y, width: 0, height: 0)
        return placed.items(in: probe.insetBy(dx: -0.5, dy: -0.5)).first { placed.frame(ofItem: $0).contains(point) }
    }

    /// Tells the ``ScrollView/delegate``, when it is a ``CollectionViewDelegate``, that
    /// item `index` was chosen; false when there is no such item.
    @discardableResult
    public func selectItem(at index: Int) -> Bool {
        guard index >= 0, index < numberOfItems else { return false }
        (delegate as? CollectionViewDelegate)?.collectionView(self, didSelectItemAt: index)
        return true
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
        // Once in a hosted tree, the host runs the prefetching between its frames.
        if isPrefetchingEnabled, let host, host !== prefetchingHost { startPrefetching(on: host) }
        if cellFramesAreStale {
            cellFramesAreStale = false
            for (index, cell) in visibleCells {
                Transaction.withoutActions { cell.frame = placed.frame(ofItem: index) }
            }
        }
        // Nothing here allocates unless a cell comes or goes: scrolling frames that show
        // the same rows cost no memory.
        let wanted = dataSource == nil ? 0..<0 : wantedItems
        guard wanted != realized else { return }
        for index in realized where !wanted.contains(index) { recycle(at: index) }
        for index in wanted where visibleCells[index] == nil { realize(index) }
        realized = wanted
    }

    /// The items that should have cells now.
    var wantedItems: Range<Int> { wantedItems(at: bounds.origin) }

    /// The items that should have cells with the content offset at `offset`.
    func wantedItems(at offset: Point) -> Range<Int> {
        let margin = overscan.isNaN ? 0 : min(max(overscan, 0), ListLayout.maximumRowHeight)
        let shown = Rect(origin: offset, size: bounds.size)
        let rect = placed.scrollsHorizontally ? shown.insetBy(dx: -margin, dy: 0) : shown.insetBy(dx: 0, dy: -margin)
        let items = placed.items(in: rect)
        return items.lowerBound..<min(items.upperBound, items.lowerBound + Self.maximumVisibleCells)
    }

    /// Gives item `index` its cell: the one filled ahead for it, else one the data source fills now.
    private func realize(_ index: Int) {
        guard let dataSource else { return }
        let cell = prefetched.removeValue(forKey: index) ?? dataSource.collectionView(self, cellForItemAt: index)
        cell.index = index
        visibleCells[index] = cell
        Transaction.withoutActions {
            cell.frame = placed.frame(ofItem: index)
            if cell.superlayer !== self { insert(cell) }
        }
        makeElement(cell)
        cell.accessibilityPositionInSet = index + 1
        cell.accessibilitySetSize = numberOfItems
    }

    /// Makes `cell` an element that activates its item, unless it is one already (as a
    /// cell filled ahead is): it is then left as it is, which allocates nothing.
    func makeElement(_ cell: CollectionViewCell) {
        guard !cell.isAccessibilityElement || cell.accessibilityActionHandler == nil else { return }
        cell.isAccessibilityElement = true
        if cell.accessibilityActions.isEmpty { cell.accessibilityActions = [.activate] }
        if cell.accessibilityActionHandler == nil {
            cell.accessibilityActionHandler = { [weak self, weak cell] action in
                guard action == .activate, let self, let index = cell?.index else { return false }
                return selectItem(at: index)
            }
        }
    }

    /// Puts `cell` among the sublayers in item order (the order assistive technology
    /// reads them in), below the scroll indicators.
    private func insert(_ cell: CollectionViewCell) {
        let index = cell.index ?? 0
        let next = sublayers.first { layer in
            guard let other = layer as? CollectionViewCell else { return layer === indicators.vertical || layer === indicators.horizontal }
            return (other.index ?? 0) > index
        }
        if let next { insertSublayer(cell, below: next) } else { addSublayer(cell) }
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
    }

    /// Prepares the layout for the current count and bounds size unless it is.
    private func prepareIfNeeded() {
        guard preparedSize != bounds.size else { return }
        // Cells filled ahead were filled for the old size, or the old data (a reload
        // invalidates the layout).
        discardPrefetchedCells()
        cellFramesAreStale = true
        preparedSize = bounds.size
        placed = layout
        placed.prepare(itemCount: numberOfItems, viewSize: bounds.size)
        contentSize = placed.contentSize
    }

    // MARK: Accessibility

    /// Scrolls item `index` into view at once and returns its cell.
    public func accessibilityRealizeItem(at index: Int) -> Layer? {
        guard index >= 0, index < numberOfItems else { return nil }
        scrollToItem(at: index, animated: false)
        layoutCells()
        return visibleCells[index]
    }

    /// Scrolls the least that shows all of item `index` (as much as fits), at once or
    /// animated (UIKit's `scrollToItem(at:at:animated:)` with no position).
    public func scrollToItem(at index: Int, animated: Bool) {
        guard index >= 0, index < numberOfItems else { return }
        scrollRectToVisible(frameForItem(at: index), animated: animated)
    }
}
