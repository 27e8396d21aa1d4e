/// The cells of a ``CollectionView`` that are not showing an item, by reuse identifier,
/// and the factories that make new ones when none waits. It only ever holds cells that
/// once showed an item, so it is never larger than the most cells shown at once.
@MainActor
struct CollectionCellPool {
    private var factories: [String: () -> CollectionViewCell] = [:]
    private var idle: [String: [CollectionViewCell]] = [:]
    /// How many cells the factories made: stays small however long the list.
    private(set) var cellsMade = 0

    /// New cells for `identifier` come from `factory`; a factory registered again replaces the old one.
    mutating func register(_ factory: @escaping () -> CollectionViewCell, for identifier: String) {
        factories[identifier] = factory
        idle[identifier] = []
    }

    /// Whether `identifier` has a factory.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// The cell that has waited longest for `identifier`, else a new one; nil when the
    /// identifier has no factory. The longest: while a list scrolls smoothly, a row
    /// leaving and one coming in the same frame get different cells, so a cell is
    /// refilled in a later frame than the one it left in (a renderer sees it go, then
    /// come back), and never moves straight from one end of the view to the other.
    mutating func dequeue(_ identifier: String) -> CollectionViewCell? {
        if idle[identifier]?.isEmpty == false, let cell = idle[identifier]?.removeFirst() { return cell }
        guard let factory = factories[identifier] else { return nil }
        cellsMade += 1
        let cell = factory()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Takes back `cell`, which no longer shows an item.
    mutating func recycle(_ cell: CollectionViewCell) {
        guard let identifier = cell.reuseIdentifier, factories[identifier] != nil else { return }
        idle[identifier, default: []].append(cell)
    }

    /// How many cells wait, over every identifier.
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }
}
