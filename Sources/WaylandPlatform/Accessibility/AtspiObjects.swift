import Layers

/// The objects the bridge exports and how they are named on the bus: the application
/// at `…/accessible/root`, each node of the tree at `…/accessible/<id>` (the window's
/// frame is node 0), and the facts every interface reads about them.
extension AccessibilityBridge {
    static let pathPrefix = "/org/a11y/atspi/accessible"
    static let applicationPath = pathPrefix + "/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let cachePath = "/org/a11y/atspi/cache"

    /// What a call's object path names.
    enum Target {
        case application
        case node(AccessibilityNode)
    }

    func target(at path: String) -> Target? {
        if path == Self.applicationPath { return .application }
        guard path.hasPrefix(Self.pathPrefix + "/"), let id = UInt64(path.dropFirst(Self.pathPrefix.count + 1)),
              let node = tree.nodes[id] else { return nil }
        return .node(node)
    }

    static func path(of id: UInt64) -> String { pathPrefix + "/\(id)" }

    /// The `(so)` reference of node `id` (or of the application).
    func reference(_ id: UInt64?) -> (name: String, path: String) {
        (bus?.uniqueName ?? "", id.map(Self.path(of:)) ?? Self.applicationPath)
    }

    /// What a screen reader reads as the node's name.
    func name(of target: Target) -> String {
        switch target {
        case .application: applicationName
        case let .node(node): node.label ?? ""
        }
    }

    /// The value and the hint, read after the name ("50 %, drag to resize").
    func description(of target: Target) -> String {
        guard case let .node(node) = target else { return "" }
        return [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    func children(of target: Target) -> [UInt64] {
        switch target {
        case .application: [AccessibilityTree.rootID]
        case let .node(node): node.children
        }
    }

    func parentReference(of target: Target) -> (name: String, path: String) {
        switch target {
        case .application: desktop
        case let .node(node): node.parent.map { reference($0) } ?? reference(nil)
        }
    }

    func role(of target: Target) -> AtspiRole {
        switch target {
        case .application: .application
        case let .node(node): AtspiRole(node)
        }
    }

    func states(of target: Target) -> AtspiStateSet {
        switch target {
        case .application: AtspiStateSet()
        case let .node(node): AtspiStateSet(node, isFocused: tree.focusedID == node.id, isShowing: isShowing(node.id))
        }
    }

    func interfaces(of target: Target) -> [String] {
        let prefix = "org.a11y.atspi."
        guard case let .node(node) = target else { return [prefix + "Accessible", prefix + "Application"] }
        var names = [prefix + "Accessible", prefix + "Component"]
        if !node.actions.isEmpty { names.append(prefix + "Action") }
        if node.traits.contains(.staticText) { names.append(prefix + "Text") }
        return names
    }

    /// The node's rectangle in window coordinates (the frame's is the whole window).
    func extents(of id: UInt64) -> Rect {
        guard let content = window?.contentFrameInWindow else { return .zero }
        if id == AccessibilityTree.rootID {
            return Rect(0, 0, content.width, content.maxY)
        }
        guard let frame = tree.nodes[id]?.frame else { return .zero }
        return Rect(frame.minX + content.minX, frame.minY + content.minY, frame.width, frame.height)
    }

    /// Whether any of the node overlaps the window's content.
    func isShowing(_ id: UInt64) -> Bool {
        guard let content = window?.contentFrameInWindow else { return false }
        if id == AccessibilityTree.rootID { return true }
        let box = extents(of: id)
        return box.width > 0 && box.height > 0 && box.minX < content.maxX && box.maxX > content.minX
            && box.minY < content.maxY && box.maxY > content.minY
    }
}
