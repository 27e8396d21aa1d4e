import Testing
import Layers
@testable import WaylandPlatform

/// The states the bridge answers `GetState` with, from a node: what a screen reader
/// says about an element before its name ("dimmed", "collapsed", "selected").
@MainActor @Suite("AT-SPI states of a node")
struct AtspiStateSetTests {
    /// A tree of a button, a disabled button, a selected collapsed card and a heading.
    private func nodes() -> (LayerHost, [String: AccessibilityNode]) {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        let kinds: [(String, AccessibilityTraits, AccessibilityExpandedStatus)] = [
            ("Share", .button, .unsupported), ("Delete", [.button, .notEnabled], .unsupported),
            ("Paris", [.button, .selected], .collapsed), ("City Guide", .header, .unsupported),
        ]
        for (label, traits, status) in kinds {
            let layer = Layer(frame: Rect(0, 0, 40, 20))
            layer.isAccessibilityElement = true
            layer.accessibilityLabel = label
            layer.accessibilityTraits = traits
            layer.accessibilityExpandedStatus = status
            root.addSublayer(layer)
        }
        let tree = AccessibilityTree(label: "Test", root: root)
        tree.refresh()
        var byLabel: [String: AccessibilityNode] = [:]
        for node in tree.nodes.values { byLabel[node.label ?? ""] = node }
        return (host, byLabel)
    }

    private func states(_ node: AccessibilityNode?, focused: Bool = false, showing: Bool = true) -> Set<AtspiStateSet.State> {
        guard let node else { return [] }
        let set = AtspiStateSet(node, isFocused: focused, isShowing: showing)
        return Set([.active, .collapsed, .enabled, .expandable, .expanded, .focusable, .focused, .selected, .sensitive,
                    .showing, .visible].filter(set.contains))
    }

    @Test("a button is enabled, sensitive, focusable; a disabled one is neither enabled nor sensitive nor focusable")
    func enabled() {
        let (host, nodes) = nodes()
        #expect(states(nodes["Share"]) == [.enabled, .sensitive, .focusable, .showing, .visible])
        #expect(states(nodes["Delete"]) == [.showing, .visible])
        #expect(states(nodes["Share"], focused: true, showing: false) == [.enabled, .sensitive, .focusable, .focused, .visible])
        withExtendedLifetime(host) {}
    }

    @Test("a selected collapsed card says so; a heading takes no focus; the root is active")
    func traitsAndRoot() {
        let (host, nodes) = nodes()
        #expect(states(nodes["Paris"]) == [.enabled, .sensitive, .focusable, .selected, .expandable, .collapsed, .showing, .visible])
        #expect(states(nodes["City Guide"]) == [.enabled, .sensitive, .showing, .visible])
        #expect(states(nodes["Test"]) == [.enabled, .sensitive, .active, .showing, .visible])
        withExtendedLifetime(host) {}
    }

    @Test("two words of bits, as libatspi reads them: enabled is bit 8 of the first")
    func words() {
        let (host, nodes) = nodes()
        let share = AtspiStateSet(nodes["Share"]!, isFocused: false, isShowing: false)
        #expect(share.words.count == 2 && share.words[0] & (1 << 8) != 0 && share.words[1] == 0)
        let delete = AtspiStateSet(nodes["Delete"]!, isFocused: false, isShowing: false)
        #expect(delete.words[0] & (1 << 8) == 0 && delete.words[0] & (1 << 24) == 0)
        withExtendedLifetime(host) {}
    }
}
