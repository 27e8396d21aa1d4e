/// A layer's sublayers sorted for drawing (``Layer/sublayersInDrawingOrder``): by
/// zPosition, then insertion order; valid while the same sublayers keep the same
/// zPositions.
///
/// The sort comes again whenever a sublayer comes or goes, which in a scrolling list
/// is most frames (a row in, a row out, the scroll indicators above them). So it keeps
/// storage of its own and sorts into it again: the list's frames allocate nothing for
/// it. Its arrays never share the layer's `sublayers` buffer, whose next change would
/// otherwise copy it.
@MainActor
final class DrawingOrder {
    private var sublayers: [Layer] = []
    private var zPositions: [Double] = []
    /// The sorted order (empty after ``removeAll()``).
    private(set) var sorted: [Layer] = []

    /// Sublayers past this many are sorted by a merge sort (which allocates) rather
    /// than by insertion, whose cost grows with the square of the count.
    static let insertionLimit = 64

    /// True when `current` is what the order was sorted from, zPositions included.
    func matches(_ current: [Layer]) -> Bool {
        guard !current.isEmpty, current.count == sublayers.count else { return false }
        for i in current.indices where current[i] !== sublayers[i] || current[i].model.zPosition != zPositions[i] {
            return false
        }
        return true
    }

    /// Sorts `current` into the kept storage: by zPosition, equal ones in their order.
    func sort(_ current: [Layer]) {
        removeAll()
        for layer in current {
            sublayers.append(layer)
            zPositions.append(layer.model.zPosition)
        }
        guard current.count <= Self.insertionLimit else {
            sorted = current.indices.sorted { zPositions[$0] != zPositions[$1] ? zPositions[$0] < zPositions[$1] : $0 < $1 }
                .map { current[$0] }
            return
        }
        for layer in current { sorted.append(layer) }
        // Insertion sort: stable (an element moves only past strictly greater ones),
        // in place, and one pass for the usual nearly sorted sublayers.
        for i in sorted.indices.dropFirst() {
            let layer = sorted[i], z = layer.model.zPosition
            var j = i - 1
            while j >= 0, z < sorted[j].model.zPosition {
                sorted[j + 1] = sorted[j]
                j -= 1
            }
            sorted[j + 1] = layer
        }
    }

    /// Forgets the order, keeping the storage: no removed layer is kept alive here.
    func removeAll() {
        sublayers.removeAll(keepingCapacity: true)
        zPositions.removeAll(keepingCapacity: true)
        sorted.removeAll(keepingCapacity: true)
    }
}
