/// What changed in an ``AccessibilityTree`` between two updates: what a platform bridge
/// turns into its events (AT-SPI's `ChildrenChanged`, `PropertyChange`, `StateChanged`,
/// `BoundsChanged` and focus).
public enum AccessibilityChange: Hashable, Sendable {
    /// A container's children are now `new` where they were `old`.
    case childrenChanged(parent: UInt64, old: [UInt64], new: [UInt64])
    /// The node's label changed.
    case labelChanged(UInt64)
    /// The node's value changed.
    case valueChanged(UInt64)
    /// The node's hint changed.
    case hintChanged(UInt64)
    /// The node's traits changed from `old` to `new` (selected, say).
    case traitsChanged(UInt64, old: AccessibilityTraits, new: AccessibilityTraits)
    /// The node expanded or collapsed.
    case expandedChanged(UInt64, AccessibilityExpandedStatus)
    /// The node's frame changed.
    case frameChanged(UInt64)
    /// The focus moved from one node (or none) to another (or none).
    case focusChanged(from: UInt64?, to: UInt64?)

    /// The changes from `old` to `new`, node by node (nodes gone or new show up only
    /// in their parents' ``childrenChanged(parent:old:new:)``).
    static func between(_ old: AccessibilityNode, _ new: AccessibilityNode) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        let id = new.id
        if old.children != new.children { changes.append(.childrenChanged(parent: id, old: old.children, new: new.children)) }
        if old.label != new.label { changes.append(.labelChanged(id)) }
        if old.value != new.value { changes.append(.valueChanged(id)) }
        if old.hint != new.hint { changes.append(.hintChanged(id)) }
        if old.traits != new.traits { changes.append(.traitsChanged(id, old: old.traits, new: new.traits)) }
        if old.expandedStatus != new.expandedStatus { changes.append(.expandedChanged(id, new.expandedStatus)) }
        if old.frame != new.frame { changes.append(.frameChanged(id)) }
        return changes
    }
}
