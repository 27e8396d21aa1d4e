import Testing
@testable import Layers
import AnimationCheck

/// A focused node that leaves the tree hands the focus on as ``AccessibilityTree``
/// documents: into itself when it became a container, else to the nearest former
/// ancestor that can take it, else to the nearest former neighbour in the focus order
/// (the next, else the previous: a list's user keeps their place, as in GTK's lists),
/// else to the first focusable node, else nowhere.
@Suite("Focus when the focused node goes", .serialized, .noAnimationLeftRunning)
struct FocusRemovalTests {
    private func list() -> FocusTree {
        FocusTree([
            .button("Menu"),
            .list("Cities", [.button("Lisbon"), .text("Between"), .button("Porto"), .button("Faro")]),
            .button("Settings"),
        ])
    }

    @Test("a removed item hands the focus to the next one, past what cannot take it")
    func removedGoesToNext() {
        let shapes = list()
        shapes.focus("Lisbon")
        shapes.change { shapes["Lisbon"].removeFromSuperlayer() }
        #expect(shapes.focused == "Porto")
        #expect(shapes.arrow(1) == "Faro", "the arrows go on from there")
    }

    @Test("the last item removed hands it to the one after the list, the last of all to the one before")
    func removedAtTheEnd() {
        let shapes = list()
        shapes.focus("Faro")
        shapes.change { shapes["Faro"].removeFromSuperlayer() }
        #expect(shapes.focused == "Settings")
        shapes.change { shapes["Settings"].removeFromSuperlayer() }
        #expect(shapes.focused == "Porto", "nothing after it: the one before")
    }

    @Test("a removed container takes its focused item with it; the focus goes to what follows")
    func containerRemoved() {
        let shapes = list()
        shapes.focus("Porto")
        shapes.change { shapes["Cities"].removeFromSuperlayer() }
        #expect(shapes.focused == "Settings")
        #expect(shapes.order == ["Menu", "Settings"])
    }

    @Test("a focused item that hides, fades out or loses its actions counts as gone")
    func hiddenFadedDisabled() {
        let shapes = list()
        shapes.focus("Lisbon")
        shapes.change { shapes["Lisbon"].isHidden = true }
        #expect(shapes.focused == "Porto")
        shapes.change { shapes["Porto"].opacity = 0 }
        #expect(shapes.focused == "Faro")
        shapes.change { shapes["Faro"].accessibilityActions = [] }
        #expect(shapes.focused == "Settings")
    }

    @Test("everything focusable removed: the focus is cleared, and Tab starts over when a button comes back")
    func nothingLeft() {
        let shapes = FocusTree([.text("Title"), .list("Cities", [.button("Lisbon")])])
        shapes.focus("Lisbon")
        shapes.change { shapes["Lisbon"].removeFromSuperlayer() }
        #expect(shapes.focused == nil && shapes.tree.focusedID == nil)
        #expect(shapes.tab() == nil && shapes.arrow(1) == nil)
        let button = Layer()
        button.isAccessibilityElement = true
        button.accessibilityTraits = .button
        button.accessibilityLabel = "Porto"
        shapes.change { shapes["Cities"].addSublayer(button) }
        #expect(shapes.focused == nil, "a new button does not take the focus by itself")
        #expect(shapes.tab() == "Porto")
    }

    @Test("the focus change is reported, and the ring's layer follows")
    func reported() throws {
        let shapes = list()
        var ring: [Layer?] = []
        shapes.tree.onFocusChange = { ring.append($0) }
        shapes.tree.recordsChanges = true
        shapes.focus("Porto")
        let porto = try #require(shapes.id("Porto")), faro = try #require(shapes.id("Faro"))
        let faroLayer = shapes["Faro"]
        shapes.change { shapes["Porto"].removeFromSuperlayer() }
        #expect(shapes.tree.takeChanges().filter {
            if case .focusChanged = $0 { true } else { false }
        } == [.focusChanged(from: nil, to: porto), .focusChanged(from: porto, to: faro)])
        #expect(ring.count == 2 && ring.last! === faroLayer)
    }
}
