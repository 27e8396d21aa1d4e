/// Cells filled ahead (``CollectionView/isPrefetchingEnabled``): while the content moves
/// by itself, its offset at the next frame is a function of time (``ScrollMotion``),
/// so the items that frame will show are known before it. Between frames, the tree's
/// host gives the view slices of time (``LayerHost/prepareAhead()``); each slice asks
/// the data source for one of those items' cells, which waits out of the tree until
/// the frame that shows its item takes it. A jump across the list (an animated scroll
/// to the end) then fills no cell in its frames: it places cells filled before.
extension CollectionView {
    /// Runs the prefetching slice on `host` between frames from now on.
    func startPrefetching(on host: LayerHost) {
        prefetchingHost?.workAhead.remove(for: self)
        prefetchingHost = host
        host.workAhead.add(for: self) { [weak self] in self?.prefetchSlice() ?? false }
    }

    /// One slice: the cell of one item the next frame will show and that has none yet.
    /// Cells filled ahead for items it will not show go back to the pool. False when
    /// nothing was left to fill, or the content does not move by itself.
    func prefetchSlice() -> Bool {
        guard isPrefetchingEnabled, let host, host === prefetchingHost, let dataSource,
              let next = host.workAhead.nextFrameTime, let offset = motion.offset(at: next) else {
            discardPrefetchedCells()
            return false
        }
        let coming = wantedItems(at: clampedContentOffset(offset))
        discardPrefetchedCells { !coming.contains($0) }
        guard let index = coming.first(where: { visibleCells[$0] == nil && prefetched[$0] == nil }) else { return false }
        let cell = dataSource.collectionView(self, cellForItemAt: index)
        makeElement(cell)
        prefetched[index] = cell
        return true
    }

    /// Sends every cell filled ahead back to the pool: after a change to what the cells
    /// show that ``reloadData()`` does not make, such as the appearance or the scale
    /// they draw their text at. Reloading and resizing do it themselves.
    public func discardPrefetchedCells() { discardPrefetchedCells { _ in true } }

    /// Sends the cells filled ahead for the items `unwanted` picks back to the pool.
    private func discardPrefetchedCells(where unwanted: (Int) -> Bool) {
        guard prefetched.contains(where: { unwanted($0.key) }) else { return }
        for (index, cell) in prefetched where unwanted(index) {
            prefetched[index] = nil
            cell.prepareForReuse()
            pool.recycle(cell)
        }
    }

    /// How many cells wait filled ahead for the next frame.
    package var prefetchedCount: Int { prefetched.count }
}
