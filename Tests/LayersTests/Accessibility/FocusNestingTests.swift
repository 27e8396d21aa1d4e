import Testing
@testable import Layers
import AnimationCheck

/// Focus through containers nested three deep: Tab reads depth first through every
/// level, the arrows stay among one container's items, and Escape climbs from the
/// focus to the nearest container that handles it.
@Suite("Focus in nested containers", .serialized, .noAnimationLeftRunning)
struct FocusNestingTests {
    /// A toolbar button, a section holding a list of two rows of buttons (one row with a
    /// button without actions and text among its own), a button after the list, and one at the end.
    private func nested() -> FocusTree {
        FocusTree([
            .button("Menu"),
            .group("Section", [
                .list("Cities", [
                    .group("Row 1", [.button("Lisbon"), .text("Portugal"), .button("Porto")]),
                    .group("Row 2", [.inert("Kyoto"), .plain("Wrapper", [.button("Osaka")]), .text("Japan")]),
                ]),
                .button("More"),
            ]),
            .button("Settings"),
        ])
    }

    @Test("the tree keeps the three levels, and a plain layer's button belongs to the row above it")
    func structure() throws {
        let shapes = nested()
        let section = try #require(shapes.id("Section")), cities = try #require(shapes.id("Cities"))
        let row2 = try #require(shapes.id("Row 2"))
        #expect(shapes.tree.rootNode.children.compactMap(shapes.name) == ["Menu", "Section", "Settings"])
        #expect(shapes.tree.nodes[section]?.children.compactMap(shapes.name) == ["Cities", "More"])
        #expect(shapes.tree.nodes[cities]?.children.compactMap(shapes.name) == ["Row 1", "Row 2"])
        #expect(shapes.tree.nodes[row2]?.children.compactMap(shapes.name) == ["Kyoto", "Osaka", "Japan"])
        #expect(shapes.id("Wrapper") == nil, "a plain layer is no node")
    }

    @Test("Tab reads depth first through every level and wraps; Shift+Tab the other way")
    func tab() {
        let shapes = nested()
        let expected = ["Menu", "Lisbon", "Porto", "Osaka", "More", "Settings"]
        #expect(shapes.order == expected)
        #expect((0..<7).map { _ in shapes.tab() } == expected + ["Menu"])
        #expect((0..<7).map { _ in shapes.tab(-1) } == ["Settings", "More", "Osaka", "Porto", "Lisbon", "Menu", "Settings"])
    }

    @Test("the arrows stay among one container's items: they neither climb out nor dive into a sibling container")
    func arrows() {
        let shapes = nested()
        shapes.focus("Lisbon")
        #expect(shapes.arrow(1) == "Porto", "over the text between")
        #expect(shapes.arrow(1) == nil && shapes.focused == "Porto", "the row ends; the next row is not a sibling")
        shapes.focus("Osaka")
        #expect(shapes.arrow(-1) == nil && shapes.focused == "Osaka", "Kyoto before it, without actions, takes no focus")
        #expect(shapes.arrow(1) == nil && shapes.focused == "Osaka")
        shapes.focus("Menu")
        #expect(shapes.arrow(1) == "Settings", "the section between holds buttons, but it is no button itself")
        shapes.focus("More")
        #expect(shapes.arrow(-1) == nil && shapes.focused == "More", "the list before it takes no focus")
    }

    @Test("Escape climbs from the focus to the nearest container that handles it, at any depth")
    func escape() {
        let shapes = nested()
        shapes.offerEscape(on: "Section")
        shapes.offerEscape(on: "Row 1", handled: false)
        shapes.focus("Lisbon")
        #expect(shapes.escape(), "Row 1 declines; Cities offers nothing; Section handles it")
        #expect(shapes.escapes == ["Section"])
        shapes.offerEscape(on: "Cities")
        shapes.focus("Porto")
        #expect(shapes.escape() && shapes.escapes == ["Section", "Cities"], "the nearer container first")
        shapes.focus("Settings")
        #expect(!shapes.escape(), "nothing above Settings handles escape")
        #expect(shapes.escapes == ["Section", "Cities"])
        #expect(shapes.focused == "Settings", "Escape does not move the focus by itself")
    }

    @Test("Escape without a focus does nothing, even with containers that handle it")
    func escapeWithoutFocus() {
        let shapes = nested()
        shapes.offerEscape(on: "Section")
        #expect(!shapes.escape() && shapes.escapes.isEmpty)
    }
}
