import Testing
@testable import Layers
import AnimationCheck

/// The code of the "Accessibility" article (Layers.docc/Accessibility.md), run: its
/// snippets appear here line for line (``ArticleSnippetTests`` checks that).
@Suite("Accessibility article", .serialized, .noAnimationLeftRunning)
struct AccessibilityArticleTests {
    @Test("a card in a list: focused by Tab's move, expanded by Enter's activate, both reported")
    func article() throws {
        let root = Layer(frame: Rect(0, 0, 400, 400))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)

        let card = Layer(frame: Rect(20, 40, 200, 300))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Lisbon, Portugal"
        card.accessibilityTraits = .button
        card.accessibilityExpandedStatus = .collapsed
        card.accessibilityActionHandler = { [unowned card] action in
            guard action == .activate else { return false }
            card.accessibilityExpandedStatus = .expanded
            return true
        }

        let feed = Layer(frame: Rect(0, 0, 400, 400))
        feed.accessibilityContainerType = .list
        feed.accessibilityLabel = "Cities"
        feed.addSublayer(card)
        root.addSublayer(feed)

        let tree = AccessibilityTree(label: "City Guide", language: "en", root: root)
        tree.refresh()
        tree.recordsChanges = true
        tree.moveFocus(by: 1)
        tree.performOnFocus(.activate)
        tree.refresh()
        let changes = tree.takeChanges()

        let id = try #require(card.accessibility?.identifier)
        #expect(changes == [.focusChanged(from: nil, to: id), .expandedChanged(id, .expanded)])
        #expect(tree.nodes[id]?.label == "Lisbon, Portugal" && tree.nodes[id]?.parent == feed.accessibility?.identifier)
        withExtendedLifetime(host) {}
    }
}
