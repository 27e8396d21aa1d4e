import Testing
@testable import Layers

/// A collection view to assistive technology: a list whose realized rows know their
/// place in the whole list, and a keyboard focus that goes past the rows in view.
@Suite("Collection view accessibility", .serialized)
@MainActor
struct CollectionAccessibilityTests {
    typealias Rows = CollectionViewTests.Rows
    /// The trees' roots, alive for the test.
    private var roots: [Layer] = []

    /// A tree over a root holding a list of `rows`; the root is the tree's (weak) root,
    /// so the tree keeps it alive here, as a scene does.
    private mutating func tree(_ rows: Rows) -> (AccessibilityTree, CollectionView) {
        let root = Layer()
        let view = CollectionViewTests.list(rows)
        view.accessibilityLabel = "Cities"
        root.addSublayer(view)
        let tree = AccessibilityTree(label: "App", root: root)
        tree.refresh()
        roots.append(root)
        return (tree, view)
    }

    private func focused(_ tree: AccessibilityTree) -> AccessibilityNode? { tree.focusedID.flatMap { tree.nodes[$0] } }

    @Test("the view is a list of the realized rows, each an element with its label, place and the list's size")
    mutating func listNodes() throws {
        let rows = Rows(6000)
        let (tree, _) = tree(rows)
        let list = try #require(tree.nodes[tree.rootNode.children[0]])
        #expect(list.containerType == .list && list.label == "Cities" && list.children.count == 10)
        let third = try #require(tree.nodes[list.children[2]])
        #expect(third.label == "Row 2" && third.positionInSet == 3 && third.sizeOfSet == 6000 && third.isFocusable)
    }

    @Test("Down from the last row in view scrolls the next row in and focuses it; Tab does the same")
    mutating func focusPastVisibleRows() throws {
        let rows = Rows(6000)
        let (tree, view) = tree(rows)
        let last = try #require(tree.nodes.values.first { $0.positionInSet == 10 })
        tree.focus(last.id)
        #expect(view.cellForItem(at: 10) == nil)
        tree.moveFocusAmongSiblings(by: 1)
        #expect(focused(tree)?.positionInSet == 11 && focused(tree)?.label == "Row 10")
        // Row 10 (480…528) is wholly in view: the bounds moved by one row.
        #expect(view.bounds.origin.y == 48 && view.cellForItem(at: 10) != nil)
        tree.moveFocus(by: 1)
        #expect(focused(tree)?.label == "Row 11" && view.bounds.origin.y == 96)
        tree.moveFocus(by: -5)
        #expect(focused(tree)?.label == "Row 6" && view.bounds.origin.y == 96)
        tree.moveFocusAmongSiblings(by: -5)
        #expect(focused(tree)?.label == "Row 1" && view.bounds.origin.y == 48)
    }

    @Test("a reused cell is a new element: the focus never silently lands on another row")
    mutating func reusedCellsGetNewNumbers() throws {
        let rows = Rows(6000)
        let (tree, view) = tree(rows)
        let first = try #require(tree.nodes.values.first { $0.positionInSet == 1 })
        view.bounds.origin.y = 4800
        view.layoutCells()
        tree.reread()
        #expect(tree.nodes[first.id] == nil)
        #expect(tree.nodes.values.filter { $0.positionInSet != nil }.map(\.positionInSet!).sorted() == Array(101...110))
    }

    @Test("at the list's ends the focus leaves the list as usual; an empty list offers nothing")
    mutating func ends() throws {
        let rows = Rows(6000)
        let (tree, view) = tree(rows)
        tree.focus(try #require(tree.nodes.values.first { $0.positionInSet == 1 }).id)
        #expect(tree.moveFocusAmongSiblings(by: -1) == nil && focused(tree)?.positionInSet == 1)
        #expect(view.accessibilityRealizeItem(at: 6000) == nil && view.accessibilityRealizeItem(at: -1) == nil)
        #expect(view.accessibilityRealizeItem(at: 5999) != nil && view.bounds.origin.y == 6000 * 48 - 480)
    }
}
