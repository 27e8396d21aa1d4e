import Layers

/// `org.a11y.atspi.Component`: where a node is and what is under a point, in window
/// coordinates. A Wayland client does not know where its window is on the screen, so
/// screen coordinates are the window's too (as GTK 4 answers on Wayland).
extension AccessibilityBridge {
    /// AT-SPI's coordinate types: screen, window, parent.
    private static let parentCoordinates: UInt32 = 2

    func handleComponent(_ call: BusMessage, _ target: Target, _ bus: BusConnection) throws -> Bool {
        guard case let .node(node) = target else { return false }
        switch call.member {
        case "GetExtents":
            let box = try extents(of: node, relativeTo: call.readUInt32())
            try bus.reply(to: call) { $0.append(extents: (box.minX, box.minY, box.width, box.height)) }
        case "GetPosition":
            let box = try extents(of: node, relativeTo: call.readUInt32())
            try bus.reply(to: call) { $0.append(Int32(box.minX.rounded())); $0.append(Int32(box.minY.rounded())) }
        case "GetSize":
            let box = extents(of: node.id)
            try bus.reply(to: call) { $0.append(Int32(box.width.rounded())); $0.append(Int32(box.height.rounded())) }
        case "Contains":
            let x = Double(try call.readInt32()), y = Double(try call.readInt32())
            let box = try extents(of: node, relativeTo: call.readUInt32())
            try bus.reply(to: call) { $0.append(box.contains(Point(x: x, y: y))) }
        case "GetAccessibleAtPoint":
            let x = Double(try call.readInt32()), y = Double(try call.readInt32())
            _ = try call.readUInt32()
            let hit = deepest(under: node.id, at: Point(x: x, y: y))
            try bus.reply(to: call) { $0.append(reference: hit.map { reference($0) } ?? (bus.uniqueName ?? "", Self.nullPath)) }
        case "GetLayer":
            // WIDGET for everything inside the window, WINDOW for the frame.
            try bus.reply(to: call) { $0.append(UInt32(node.id == AccessibilityTree.rootID ? 7 : 3)) }
        case "GetAlpha":
            try bus.reply(to: call) { $0.append(1.0) }
        case "GrabFocus":
            let taken = tree.focus(node.id)
            try bus.reply(to: call) { $0.append(taken) }
        case "ScrollTo", "ScrollToPoint":
            try bus.reply(to: call) { $0.append(false) }
        default:
            return false
        }
        return true
    }

    private func extents(of node: AccessibilityNode, relativeTo coordinates: UInt32) -> Rect {
        var box = extents(of: node.id)
        if coordinates == Self.parentCoordinates, let parent = node.parent {
            let origin = extents(of: parent).origin
            box.origin = Point(x: box.minX - origin.x, y: box.minY - origin.y)
        }
        return box
    }

    /// The deepest node under `point` (window coordinates) in `id`'s subtree, topmost first.
    private func deepest(under id: UInt64, at point: Point) -> UInt64? {
        guard extents(of: id).contains(point), let node = tree.nodes[id] else { return nil }
        for child in node.children.reversed() {
            if let hit = deepest(under: child, at: point) { return hit }
        }
        return id
    }
}
