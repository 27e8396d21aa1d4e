import Testing
import Layers
@testable import WaylandPlatform

/// A row of a list that keeps only its visible rows, as AT-SPI shows it: a list item
/// whose object attributes give its place in the whole list (`posinset`, `setsize`),
/// which Orca reads as "3 of 6 000".
@MainActor @Suite("AT-SPI list items")
struct AtspiListItemTests {
    private func nodes() -> (LayerHost, [String: AccessibilityNode]) {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        let list = Layer(frame: Rect(0, 0, 400, 300))
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Cities"
        root.addSublayer(list)
        for (label, place) in [("Lisbon", 3), ("Share", 0)] {
            let layer = Layer(frame: Rect(0, 0, 40, 20))
            layer.isAccessibilityElement = true
            layer.accessibilityLabel = label
            layer.accessibilityTraits = .button
            if place > 0 {
                layer.accessibilityPositionInSet = place
                layer.accessibilitySetSize = 6000
            }
            list.addSublayer(layer)
        }
        let tree = AccessibilityTree(label: "Test", root: root)
        tree.refresh()
        var byLabel: [String: AccessibilityNode] = [:]
        for node in tree.nodes.values { byLabel[node.label ?? ""] = node }
        return (host, byLabel)
    }

    @Test("a row with a place is a list item with posinset and setsize; a plain button stays a push button without them")
    func listItem() throws {
        let (host, nodes) = nodes()
        _ = host
        let lisbon = try #require(nodes["Lisbon"]), share = try #require(nodes["Share"])
        #expect(AtspiRole(lisbon) == .listItem && AtspiRole(lisbon).name == "list item")
        let cities = try #require(nodes["Cities"])
        #expect(AtspiRole(share) == .pushButton && AtspiRole(cities) == .list)
        let attributes = Dictionary(uniqueKeysWithValues: AccessibilityBridge.attributes(of: lisbon))
        #expect(attributes == ["toolkit": "Layers", "posinset": "3", "setsize": "6000"])
        #expect(AccessibilityBridge.attributes(of: share).map(\.0) == ["toolkit"])
    }

    @Test("a place below 1 or a negative size is no place at all")
    func badPlaces() {
        let layer = Layer()
        layer.accessibilityPositionInSet = 0
        layer.accessibilitySetSize = -4
        #expect(layer.accessibilityPositionInSet == nil && layer.accessibilitySetSize == nil)
        layer.accessibilityPositionInSet = 1
        layer.accessibilitySetSize = 0
        #expect(layer.accessibilityPositionInSet == 1 && layer.accessibilitySetSize == 0)
    }
}
