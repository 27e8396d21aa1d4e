import Layers

/// The horizontally scrolling row of city cards, the CityGuide tutorial's `UICollectionView` with its
/// flow layout: its bounds origin is the content offset, as a scroll view's is, and
/// it hands cells their neighbours (`cell(at:)`) for the expand animation.
///
/// Like a collection view it keeps cells only for the cards in view, plus one card's
/// width each side (``visibleRange``): a card scrolling out goes back to a pool and is
/// configured again for the card scrolling in. So a feed of any length costs the same
/// few layers. The card expanded (or on its way) and its neighbours, which it pushes
/// aside, keep their cells whatever the offset.
final class FeedCollectionLayer: Layer {
    private(set) var layout = FeedLayout(size: Size(1, 1))
    /// Where the cards and the scrolling announce their moments.
    let events: SceneEvents
    /// The cards' shadow, baked once per card size and scale.
    private let shadowBakes = CardShadowBakes()
    var scroller = FeedScroller()

    /// Off while a card is expanded (the tutorial's `collectionView.isScrollEnabled`).
    var isScrollEnabled = true
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
    }

    /// The horizontal content offset: what `bounds.origin.x` shows.
    var contentOffset: Double { bounds.origin.x }

    /// Sets the number of cards and shows them from the first card's cells (the tutorial's `reloadData`).
    func reloadData(numberOfItems count: Int) {
        for cell in visibleCells.values { recycle(cell) }
        visibleCells.removeAll()
        numberOfItems = count
        scroller.count = count
        updateVisibleCells()
    }

    /// The cell at `index`, or nil when the card has no cell (off screen, or outside
    /// The feed): the tutorial's `cellForItem(at:)`.
    func cell(at index: Int) -> CityCardCell? { visibleCells[index] }

    /// The cells that exist now, in card order.
    var cells: [CityCardCell] { visibleCells.keys.sorted().compactMap { visibleCells[$0] } }

    /// The card the feed is on (or heading for).
    var currentIndex: Int { scroller.page }

    /// The card expanded or on its way (the one above the others), if any.
    var activeCell: CityCardCell? { visibleCells.values.first { $0.state == .expanded || $0.isAnimating } }

    /// The cards that have cells at the current offset: those overlapping the feed's
    /// width, one more each side, and the active card with its neighbours.
    var visibleRange: ClosedRange<Int>? {
        guard numberOfItems > 0 else { return nil }
        let first = layout.cardFrame(at: 0)
        let left = contentOffset - layout.pitch, right = contentOffset + layout.size.width + layout.pitch
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
        scroller.pitch = layout.pitch
        scroller.viewWidth = newFrame.width
        scroller.jump(toPage: current)
        Transaction.withoutActions {
            frame = newFrame
            bounds.origin = Point(x: scroller.offset, y: 0)
        }
        updateVisibleCells()
        for (index, cell) in visibleCells {
            // Pictures are decoded for a size: a bigger window asks for bigger ones.
            if changed { configureCell(cell, index) }
            place(cell)
        }
    }

    /// Pixels per point of the last layout.
    var displayScale: Double { scale }

    /// Shows card `index` at once, as `scrollToItem(at:animated: false)` does.
    func jump(toPage index: Int) {
        scroller.jump(toPage: index)
        Transaction.withoutActions { bounds.origin = Point(x: scroller.offset, y: 0) }
        updateVisibleCells()
    }

    /// Ends a settling scroll on its card at once (a card is about to expand over the
    /// visible feed, which must stay put). A drag in progress is left alone.
    func finishScrolling() {
        guard case .settling = scroller.phase else { return }
        scroller.jump(toPage: scroller.page)
        Transaction.withoutActions { bounds.origin = Point(x: scroller.offset, y: 0) }
        updateVisibleCells()
    }

    /// Shows the scroller's offset; true while it still moves. Announces
    /// `feed-page-N` when a scroll comes to rest on card N.
    func updateScrolling(at time: MediaTime) -> Bool {
        let moving = scroller.update(at: time)
        if bounds.origin.x != scroller.offset {
            Transaction.withoutActions { bounds.origin = Point(x: scroller.offset, y: 0) }
            updateVisibleCells()
        }
        if wasScrolling, !moving, scroller.phase == .idle { events.post("feed-page-\(scroller.page)", from: self) }
        wasScrolling = moving
        return moving
    }

    private var wasScrolling = false

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
        let feed = Rect(x: scroller.offset, y: 0, width: layout.size.width, height: layout.size.height)
        cell.relayout(home: layout.cardFrame(at: cell.index), feed: feed, neighbourOffset: shift, scale: scale,
                      shadows: shadowBakes)
    }
}
