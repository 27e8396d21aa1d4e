import Layers

/// `org.a11y.atspi.Action`: the node's ``AccessibilityAction``s by index, and
/// `DoAction`, which a screen reader's "click" calls.
extension AccessibilityBridge {
    /// The action names AT-SPI toolkits use ("click" is what GTK's buttons offer).
    static func atspiName(_ action: AccessibilityAction) -> String {
        switch action {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .escape: "escape"
        }
    }

    /// The key that does the same from the keyboard.
    static func keyBinding(_ action: AccessibilityAction) -> String {
        switch action {
        case .activate: "Return"
        case .increment: "Up"
        case .decrement: "Down"
        case .escape: "Escape"
        }
    }

    func handleAction(_ call: BusMessage, _ target: Target, _ bus: BusConnection) throws -> Bool {
        guard case let .node(node) = target else { return false }
        let actions = node.actions
        switch call.member {
        case "GetActions":
            try bus.reply(to: call) { writer in
                writer.container("a", "(sss)") {
                    for action in actions {
                        writer.container("r", "sss") {
                            writer.append(Self.atspiName(action)); writer.append(""); writer.append(Self.keyBinding(action))
                        }
                    }
                }
            }
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            let index = Int(try call.readInt32())
            let action = actions.indices.contains(index) ? actions[index] : nil
            let text = switch (call.member, action) {
            case (_, nil): ""
            case ("GetKeyBinding", let action?): Self.keyBinding(action)
            case ("GetDescription", _): ""
            case (_, let action?): Self.atspiName(action)
            }
            try bus.reply(to: call) { $0.append(text) }
        case "DoAction":
            let index = Int(try call.readInt32())
            let done = actions.indices.contains(index) && tree.perform(actions[index], on: node.id)
            try bus.reply(to: call) { $0.append(done) }
        default:
            return false
        }
        return true
    }
}
