import Testing
@testable import Layers
import AnimationCheck

@Suite("AccessibilityTree", .serialized, .noAnimationLeftRunning)
struct AccessibilityTreeTests {
    /// A 400×300 root in a host, a list container at (20, 40) holding two 100×50 buttons
    /// stacked 60 points apart, a hidden button and a decorative layer with a heading in it.
    private func feed() -> (LayerHost, Layer, list: Layer, buttons: [Layer], heading: Layer) {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        let list = Layer(frame: Rect(20, 40, 200, 200))
        list.accessibilityContainerType = .list
        list.accessibilityLabel = "Cities"
        root.addSublayer(list)
        var buttons: [Layer] = []
        for (i, city) in ["Lisbon, Portugal", "Kyoto, Japan", "Hidden, Nowhere"].enumerated() {
            let button = Layer(frame: Rect(0, Double(i) * 60, 100, 50))
            button.isAccessibilityElement = true
            button.accessibilityLabel = city
            button.accessibilityTraits = .button
            // An element hides what is inside it.
            let inner = Layer(frame: Rect(0, 0, 10, 10))
            inner.isAccessibilityElement = true
            button.addSublayer(inner)
            list.addSublayer(button)
            buttons.append(button)
        }
        buttons[2].isHidden = true
        let decoration = Layer(frame: Rect(300, 0, 100, 40))
        let heading = Layer(frame: Rect(0, 10, 100, 20))
        heading.isAccessibilityElement = true
        heading.accessibilityTraits = .header
        heading.accessibilityLabel = "City Guide"
        decoration.addSublayer(heading)
        root.addSublayer(decoration)
        return (host, root, list, buttons, heading)
    }

    @Test("containers group their elements; see-through layers pass theirs up; elements hide their sublayers")
    func structure() throws {
        let (host, root, list, buttons, heading) = feed()
        let tree = AccessibilityTree(label: "Demo", language: "en")
        _ = tree.update(root: root)
        let top = tree.rootNode
        #expect(top.label == "Demo")
        let listID = try #require(list.accessibility?.identifier)
        let headingID = try #require(heading.accessibility?.identifier)
        #expect(top.children == [listID, headingID])
        let listNode = try #require(tree.nodes[listID])
        #expect(listNode.containerType == .list && !listNode.isElement && listNode.label == "Cities")
        // The hidden third button is left out, and the buttons' inner elements too.
        #expect(listNode.children == buttons.prefix(2).map { $0.accessibility!.identifier! })
        #expect(tree.nodes.count == 5)
        let kyoto = try #require(tree.nodes[listNode.children[1]])
        #expect(kyoto.label == "Kyoto, Japan" && kyoto.traits == .button && kyoto.actions == [.activate])
        #expect(kyoto.parent == listID && kyoto.language == "en")
        // Frames in the root's coordinates: the list's origin plus the button's.
        #expect(kyoto.frame == Rect(20, 100, 100, 50))
        #expect(tree.nodes[headingID]?.frame == Rect(300, 10, 100, 20))
        withExtendedLifetime(host) {}
    }

    @Test("an update reports labels, states, frames and children that changed, and nothing when idle")
    func changes() throws {
        let (host, root, list, buttons, _) = feed()
        let tree = AccessibilityTree(label: "Demo")
        _ = tree.update(root: root)
        #expect(tree.update(root: root).isEmpty, "nothing changed, nothing reported")
        let lisbon = try #require(buttons[0].accessibility?.identifier)
        let listID = try #require(list.accessibility?.identifier)
        buttons[0].accessibilityLabel = "Lisboa, Portugal"
        buttons[0].accessibilityExpandedStatus = .expanded
        Transaction.withoutActions { buttons[0].position.x += 5 }
        let old = tree.nodes[listID]!.children
        buttons[2].isHidden = false
        let changes = Set(tree.update(root: root))
        let third = try #require(buttons[2].accessibility?.identifier)
        #expect(changes == [
            .labelChanged(lisbon), .expandedChanged(lisbon, .expanded), .frameChanged(lisbon),
            .childrenChanged(parent: listID, old: old, new: old + [third]),
        ])
        // Expanded: activate, and escape closes it.
        #expect(tree.nodes[lisbon]?.actions == [.activate, .escape])
        withExtendedLifetime(host) {}
    }

    @Test("actions reach the layer's handler only when offered")
    func actions() throws {
        let (host, root, _, buttons, heading) = feed()
        let tree = AccessibilityTree(label: "Demo")
        var performed: [AccessibilityAction] = []
        buttons[0].accessibilityActionHandler = { performed.append($0); return true }
        heading.accessibilityActionHandler = { performed.append($0); return true }
        _ = tree.update(root: root)
        let lisbon = try #require(buttons[0].accessibility?.identifier)
        #expect(tree.perform(.activate, on: lisbon))
        #expect(!tree.perform(.increment, on: lisbon), "a button does not increment")
        #expect(!tree.perform(.activate, on: heading.accessibility!.identifier!), "a heading does not act")
        #expect(!tree.perform(.activate, on: 999), "no such node")
        #expect(performed == [.activate])
        withExtendedLifetime(host) {}
    }

    @Test("focus moves along the focusable elements, wraps, and is reported; a vanished focus goes to the first element, or nowhere")
    func focus() throws {
        let (host, root, _, buttons, heading) = feed()
        let tree = AccessibilityTree(label: "Demo")
        _ = tree.update(root: root)
        let ids = buttons.prefix(2).map { $0.accessibility!.identifier! }
        #expect(tree.focusOrder == ids, "the heading does not act: it takes no focus")
        #expect(tree.moveFocus(by: 1) == ids[0])
        #expect(tree.moveFocus(by: 1) == ids[1])
        #expect(tree.moveFocus(by: 1) == ids[0], "wraps")
        #expect(tree.moveFocus(by: -1) == ids[1])
        #expect(!tree.focus(heading.accessibility!.identifier!))
        #expect(tree.update(root: root) == [
            .focusChanged(from: nil, to: ids[0]), .focusChanged(from: ids[0], to: ids[1]),
            .focusChanged(from: ids[1], to: ids[0]), .focusChanged(from: ids[0], to: ids[1]),
        ])
        buttons[1].removeFromSuperlayer()
        let changes = tree.update(root: root)
        #expect(changes.contains(.focusChanged(from: ids[1], to: ids[0])), "to the first focusable element")
        #expect(tree.focusedID == ids[0])
        buttons[0].removeFromSuperlayer()
        _ = tree.update(root: root)
        #expect(tree.focusedID == nil, "nothing left to focus")
        withExtendedLifetime(host) {}
    }

    @Test("a layer's actions follow its traits: adjustable increments and decrements")
    func adjustable() {
        let circle = Layer()
        circle.isAccessibilityElement = true
        circle.accessibilityTraits = .adjustable
        #expect(circle.accessibilityActions == [.increment, .decrement])
        var value = 5
        circle.accessibilityActionHandler = { action in
            value += action == .increment ? 1 : -1
            return true
        }
        #expect(circle.accessibilityPerform(.increment) && circle.accessibilityPerform(.increment))
        #expect(circle.accessibilityPerform(.decrement))
        #expect(!circle.accessibilityPerform(.activate))
        #expect(value == 6)
    }

    @Test("arrows move among a list's items without wrapping; escape reaches the container; an expanding focus moves inside")
    func focusWithinContainers() throws {
        let (host, root, list, buttons, _) = feed()
        let tree = AccessibilityTree(label: "Demo", root: root)
        tree.refresh()
        let ids = buttons.prefix(2).map { $0.accessibility!.identifier! }
        #expect(tree.moveFocusAmongSiblings(by: 1) == nil, "no focus yet")
        tree.focus(ids[0])
        #expect(tree.moveFocusAmongSiblings(by: -1) == nil, "no wrapping")
        #expect(tree.moveFocusAmongSiblings(by: 1) == ids[1])
        // The focused button becomes a container holding a close button: the focus goes in.
        var escaped = 0
        let close = Layer(frame: Rect(0, 0, 10, 10))
        close.isAccessibilityElement = true
        close.accessibilityTraits = .button
        buttons[1].sublayers[0].removeFromSuperlayer()
        buttons[1].addSublayer(close)
        buttons[1].isAccessibilityElement = false
        buttons[1].accessibilityContainerType = .semanticGroup
        buttons[1].accessibilityExpandedStatus = .expanded
        buttons[1].accessibilityActionHandler = { action in escaped += action == .escape ? 1 : 0; return true }
        var ringOn: Layer?
        tree.onFocusChange = { ringOn = $0 }
        tree.refresh()
        #expect(tree.focusedID == close.accessibility?.identifier && ringOn === close)
        #expect(tree.performOnFocus(.escape) && escaped == 1, "the close button does not escape; its card does")
        // Collapsed again: the close button is hidden inside the element, and the focus goes back to the card.
        buttons[1].isAccessibilityElement = true
        tree.refresh()
        #expect(tree.focusedID == ids[1] && ringOn === buttons[1])
        withExtendedLifetime((host, list)) {}
    }

    @Test("a modal layer hides its siblings while it shows; a tree nobody reads keeps no changes")
    func modal() throws {
        let (host, root, list, _, heading) = feed()
        let splash = Layer(frame: Rect(0, 0, 400, 300))
        let logo = Layer(frame: Rect(150, 100, 100, 100))
        logo.isAccessibilityElement = true
        logo.accessibilityTraits = .image
        logo.accessibilityLabel = "City Guide"
        splash.addSublayer(logo)
        splash.accessibilityViewIsModal = true
        root.addSublayer(splash)
        let tree = AccessibilityTree(label: "Demo", root: root)
        tree.refresh()
        #expect(tree.rootNode.children == [logo.accessibility!.identifier!])
        Transaction.withoutActions { splash.opacity = 0 }
        tree.refresh()
        #expect(tree.rootNode.children == [list.accessibility!.identifier!, heading.accessibility!.identifier!])
        #expect(tree.takeChanges().isEmpty, "recordsChanges is off")
        withExtendedLifetime(host) {}
    }
}
