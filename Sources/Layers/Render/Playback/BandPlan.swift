/// Cuts a frame's drawing into bands of whole rows of about equal cost, for the render
/// workers to share (``RenderWorkers``).
///
/// The cost of a row is the pixels the display list writes in it, weighted by each
/// composite's cost (``DrawOperation/costPerPixel``): damage is rarely spread evenly, and
/// equal heights would leave one thread with the card and the other with empty rows.
/// A few bands per thread let one that finishes early take another.
final class BandPlan {
    /// Bands per thread.
    static let bandsPerThread = 4
    /// Below this many weighted pixels a frame is drawn by the caller alone: waking a
    /// thread costs more than it saves.
    static let parallelThreshold = 256 * 256 * 4
    /// The thinnest band: thinner ones cost more in per-composite setup than they share.
    static let minimumRows = 8

    private(set) var bands: [PixelRect] = []
    private var rows: [Int] = []

    /// Plans `list` drawn into a `width` × `height` target by `threads` threads; frames
    /// with less weighted work than `threshold` get one band.
    func plan(_ list: DisplayList, width: Int, height: Int, threads: Int, threshold: Int = parallelThreshold) {
        bands.removeAll(keepingCapacity: true)
        guard !list.isEmpty, width > 0, height > 0 else { return }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        list.cost(perRow: &rows, height: height)
        let total = rows.prefix(height).reduce(0, +)
        let count = min(threads * Self.bandsPerThread, max(height / Self.minimumRows, 1))
        guard threads > 1, total >= threshold, count > 1 else { bands.append(whole); return }
        // Cut where the running cost passes each k/count of the total.
        var top = 0, running = 0, k = 1
        for y in 0..<height {
            running += rows[y]
            if k < count, running * count >= total * k, y + 1 - top >= Self.minimumRows {
                bands.append(PixelRect(x: 0, y: top, width: width, height: y + 1 - top))
                top = y + 1
                while k < count && running * count >= total * k { k += 1 }
            }
        }
        if top < height { bands.append(PixelRect(x: 0, y: top, width: width, height: height - top)) }
    }
}
