import Layers

/// The horizontally scrolling row of city cards, the CityGuide tutorial's `UICollectionView` with its
/// flow layout: a ``ScrollView`` paging by the card pitch, so its bounds origin is the
/// content offset, and it hands cells their neighbours (`cell(at:)`) for the expand animation.
///
/// A release settles as the tutorial's paging collection view does: its velocity
/// projected ``projection`` ahead picks the card (at most one from where the drag
/// started), and a critically damped spring carries the content there
/// (``ScrollPaging/linear(projection:pageSize:)``). The view is its own delegate: that is
/// how it learns the card a release heads for and when the content comes to rest.
///
/// Like a collection view it keeps cells only for the cards in view, plus one card's
/// width each side (``visibleRange``): a card scrolling out goes back to a pool and is
/// configured again for the card scrolling in. So a feed of any length costs the same
/// few layers. The card expanded (or on its way) and its neighbours, which it pushes
/// aside, keep their cells whatever the offset.
final class FeedCollectionLayer: ScrollView, ScrollViewDelegate {
    /// How far ahead a release's velocity projects the offset to pick the card.
    static let projection = TimeSpan.seconds(0.22)

    private(set) var layout = FeedLayout(size: Size(1, 1))
    /// Where the cards and the scrolling announce their moments.
    let events: SceneEvents
    /// The cards' shadow, baked once per card size and scale.
    private let shadowBakes = CardShadowBakes()

    /// Off while a card is expanded (the tutorial's `collectionView.allowsSelection`).
    var allowsSelection = true

    /// How many cards the feed has.
    private(set) var numberOfItems = 0
    /// Makes a new, empty cell when the pool has none (the tutorial's `register(_:forCellWithReuseIdentifier:)`).
    var makeCell: () -> CityCardCell = { CityCardCell(timing: .easeInOut) }
    /// How many cells were ever made: stays small however far the feed scrolls.
    private(set) var cellsMade = 0
    /// Shows card `index` in a fresh or reused cell (the tutorial's `cellForItemAt`).
    var configureCell: (CityCardCell, Int) -> Void = { _, _ in }

    /// The cells on screen (and in the margin), by card.
    private(set) var visibleCells: [Int: CityCardCell] = [:]
    /// Cells off screen, waiting to be reused.
    private var reusePool: [CityCardCell] = []
    private var scale = 1.0
    /// False until the first ``apply(frame:scale:)``: no cell is made for a feed without a size.
    private var hasLayout = false

    /// An empty feed whose moments go to `events`.
    init(events: SceneEvents) {
        self.events = events
        super.init()
        isPagingEnabled = true
        // The tutorial's collection view hides its indicators.
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        delegate = self
    }

    /// Sets the number of cards and shows them from the first card's cells (the tutorial's `reloadData`).
    func reloadData(numberOfItems count: Int) {
        for cell in visibleCells.values { recycle(cell) }
        visibleCells.removeAll()
        numberOfItems = count
        updateContentGeometry()
        updateVisibleCells()
    }

    /// The cell at `index`, or nil when the card has no cell (off screen, or outside
    /// The feed): the tutorial's `cellForItem(at:)`.
    func cell(at index: Int) -> CityCardCell? { visibleCells[index] }

    /// The cells that exist now, in card order.
    var cells: [CityCardCell] { visibleCells.keys.sorted().compactMap { visibleCells[$0] } }

    /// The card the feed is on, or heading for once a release or a step scrolls.
    private(set) var currentIndex = 0

    /// The card expanded or on its way (the one above the others), if any.
    var activeCell: CityCardCell? { visibleCells.values.first { $0.state == .expanded || $0.isAnimating } }

    /// The cards that have cells at the current offset: those overlapping the feed's
    /// width, one more each side, and the active card with its neighbours.
    var visibleRange: ClosedRange<Int>? {
        guard numberOfItems > 0 else { return nil }
        let first = layout.cardFrame(at: 0)
        let left = contentOffset.x - layout.pitch, right = contentOffset.x + layout.size.width + layout.pitch
        var low = Int(((left - first.maxX) / layout.pitch).rounded(.up))
        var high = Int(((right - first.minX) / layout.pitch).rounded(.down))
        if let active = activeCell?.index {
            low = min(low, active - 1)
            high = max(high, active + 1)
        }
        low = max(low, 0)
        high = min(high, numberOfItems - 1)
        return low <= high ? low...high : nil
    }

    /// Lays the feed out in `frame` at `scale` pixels per point, keeping the current
    /// card in view.
    func apply(frame newFrame: Rect, scale: Double) {
        let current = currentIndex
        let changed = !hasLayout || layout.size != newFrame.size || self.scale != scale
        self.scale = scale
        hasLayout = true
        for cell in visibleCells.values { cell.finishAnimation() }
        layout = FeedLayout(size: newFrame.size)
        Transaction.withoutActions {
            frame = newFrame
            updateContentGeometry()
        }
        jump(toPage: current)
        for (index, cell) in visibleCells {
            // Pictures are decoded for a size: a bigger window asks for bigger ones.
            if changed { configureCell(cell, index) }
            place(cell)
        }
    }

    /// Pixels per point of the last layout.
    var displayScale: Double { scale }

    /// Shows card `index` at once, as `scrollToItem(at:animated: false)` does, stopping
    /// any motion.
    func jump(toPage index: Int) {
        currentIndex = clampedPage(index)
        setContentOffset(Point(x: Double(currentIndex) * layout.pitch, y: 0), animated: false)
        updateVisibleCells()
    }

    /// Springs to card `index` (clamped into the feed) at `time`, keeping the current
    /// speed, as a release does: the arrow keys and the wheel.
    func scroll(toPage index: Int, at time: MediaTime) {
        currentIndex = clampedPage(index)
        scrollToPage(currentIndex, along: .horizontal, at: time)
    }

    /// Ends a settling scroll on its card at once (a card is about to expand over the
    /// visible feed, which must stay put). A drag in progress is left alone.
    func finishScrolling() {
        guard isDecelerating || isScrollAnimating else { return }
        jump(toPage: currentIndex)
        announceRest()
    }

    /// The offset moved: the cards now in view get cells.
    override func contentOffsetDidChange() {
        super.contentOffsetDidChange()
        updateVisibleCells()
    }

    // MARK: Scrolling

    /// A release heads for the card of the paging's target.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        currentIndex = clampedPage(Int((targetContentOffset.x / max(layout.pitch, 1)).rounded()))
    }

    /// A release came to rest on its card.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { announceRest() }

    /// A step (key, wheel) came to rest on its card.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { announceRest() }

    /// Announces `feed-page-N`: the scroll came to rest on card N.
    private func announceRest() { events.post("feed-page-\(currentIndex)", from: self) }

    /// Content as long as the cards with the last one centred, pages a card pitch apart.
    private func updateContentGeometry() {
        let size = layout.size
        contentSize = Size(width: Double(max(numberOfItems - 1, 0)) * layout.pitch + size.width, height: size.height)
        paging = .linear(projection: Self.projection, pageSize: Size(width: layout.pitch, height: size.height))
    }

    private func clampedPage(_ index: Int) -> Int { min(max(index, 0), max(numberOfItems - 1, 0)) }

    // MARK: Reuse

    /// Gives every card in ``visibleRange`` a cell and sends the others' cells to the pool.
    private func updateVisibleCells() {
        guard hasLayout else { return }
        let range = visibleRange
        for (index, cell) in visibleCells where !(range?.contains(index) ?? false) {
            visibleCells[index] = nil
            recycle(cell)
        }
        guard let range else { return }
        for index in range where visibleCells[index] == nil {
            let cell = dequeueReusableCell()
            visibleCells[index] = cell
            configureCell(cell, index)
            place(cell)
        }
    }

    private func dequeueReusableCell() -> CityCardCell {
        let cell = reusePool.popLast() ?? {
            cellsMade += 1
            return makeCell()
        }()
        cell.collection = self
        // Every shadow below every card: an expanding card covers its neighbours' shadows.
        insertSublayer(cell.shadowLayer, at: 0)
        addSublayer(cell)
        return cell
    }

    private func recycle(_ cell: CityCardCell) {
        cell.prepareForReuse()
        cell.removeFromSuperlayer()
        cell.shadowLayer.removeFromSuperlayer()
        reusePool.append(cell)
    }

    /// Puts a cell where its card goes: home, pushed aside next to an expanded card, or
    /// over the whole feed when it is the expanded one.
    private func place(_ cell: CityCardCell) {
        let expanded = visibleCells.first { $0.value.state == .expanded }?.key
        var shift = 0.0
        if let expanded, cell.index == expanded - 1 { shift = -CityCardCell.neighbourShift }
        if let expanded, cell.index == expanded + 1 { shift = CityCardCell.neighbourShift }
        let feed = Rect(x: contentOffset.x, y: 0, width: layout.size.width, height: layout.size.height)
        cell.relayout(home: layout.cardFrame(at: cell.index), feed: feed, neighbourOffset: shift, scale: scale,
                      shadows: shadowBakes)
    }
}
