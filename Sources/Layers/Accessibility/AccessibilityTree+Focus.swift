/// The keyboard focus of an ``AccessibilityTree``: one focusable element at a time,
/// moved by Tab and the arrows or by a screen reader's `grabFocus`, reported as
/// ``AccessibilityChange/focusChanged(from:to:)`` and to ``AccessibilityTree/onFocusChange``.
extension AccessibilityTree {
    /// The focusable nodes in reading order (depth first).
    public var focusOrder: [UInt64] {
        var order: [UInt64] = []
        func visit(_ id: UInt64) {
            guard let node = nodes[id] else { return }
            if node.isFocusable { order.append(id) }
            node.children.forEach(visit)
        }
        visit(Self.rootID)
        return order
    }

    /// Moves the focus to node `id` (a screen reader's `grabFocus`), or nowhere with
    /// nil; false when the node cannot take it.
    @discardableResult
    public func focus(_ id: UInt64?) -> Bool {
        guard id != focusedID else { return id.map { nodes[$0]?.isFocusable == true } ?? true }
        if let id, nodes[id]?.isFocusable != true { return false }
        if recordsChanges { pendingChanges.append(.focusChanged(from: focusedID, to: id)) }
        focusedID = id
        onFocusChange?(id.flatMap { layer(for: $0) })
        return true
    }

    /// Moves the focus `steps` places along ``focusOrder`` (Tab: 1, Shift+Tab: −1),
    /// wrapping around; from no focus, forward starts at the first and backward at the last.
    @discardableResult
    public func moveFocus(by steps: Int) -> UInt64? {
        moveThroughLazyList(by: steps) ?? move(by: steps, within: focusOrder)
    }

    /// Moves the focus `steps` places among the focused node's focusable siblings (the
    /// arrows between a list's items), without wrapping; nil when there is no focus or
    /// no sibling that way.
    @discardableResult
    public func moveFocusAmongSiblings(by steps: Int) -> UInt64? {
        if let id = moveThroughLazyList(by: steps) { return id }
        guard let focusedID, let parent = nodes[focusedID]?.parent, let siblings = nodes[parent]?.children else { return nil }
        let order = siblings.filter { nodes[$0]?.isFocusable == true }
        guard let index = order.firstIndex(of: focusedID), order.indices.contains(index + steps) else { return nil }
        focus(order[index + steps])
        return order[index + steps]
    }

    /// Performs `action` on the focused node, else on the nearest node above it that
    /// offers it (escape on a button inside an expanded card closes the card).
    @discardableResult
    public func performOnFocus(_ action: AccessibilityAction) -> Bool {
        var id = focusedID
        while let current = id, let node = nodes[current] {
            if node.actions.contains(action), perform(action, on: current) { return true }
            id = node.parent
        }
        return false
    }

    /// Moves the focus `steps` items along an ``AccessibilityLazyList`` the focused item
    /// is in, bringing the new item into view first; nil (and no move) when the focus is
    /// not on such an item or the move would leave the list.
    private func moveThroughLazyList(by steps: Int) -> UInt64? {
        guard let focusedID, let node = nodes[focusedID], let position = node.positionInSet,
              let size = node.sizeOfSet, let parent = node.parent,
              let list = layer(for: parent) as? AccessibilityLazyList else { return nil }
        let (target, overflow) = (position - 1).addingReportingOverflow(steps)
        guard !overflow, target >= 0, target < size, let item = list.accessibilityRealizeItem(at: target) else { return nil }
        reread()
        guard let id = item.accessibility?.identifier, nodes[id]?.isFocusable == true else { return nil }
        focus(id)
        return id
    }

    private func move(by steps: Int, within order: [UInt64]) -> UInt64? {
        guard !order.isEmpty else { return nil }
        let next: Int
        if let focusedID, let index = order.firstIndex(of: focusedID) {
            next = ((index + steps) % order.count + order.count) % order.count
        } else {
            next = steps >= 0 ? 0 : order.count - 1
        }
        focus(order[next])
        return order[next]
    }

    /// After a refresh: a focused element that became a container (a card that
    /// expanded) hands the focus to its first focusable element; one that is gone (or
    /// can no longer take it) hands it back to `returning`, the focus a modal view that
    /// has just gone took away (the icon whose menu closed, as a GTK modal dialog or a
    /// UIKit presented view gives the focus back when it closes), else to the nearest of
    /// its former `ancestors` that can take it (the card again, when its Close button
    /// goes), else to its nearest former neighbour in `formerOrder` that still can, the
    /// next before the previous (a list item removed: the user keeps their place, as in
    /// GTK's lists), else to the first focusable element of the tree (a menu that opened
    /// over the icon that had it), else nowhere. A focus that `appearedModal` took away
    /// is remembered for when that modal view goes.
    func keepFocus(ancestors: [UInt64], formerOrder: [UInt64], returning: UInt64?, appearedModal: Layer?) {
        guard let focusedID, nodes[focusedID]?.isFocusable != true else { return }
        if let appearedModal { focusBehindModals.append((WeakLayer(layer: appearedModal), focusedID)) }
        var inside: UInt64?
        func visit(_ id: UInt64) {
            guard inside == nil, let node = nodes[id] else { return }
            if id != focusedID, node.isFocusable { inside = id; return }
            node.children.forEach(visit)
        }
        if nodes[focusedID] != nil { visit(focusedID) }
        let canTake = { (id: UInt64) in self.nodes[id]?.isFocusable == true }
        var neighbour: UInt64?
        if let index = formerOrder.firstIndex(of: focusedID) {
            neighbour = formerOrder[(index + 1)...].first(where: canTake) ?? formerOrder[..<index].last(where: canTake)
        }
        let back = returning.flatMap { canTake($0) ? $0 : nil }
        focus(inside ?? back ?? ancestors.first(where: canTake) ?? neighbour ?? focusOrder.first)
    }

    /// Forgets the focus kept for each modal view no longer among `modalsShown`, and
    /// returns the one kept for the latest of them.
    func focusReturning(modalsShown: [Layer]) -> UInt64? {
        var returning: UInt64?
        focusBehindModals.removeAll { entry in
            guard let modal = entry.modal.layer, modalsShown.contains(where: { $0 === modal }) else {
                returning = entry.focus
                return true
            }
            return false
        }
        return returning
    }

    /// The nodes above `id`, nearest first (from the nodes as they are now).
    func ancestors(of id: UInt64?) -> [UInt64] {
        var result: [UInt64] = []
        var current = id.flatMap { nodes[$0]?.parent }
        while let parent = current {
            result.append(parent)
            current = nodes[parent]?.parent
        }
        return result
    }
}
