import Layers

/// `org.a11y.atspi.Accessible`, which every object has, and `org.a11y.atspi.Application`
/// on the root: the tree's shape, roles, states and names.
extension AccessibilityBridge {
    func handleAccessible(_ call: BusMessage, _ target: Target, _ bus: BusConnection) throws -> Bool {
        let children = children(of: target)
        switch call.member {
        case "GetChildAtIndex":
            let index = Int(try call.readInt32())
            let child = children.indices.contains(index) ? reference(children[index]) : (bus.uniqueName ?? "", Self.nullPath)
            try bus.reply(to: call) { $0.append(reference: child) }
        case "GetChildren":
            try bus.reply(to: call) { writer in
                writer.container("a", "(so)") { for child in children { writer.append(reference: reference(child)) } }
            }
        case "GetIndexInParent":
            let index: Int32 = switch target {
            case .application: -1
            case let .node(node):
                node.parent.flatMap { tree.nodes[$0]?.children.firstIndex(of: node.id) }.map(Int32.init) ?? 0
            }
            try bus.reply(to: call) { $0.append(index) }
        case "GetRelationSet":
            try bus.reply(to: call) { writer in writer.container("a", "(ua(so))") {} }
        case "GetRole":
            try bus.reply(to: call) { $0.append(role(of: target).rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            try bus.reply(to: call) { $0.append(role(of: target).name) }
        case "GetState":
            let words = states(of: target).words
            try bus.reply(to: call) { writer in writer.container("a", "u") { for word in words { writer.append(word) } } }
        case "GetAttributes":
            let pairs: [(String, String)]
            if case let .node(node) = target { pairs = Self.attributes(of: node) } else { pairs = Self.attributes(of: nil) }
            try bus.reply(to: call) { writer in
                writer.container("a", "{ss}") {
                    for (key, value) in pairs { writer.container("e", "ss") { writer.append(key); writer.append(value) } }
                }
            }
        case "GetApplication":
            try bus.reply(to: call) { $0.append(reference: reference(nil)) }
        case "GetInterfaces":
            let names = interfaces(of: target)
            try bus.reply(to: call) { writer in writer.container("a", "s") { for name in names { writer.append(name) } } }
        default:
            return false
        }
        return true
    }

    /// The object attributes: the toolkit, and for an item of a list that shows only
    /// some of its items, its place in the whole list as `posinset` and `setsize` (the
    /// names Orca reads, as GTK and Firefox give them).
    static func attributes(of node: AccessibilityNode?) -> [(String, String)] {
        var pairs = [("toolkit", "Layers")]
        guard let node else { return pairs }
        if let position = node.positionInSet { pairs.append(("posinset", String(position))) }
        if let size = node.sizeOfSet { pairs.append(("setsize", String(size))) }
        return pairs
    }

    func handleApplication(_ call: BusMessage, _ bus: BusConnection) throws -> Bool {
        switch call.member {
        case "GetLocale":
            _ = try call.readUInt32()
            try bus.reply(to: call) { $0.append(tree.language ?? "en") }
        case "GetApplicationBusAddress":
            // No private bus of our own: everything goes over the accessibility bus.
            try bus.reply(to: call) { $0.append("") }
        default:
            return false
        }
        return true
    }
}
