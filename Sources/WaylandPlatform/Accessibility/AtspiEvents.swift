import Layers

/// The tree's changes as the AT-SPI events screen readers listen for (interface
/// `org.a11y.atspi.Event.Object`, arguments `siiva{sv}`: detail, two numbers, a value
/// and no extra properties). Signals are queued on the bus, never waited for.
extension AccessibilityBridge {
    private static let objectEvents = "org.a11y.atspi.Event.Object"

    func send(_ change: AccessibilityChange) {
        switch change {
        case let .childrenChanged(parent, old, new):
            for (index, child) in old.enumerated() where !new.contains(child) {
                emit(parent, "ChildrenChanged", "remove", Int32(index), value: "(so)") { $0.append(reference: reference(child)) }
                showing.remove(child)
            }
            for (index, child) in new.enumerated() where !old.contains(child) {
                emit(parent, "ChildrenChanged", "add", Int32(index), value: "(so)") { $0.append(reference: reference(child)) }
                if isShowing(child) { showing.insert(child) }
            }
        case let .labelChanged(id):
            let name = tree.nodes[id]?.label ?? ""
            emit(id, "PropertyChange", "accessible-name", value: "s") { $0.append(name) }
        case let .valueChanged(id), let .hintChanged(id):
            guard let node = tree.nodes[id] else { return }
            let text = description(of: .node(node))
            emit(id, "PropertyChange", "accessible-description", value: "s") { $0.append(text) }
        case let .traitsChanged(id, old, new):
            if old.contains(.selected) != new.contains(.selected) { state(id, .selected, new.contains(.selected)) }
            if old.contains(.notEnabled) != new.contains(.notEnabled) {
                state(id, .enabled, !new.contains(.notEnabled))
                state(id, .sensitive, !new.contains(.notEnabled))
            }
        case let .expandedChanged(id, status):
            state(id, .expanded, status == .expanded)
            state(id, .collapsed, status == .collapsed)
        case let .frameChanged(id):
            let box = extents(of: id)
            emit(id, "BoundsChanged", "", value: "(iiii)") { $0.append(extents: (box.minX, box.minY, box.width, box.height)) }
            let now = isShowing(id)
            if now != showing.contains(id) {
                if now { showing.insert(id) } else { showing.remove(id) }
                state(id, .showing, now)
            }
        case let .focusChanged(from, to):
            if let from { state(from, .focused, false) }
            if let to {
                state(to, .focused, true)
                // The older focus event, which atk-bridge still sends and older readers follow.
                emit(to, "Focus", "", interface: "org.a11y.atspi.Event.Focus", value: "i") { $0.append(Int32(0)) }
            }
        }
    }

    private func state(_ id: UInt64, _ state: AtspiStateSet.State, _ on: Bool) {
        emit(id, "StateChanged", state.name, on ? 1 : 0, value: "i") { $0.append(Int32(0)) }
    }

    private func emit(_ id: UInt64, _ member: String, _ detail: String, _ detail1: Int32 = 0,
                      interface: String = objectEvents, value signature: String,
                      _ value: (BusMessageWriter) -> Void) {
        guard let bus else { return }
        do {
            try bus.emit(path: Self.path(of: id), interface: interface, member: member) { writer in
                writer.append(detail)
                writer.append(detail1)
                writer.append(Int32(0))
                writer.container("v", signature) { value(writer) }
                writer.container("a", "{sv}") {}
            }
        } catch {
            logger.debug("cannot send \(member) \(detail) for \(id): \(error)")
        }
    }
}
