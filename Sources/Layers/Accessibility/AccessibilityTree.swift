/// The accessible side of a layer tree: its elements and containers as
/// ``AccessibilityNode`` values, what changed since the last look, the keyboard focus,
/// and the actions assistive technology asks for. One tree serves both the keyboard
/// (focus moves, actions) and a platform bridge (which reads ``takeChanges()``).
///
/// ```swift
/// let tree = AccessibilityTree(label: "City Guide", root: scene.root)
/// tree.refresh()                    // after events, before waiting
/// tree.moveFocus(by: 1)             // Tab
/// tree.perform(.activate, on: id)   // a screen reader's "click"
/// ```
///
/// ``refresh()`` walks the layers only when the host's ``LayerHost/revision`` moved
/// (or the root changed): an idle tree costs nothing.
@MainActor
public final class AccessibilityTree {
    /// The root node's number: the tree's root layer, whatever it is.
    public nonisolated static let rootID: UInt64 = 0

    /// What the root announces (the app's or window's name).
    public var label: String { didSet { seenRevision = nil } }
    /// The BCP 47 tag of the labels' language, unless a layer says otherwise.
    public var language: String? { didSet { seenRevision = nil } }
    /// The layer whose subtree the tree reads (a scene's root); changing it reads the new one.
    public weak var root: Layer? { didSet { if root !== oldValue { seenRevision = nil; rootChanged = true } } }
    /// Every node as of the last refresh, by number.
    public private(set) var nodes: [UInt64: AccessibilityNode] = [:]
    /// The focused node's number, if any.
    public internal(set) var focusedID: UInt64?
    /// Called with the newly focused layer (nil: none) whenever the focus moves, from
    /// the keyboard or from a screen reader: where a focus ring goes.
    public var onFocusChange: ((Layer?) -> Void)?
    /// Whether changes are kept for ``takeChanges()``: on while a bridge reads them, so
    /// a tree nobody listens to keeps nothing.
    public var recordsChanges = false { didSet { if !recordsChanges { pendingChanges = [] } } }

    private var nextID: UInt64 = 1
    private var layers: [UInt64: WeakLayer] = [:]
    private var seenRevision: UInt64?
    private var rootChanged = false
    var pendingChanges: [AccessibilityChange] = []
    /// The modal layers showing as of the last refresh.
    private var shownModals: [WeakLayer] = []
    /// The focus each modal view took away when it appeared, oldest first: it comes
    /// back when that view goes.
    var focusBehindModals: [(modal: WeakLayer, focus: UInt64)] = []

    /// A tree of `root`'s subtree (or an empty one); the first ``refresh()`` reads it.
    public init(label: String, language: String? = nil, root: Layer? = nil) {
        self.label = label
        self.language = language
        self.root = root
        nodes[Self.rootID] = AccessibilityNode(rootLabel: label, language: language)
    }

    /// The root node.
    public var rootNode: AccessibilityNode { nodes[Self.rootID] ?? AccessibilityNode(rootLabel: label, language: language) }

    /// Reads the layers again if anything may have changed since the last refresh.
    public func refresh() {
        let revision = root?.host?.revision
        guard rootChanged || revision == nil || revision != seenRevision else { return }
        rootChanged = false
        seenRevision = revision
        rebuild()
    }

    /// Reads the layers again now, whatever the revision says (a list just realized a row).
    func reread() {
        seenRevision = nil
        refresh()
    }

    /// What changed since the last call (with ``recordsChanges`` on), oldest first.
    public func takeChanges() -> [AccessibilityChange] {
        defer { pendingChanges = [] }
        return pendingChanges
    }

    /// Reads `root`'s subtree and returns what changed since the last update: for a
    /// single reader of the changes (it turns ``recordsChanges`` on).
    public func update(root newRoot: Layer?) -> [AccessibilityChange] {
        recordsChanges = true
        root = newRoot
        refresh()
        return takeChanges()
    }

    /// The layer behind node `id`, while it lives.
    public func layer(for id: UInt64) -> Layer? { id == Self.rootID ? root : layers[id]?.layer }

    /// Performs `action` on node `id`; false when the node is gone or does not offer it.
    @discardableResult
    public func perform(_ action: AccessibilityAction, on id: UInt64) -> Bool {
        guard nodes[id]?.actions.contains(action) == true, let layer = layer(for: id) else { return false }
        return layer.accessibilityPerform(action)
    }

    // MARK: Reading the layers

    private func rebuild() {
        var fresh: [UInt64: AccessibilityNode] = [:]
        var freshLayers: [UInt64: WeakLayer] = [:]
        var top = AccessibilityNode(rootLabel: label, language: language)
        let formerModals = shownModals
        shownModals = []
        if let root {
            top.frame = root.accessibilityFrame
            top.children = collect(under: root, parent: Self.rootID, into: &fresh, layers: &freshLayers)
        }
        fresh[Self.rootID] = top
        if recordsChanges {
            for (id, node) in fresh {
                if let old = nodes[id] { pendingChanges += AccessibilityChange.between(old, node) }
            }
        }
        let focusAncestors = ancestors(of: focusedID)
        let formerOrder = focusedID == nil ? [] : focusOrder
        nodes = fresh
        layers = freshLayers
        let shown = shownModals.compactMap(\.layer)
        let appeared = shown.filter { modal in !formerModals.contains { $0.layer === modal } }
        keepFocus(ancestors: focusAncestors, formerOrder: formerOrder, returning: focusReturning(modalsShown: shown),
                  appearedModal: appeared.last)
    }

    /// The nodes among `layer`'s visible sublayers, depth first: elements and containers
    /// become nodes, other layers pass their own nodes up.
    private func collect(under layer: Layer, parent: UInt64, into fresh: inout [UInt64: AccessibilityNode],
                         layers freshLayers: inout [UInt64: WeakLayer]) -> [UInt64] {
        var ids: [UInt64] = []
        var visible = layer.sublayers.filter { !$0.model.isHidden && $0.model.opacity > 0 }
        // A modal layer hides its siblings; the topmost modal one wins. Those under it
        // still count as shown: each gives the focus back when it goes.
        let modals = visible.filter(\.accessibilityViewIsModal)
        if let modal = modals.last {
            visible = [modal]
            shownModals += modals.map { WeakLayer(layer: $0) }
        }
        for sublayer in visible {
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
struct WeakLayer {
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
