import Layers

/// The horizontally scrolling row of city cards, seed 000's `UICollectionView` with its
/// flow layout: its bounds origin is the content offset, as a scroll view's is, and
/// it hands cells their neighbours (`cell(at:)`) for the expand animation.
final class FeedCollectionLayer: Layer {
    private(set) var cells: [CityCardCell] = []
    private(set) var layout = FeedLayout(size: Size(1, 1))
    var scroller = FeedScroller()

    /// Off while a card is expanded (seed: `collectionView.isScrollEnabled`).
    var isScrollEnabled = true
    /// Off while a card is expanded (seed: `collectionView.allowsSelection`).
    var allowsSelection = true

    /// The horizontal content offset: what `bounds.origin.x` shows.
    var contentOffset: Double { bounds.origin.x }

    func setCells(_ newCells: [CityCardCell]) {
        for cell in cells {
            cell.removeFromSuperlayer()
            cell.shadowLayer.removeFromSuperlayer()
        }
        cells = newCells
        // Every shadow below every card: an expanding card covers its neighbours' shadows.
        for cell in cells { addSublayer(cell.shadowLayer) }
        for cell in cells {
            cell.collection = self
            addSublayer(cell)
        }
        scroller.count = cells.count
    }

    /// The cell at `index`, or nil outside the feed (seed: `cellForItem(at:)`).
    func cell(at index: Int) -> CityCardCell? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    /// The card the feed is on (or heading for).
    var currentIndex: Int { scroller.page }

    /// The card expanded or on its way (the one above the others), if any.
    var activeCell: CityCardCell? { cells.first { $0.state == .expanded || $0.isAnimating } }

    /// Lays the feed out in `frame` at `scale` pixels per point, keeping the current
    /// card in view.
    func apply(frame newFrame: Rect, scale: Double) {
        let current = currentIndex
        for cell in cells { cell.finishAnimation() }
        layout = FeedLayout(size: newFrame.size)
        scroller.pitch = layout.pitch
        scroller.viewWidth = newFrame.width
        scroller.jump(toPage: current)
        let expanded = cells.firstIndex { $0.state == .expanded }
        Transaction.withoutActions {
            frame = newFrame
            bounds.origin = Point(x: scroller.offset, y: 0)
        }
        let feed = Rect(x: scroller.offset, y: 0, width: newFrame.width, height: newFrame.height)
        for cell in cells {
            var shift = 0.0
            if let expanded, cell.index == expanded - 1 { shift = -CityCardCell.neighbourShift }
            if let expanded, cell.index == expanded + 1 { shift = CityCardCell.neighbourShift }
            cell.relayout(home: layout.cardFrame(at: cell.index), feed: feed, neighbourOffset: shift, scale: scale)
        }
    }

    /// Ends a settling scroll on its card at once (a card is about to expand over the
    /// visible feed, which must stay put). A drag in progress is left alone.
    func finishScrolling() {
        guard case .settling = scroller.phase else { return }
        scroller.jump(toPage: scroller.page)
        Transaction.withoutActions { bounds.origin = Point(x: scroller.offset, y: 0) }
    }

    /// Shows the scroller's offset; true while it still moves. Announces
    /// `feed-page-N` when a scroll comes to rest on card N.
    func updateScrolling(at time: Double) -> Bool {
        let moving = scroller.update(at: time)
        if bounds.origin.x != scroller.offset {
            Transaction.withoutActions { bounds.origin = Point(x: scroller.offset, y: 0) }
        }
        if wasScrolling, !moving, scroller.phase == .idle { SceneEvents.post("feed-page-\(scroller.page)", at: time) }
        wasScrolling = moving
        return moving
    }

    private var wasScrolling = false
}
