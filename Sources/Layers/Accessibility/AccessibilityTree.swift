/// The accessible side of a layer tree: its elements and containers as
/// ``AccessibilityNode`` values, what changed since the last look, the keyboard focus,
/// and the actions assistive technology asks for.
///
/// ```swift
/// let tree = AccessibilityTree(label: "City Guide")
/// let changes = tree.update(root: scene.root)   // after events, before waiting
/// tree.perform(.activate, on: id)               // a screen reader's "click"
/// ```
///
/// ``update(root:)`` walks the layers only when the host's ``LayerHost/revision`` moved
/// (or the root changed): an idle tree costs nothing.
@MainActor
public final class AccessibilityTree {
    /// The root node's number: the tree's root layer, whatever it is.
    public nonisolated static let rootID: UInt64 = 0

    /// What the root announces (the app's or window's name).
    public var label: String { didSet { seenRevision = nil } }
    /// The BCP 47 tag of the labels' language, unless a layer says otherwise.
    public var language: String? { didSet { seenRevision = nil } }
    /// Every node as of the last update, by number.
    public private(set) var nodes: [UInt64: AccessibilityNode] = [:]
    /// The focused node's number, if any.
    public private(set) var focusedID: UInt64?

    private var nextID: UInt64 = 1
    private var layers: [UInt64: WeakLayer] = [:]
    private weak var root: Layer?
    private var seenRevision: UInt64?
    private var pendingChanges: [AccessibilityChange] = []

    /// An empty tree; the first ``update(root:)`` fills it.
    public init(label: String, language: String? = nil) {
        self.label = label
        self.language = language
        nodes[Self.rootID] = AccessibilityNode(rootLabel: label, language: language)
    }

    /// The root node.
    public var rootNode: AccessibilityNode { nodes[Self.rootID] ?? AccessibilityNode(rootLabel: label, language: language) }

    /// Reads the tree under `root` again if anything may have changed, and returns what
    /// changed since the last update (and focus moves made since).
    public func update(root newRoot: Layer?) -> [AccessibilityChange] {
        let revision = newRoot?.host?.revision
        if newRoot !== root || revision == nil || revision != seenRevision {
            root = newRoot
            seenRevision = revision
            rebuild()
        }
        defer { pendingChanges = [] }
        return pendingChanges
    }

    /// The layer behind node `id`, while it lives.
    public func layer(for id: UInt64) -> Layer? { id == Self.rootID ? root : layers[id]?.layer }

    /// Performs `action` on node `id`; false when the node is gone or does not offer it.
    @discardableResult
    public func perform(_ action: AccessibilityAction, on id: UInt64) -> Bool {
        guard nodes[id]?.actions.contains(action) == true, let layer = layer(for: id) else { return false }
        return layer.accessibilityPerform(action)
    }

    // MARK: Focus

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

    /// Moves the focus to node `id` (a screen reader's `grabFocus`); false when it cannot take it.
    @discardableResult
    public func focus(_ id: UInt64?) -> Bool {
        guard id != focusedID else { return id == nil || nodes[id!]?.isFocusable == true }
        if let id, nodes[id]?.isFocusable != true { return false }
        pendingChanges.append(.focusChanged(from: focusedID, to: id))
        focusedID = id
        return true
    }

    /// Moves the focus `steps` places along ``focusOrder`` (Tab: 1, Shift+Tab: −1),
    /// wrapping around; from no focus, forward starts at the first and backward at the last.
    @discardableResult
    public func moveFocus(by steps: Int) -> UInt64? {
        let order = focusOrder
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

    // MARK: Reading the layers

    private func rebuild() {
        var fresh: [UInt64: AccessibilityNode] = [:]
        var freshLayers: [UInt64: WeakLayer] = [:]
        var top = AccessibilityNode(rootLabel: label, language: language)
        if let root {
            top.frame = root.accessibilityFrame
            top.children = collect(under: root, parent: Self.rootID, into: &fresh, layers: &freshLayers)
        }
        fresh[Self.rootID] = top
        for (id, node) in fresh {
            if let old = nodes[id] { pendingChanges += AccessibilityChange.between(old, node) }
        }
        nodes = fresh
        layers = freshLayers
        if let focusedID, fresh[focusedID]?.isFocusable != true { focus(nil) }
    }

    /// The nodes among `layer`'s visible sublayers, depth first: elements and containers
    /// become nodes, other layers pass their own nodes up.
    private func collect(under layer: Layer, parent: UInt64, into fresh: inout [UInt64: AccessibilityNode],
                         layers freshLayers: inout [UInt64: WeakLayer]) -> [UInt64] {
        var ids: [UInt64] = []
        for sublayer in layer.sublayers where !sublayer.model.isHidden && sublayer.model.opacity > 0 {
            let isNode = sublayer.isAccessibilityElement || sublayer.accessibilityContainerType != .none
            guard isNode else {
                ids += collect(under: sublayer, parent: parent, into: &fresh, layers: &freshLayers)
                continue
            }
            let id = identifier(of: sublayer)
            var node = AccessibilityNode(id: id, parent: parent, layer: sublayer, language: language)
            if !node.isElement {
                node.children = collect(under: sublayer, parent: id, into: &fresh, layers: &freshLayers)
            }
            fresh[id] = node
            freshLayers[id] = WeakLayer(layer: sublayer)
            ids.append(id)
        }
        return ids
    }

    private func identifier(of layer: Layer) -> UInt64 {
        if let id = layer.accessibility?.identifier { return id }
        let id = nextID
        nextID += 1
        // Not through the public setters: numbering a layer changes nothing it shows.
        layer.accessibility?.identifier = id
        return id
    }
}

/// A layer the tree can find by number without keeping it alive.
@MainActor
private struct WeakLayer {
    weak var layer: Layer?
}

extension AccessibilityNode {
    /// The root: a container named after the tree.
    init(rootLabel: String, language: String?) {
        id = AccessibilityTree.rootID
        isElement = false
        containerType = .semanticGroup
        label = rootLabel
        traits = []
        expandedStatus = .unsupported
        self.language = language
        actions = []
        frame = .zero
    }
}
