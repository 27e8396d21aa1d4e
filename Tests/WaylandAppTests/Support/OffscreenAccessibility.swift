import Foundation
import Layers
@testable import WaylandApp

/// A scene's accessibility tree as `run` builds it (the app's title as the root's label,
/// the language's tag), made offscreen at a window's size, and what a screen reader
/// should hear for each node over AT-SPI2, worked out from the node as the bridge's
/// rules say: the role from the traits, the states, the actions' names and the extents.
@MainActor
final class OffscreenAccessibility {
    let run: OffscreenRun
    let tree: AccessibilityTree
    let size: Size

    /// The scene `name` laid out at `size` and advanced to scene time `time`.
    init(scene name: String, size: Size, at time: Double, options: SceneOptions = SceneOptions()) throws {
        guard let scene = try SceneCatalog.makeScene(name, options: options) else { throw HarnessError("no scene \(name)") }
        run = try OffscreenRun(scene: scene, size: size, scale: 1, replaysScript: false, motion: options)
        run.advance(to: .seconds(time))
        let strings = try StringCatalog.load(options.language, assetsPath: options.assetsPath)
        tree = AccessibilityTree(label: strings[.feedTitle], language: options.language.textLanguage, root: scene.root)
        tree.refresh()
        self.size = size
    }

    /// What one node answers: `about` is its AT-SPI description (value and hint),
    /// `index` its place among its parent's children, `extents` in window coordinates.
    struct Expected: Equatable, CustomStringConvertible {
        var name, role, about: String
        var states: [String]
        var childCount, index: Int
        var extents: [Int]
        var actions: [String]?

        var description: String {
            "\(role) '\(name)' '\(about)' \(states) index \(index) children \(childCount) at \(extents) \(actions ?? [])"
        }
    }

    /// Every node depth first from the root, as a screen reader should hear it in a
    /// window whose content starts `offset` points from its top left corner.
    func expected(offset: Point) -> [Expected] {
        var result: [Expected] = []
        func visit(_ id: UInt64, index: Int) {
            guard let node = tree.nodes[id] else { return }
            result.append(answers(for: node, index: index, offset: offset))
            for (i, child) in node.children.enumerated() { visit(child, index: i) }
        }
        visit(AccessibilityTree.rootID, index: 0)
        return result
    }

    private func answers(for node: AccessibilityNode, index: Int, offset: Point) -> Expected {
        let isRoot = node.id == AccessibilityTree.rootID
        let frame = isRoot ? Rect(-offset.x, -offset.y, size.width + offset.x, size.height + offset.y) : node.frame
        let box = [frame.minX + offset.x, frame.minY + offset.y, frame.width, frame.height].map { Int($0.rounded()) }
        let showing = isRoot || (frame.width > 0 && frame.height > 0 && frame.minX < size.width && frame.maxX > 0
            && frame.minY < size.height && frame.maxY > 0)
        var states = node.traits.contains(.notEnabled) ? ["visible"] : ["enabled", "sensitive", "visible"]
        if showing { states.append("showing") }
        if isRoot { states.append("active") }
        if node.isFocusable { states.append("focusable") }
        if node.traits.contains(.selected) { states.append("selected") }
        switch node.expandedStatus {
        case .unsupported: break
        case .collapsed: states += ["expandable", "collapsed"]
        case .expanded: states += ["expandable", "expanded"]
        }
        let names: [AccessibilityAction: String] = [.activate: "click", .increment: "increment", .decrement: "decrement",
                                                    .escape: "escape"]
        return Expected(
            name: node.label ?? "", role: Self.role(of: node),
            about: [node.value, node.hint].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "),
            states: states.sorted(), childCount: node.children.count, index: index, extents: box,
            actions: node.actions.isEmpty ? nil : node.actions.compactMap { names[$0] })
    }

    /// The AT-SPI role name for a node: the window's frame, a container by its type, an
    /// element by its strongest trait.
    static func role(of node: AccessibilityNode) -> String {
        if node.id == AccessibilityTree.rootID { return "frame" }
        if !node.isElement {
            switch node.containerType {
            case .list: return "list"
            case .semanticGroup: return "grouping"
            case .none: return "panel"
            }
        }
        let traits = node.traits
        if traits.contains(.adjustable) { return "slider" }
        if traits.contains(.button) || node.expandedStatus != .unsupported { return "push button" }
        if traits.contains(.header) { return "heading" }
        if traits.contains(.image) { return "image" }
        return "label"
    }
}
