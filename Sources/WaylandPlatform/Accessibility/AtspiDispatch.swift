import Layers

/// Routes a call to one of our objects to the interface that answers it. A call that
/// cannot be read or names a node that is gone gets a D-Bus error saying so.
extension AccessibilityBridge {
    func handle(_ call: BusMessage) -> Bool {
        guard let bus else { return false }
        do {
            guard let target = target(at: call.path) else {
                try bus.replyError(to: call, name: "org.freedesktop.DBus.Error.UnknownObject",
                                   message: "no accessible at \(call.path): it is gone or never was")
                return true
            }
            switch call.interface {
            case "org.freedesktop.DBus.Properties": return try handleProperties(call, target, bus)
            case "org.a11y.atspi.Accessible": return try handleAccessible(call, target, bus)
            case "org.a11y.atspi.Application": return try handleApplication(call, bus)
            case "org.a11y.atspi.Component": return try handleComponent(call, target, bus)
            case "org.a11y.atspi.Action": return try handleAction(call, target, bus)
            case "org.a11y.atspi.Text": return try handleText(call, target, bus)
            default: return false
            }
        } catch {
            logger.debug("cannot answer \(call.interface).\(call.member) on \(call.path): \(error)")
            try? bus.replyError(to: call, name: "org.freedesktop.DBus.Error.InvalidArgs", message: "\(error)")
            return true
        }
    }

    /// `org.a11y.atspi.Cache` at ``cachePath``: libatspi asks every new application for
    /// its cached objects. We keep none (readers ask each object), so the list is empty.
    func handleCache(_ call: BusMessage) -> Bool {
        guard let bus, call.interface == "org.a11y.atspi.Cache", call.member == "GetItems" else { return false }
        do {
            try bus.reply(to: call) { writer in writer.container("a", "((so)(so)(so)iiassusau)") {} }
        } catch {
            logger.debug("cannot answer Cache.GetItems: \(error)")
        }
        return true
    }

    /// `Get`, `GetAll` and `Set` (only the registry's `Application.Id`) of the properties.
    private func handleProperties(_ call: BusMessage, _ target: Target, _ bus: BusConnection) throws -> Bool {
        switch call.member {
        case "Get":
            let interface = try call.readString(), name = try call.readString()
            guard let property = properties(of: target, interface: interface).first(where: { $0.name == name }) else {
                try bus.replyError(to: call, name: "org.freedesktop.DBus.Error.UnknownProperty",
                                   message: "\(interface) has no property \(name) here")
                return true
            }
            try bus.reply(to: call) { writer in writer.container("v", property.signature) { property.write(writer) } }
        case "GetAll":
            let interface = try call.readString()
            let all = properties(of: target, interface: interface)
            try bus.reply(to: call) { writer in
                writer.container("a", "{sv}") {
                    for property in all {
                        writer.container("e", "sv") {
                            writer.append(property.name)
                            writer.container("v", property.signature) { property.write(writer) }
                        }
                    }
                }
            }
        case "Set":
            let interface = try call.readString(), name = try call.readString()
            if interface == "org.a11y.atspi.Application", name == "Id", case let .int32(id) = try call.readVariant() {
                applicationID = id
                try bus.reply(to: call) { _ in }
            } else {
                try bus.replyError(to: call, name: "org.freedesktop.DBus.Error.PropertyReadOnly",
                                   message: "\(interface).\(name) cannot be set")
            }
        default:
            return false
        }
        return true
    }

    /// A property: its name, D-Bus signature and how its value is written.
    struct Property {
        let name: String
        let signature: String
        let write: (BusMessageWriter) -> Void
    }

    private func properties(of target: Target, interface: String) -> [Property] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            let name = name(of: target), description = description(of: target)
            let parent = parentReference(of: target), count = Int32(children(of: target).count)
            let locale = tree.language ?? "en"
            let id: String = if case let .node(node) = target { "\(node.id)" } else { "" }
            return [
                Property(name: "Name", signature: "s") { $0.append(name) },
                Property(name: "Description", signature: "s") { $0.append(description) },
                Property(name: "Parent", signature: "(so)") { $0.append(reference: parent) },
                Property(name: "ChildCount", signature: "i") { $0.append(count) },
                Property(name: "Locale", signature: "s") { $0.append(locale) },
                Property(name: "AccessibleId", signature: "s") { $0.append(id) },
            ]
        case "org.a11y.atspi.Application":
            guard case .application = target else { return [] }
            let id = applicationID
            return [
                Property(name: "ToolkitName", signature: "s") { $0.append("Layers") },
                Property(name: "Version", signature: "s") { $0.append("1.0") },
                Property(name: "AtspiVersion", signature: "s") { $0.append("2.1") },
                Property(name: "Id", signature: "i") { $0.append(id) },
            ]
        case "org.a11y.atspi.Action":
            guard case let .node(node) = target else { return [] }
            return [Property(name: "NActions", signature: "i") { $0.append(Int32(node.actions.count)) }]
        case "org.a11y.atspi.Text":
            guard case .node = target else { return [] }
            let count = Int32(name(of: target).count)
            return [
                Property(name: "CharacterCount", signature: "i") { $0.append(count) },
                Property(name: "CaretOffset", signature: "i") { $0.append(Int32(0)) },
            ]
        default:
            return []
        }
    }
}
