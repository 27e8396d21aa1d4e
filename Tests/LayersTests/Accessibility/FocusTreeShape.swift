import Testing
@testable import Layers

/// An accessibility tree a library user might build, described by its shape and read
/// back by labels, so a focus test says "Tab goes from A to B" rather than juggling
/// node numbers. Every layer is labelled with its name; the names are unique.
indirect enum FocusShape {
    /// A button: an element that activates, so it takes the focus.
    case button(String)
    /// Static text: an element with nothing to do, which takes no focus.
    case text(String)
    /// A disabled button: traits `[.button, .notEnabled]` (UIKit's dimmed button, GTK's
    /// insensitive one).
    case disabled(String)
    /// A button whose actions the app took away (`accessibilityActions = []`): an
    /// element without actions takes no focus either.
    case inert(String)
    /// A button that is hidden (`isHidden`): not in the tree at all.
    case hidden(String)
    /// A button at zero opacity: not in the tree either.
    case transparent(String)
    /// A semantic group of the shapes inside.
    case group(String, [FocusShape])
    /// A list container of the shapes inside.
    case list(String, [FocusShape])
    /// A layer that is no container: its elements belong to the container above.
    case plain(String, [FocusShape])
    /// A group that is modal (`accessibilityViewIsModal`): it hides its siblings.
    case modal(String, [FocusShape])
}

/// A layer tree built from ``FocusShape``s under a root in a host, with its
/// ``AccessibilityTree`` and the keyboard's moves spelled as names.
@MainActor
final class FocusTree {
    let host: LayerHost
    let root = Layer(frame: Rect(0, 0, 400, 300))
    let tree: AccessibilityTree
    private(set) var layers: [String: Layer] = [:]
    /// The escapes handled, by the name of the layer that handled them.
    private(set) var escapes: [String] = []

    init(_ shapes: [FocusShape]) {
        host = LayerHost(clock: ManualClock(), rootLayer: root)
        tree = AccessibilityTree(label: "Shapes", root: root)
        for shape in shapes { root.addSublayer(make(shape)) }
        tree.refresh()
    }

    /// A layer of `shape` for adding to `tree` later, its names known to `tree`.
    static func layer(_ shape: FocusShape, in tree: FocusTree) -> Layer { tree.make(shape) }

    private func make(_ shape: FocusShape) -> Layer {
        let layer = Layer(frame: Rect(0, 0, 40, 20))
        switch shape {
        case let .button(name), let .hidden(name), let .transparent(name), let .disabled(name), let .inert(name):
            layer.isAccessibilityElement = true
            layer.accessibilityTraits = .button
            layer.accessibilityLabel = name
            if case .hidden = shape { layer.isHidden = true }
            if case .transparent = shape { layer.opacity = 0 }
            if case .disabled = shape { layer.accessibilityTraits = [.button, .notEnabled] }
            if case .inert = shape { layer.accessibilityActions = [] }
        case let .text(name):
            layer.isAccessibilityElement = true
            layer.accessibilityTraits = .staticText
            layer.accessibilityLabel = name
        case let .group(name, inside), let .list(name, inside), let .plain(name, inside), let .modal(name, inside):
            layer.accessibilityLabel = name
            switch shape {
            case .list: layer.accessibilityContainerType = .list
            case .plain: break
            default: layer.accessibilityContainerType = .semanticGroup
            }
            if case .modal = shape { layer.accessibilityViewIsModal = true }
            for child in inside { layer.addSublayer(make(child)) }
        }
        if let name = layer.accessibilityLabel { layers[name] = layer }
        return layer
    }

    /// The layer called `name`.
    subscript(name: String) -> Layer {
        guard let layer = layers[name] else { preconditionFailure("no layer called \(name)") }
        return layer
    }

    /// The node number of the layer called `name`, while it is in the tree.
    func id(_ name: String) -> UInt64? {
        tree.nodes.values.first { $0.id != AccessibilityTree.rootID && $0.label == name }?.id
    }

    func name(_ id: UInt64?) -> String? { id.flatMap { tree.nodes[$0]?.label } }

    /// The focused node's name.
    var focused: String? { name(tree.focusedID) }
    /// The focus order, as names.
    var order: [String] { tree.focusOrder.compactMap(name) }

    /// Tab (`steps` 1) or Shift+Tab (−1), as the app calls them; where the focus went.
    @discardableResult
    func tab(_ steps: Int = 1) -> String? { name(tree.moveFocus(by: steps)) }

    /// An arrow key between siblings (`steps` 1: right or down, −1: left or up); nil when it did not move.
    @discardableResult
    func arrow(_ steps: Int) -> String? { name(tree.moveFocusAmongSiblings(by: steps)) }

    /// Escape, as the app maps it: the focused node's escape, else the nearest ancestor's.
    @discardableResult
    func escape() -> Bool { tree.focusedID != nil && tree.performOnFocus(.escape) }

    /// Focuses the layer called `name`, as a screen reader's grabFocus.
    @discardableResult
    func focus(_ name: String) -> Bool { id(name).map { tree.focus($0) } ?? false }

    /// Lets the layer called `name` handle escape, returning `handled`.
    func offerEscape(on name: String, handled: Bool = true) {
        let layer = self[name]
        layer.accessibilityActions = layer.accessibilityActions.union([.escape])
        layer.accessibilityActionHandler = { [weak self] action in
            guard action == .escape else { return false }
            if handled { self?.escapes.append(name) }
            return handled
        }
        tree.refresh()
    }

    /// Changes the layers without animating, then reads the tree again.
    func change(_ body: () -> Void) {
        Transaction.withoutActions(body)
        tree.refresh()
    }
}
