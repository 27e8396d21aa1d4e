import Testing
@testable import Layers
import AnimationCheck

/// Tab, Shift+Tab and the arrows pass over what cannot take the focus: static text,
/// buttons without actions, hidden and transparent buttons, containers. As in GTK
/// (only focusable widgets join the focus chain) and UIKit (focus goes to elements that
/// can become focused), the focus never rests on any of them.
@Suite("Focus skips what cannot take it", .serialized, .noAnimationLeftRunning)
struct FocusSkipTests {
    /// A row whose focusable buttons each have something unfocusable on both sides.
    private func row() -> FocusTree {
        FocusTree([
            .text("Title"), .button("A"), .text("Caption"), .button("B"), .disabled("Off"), .inert("Idle"),
            .hidden("Gone"), .transparent("Clear"), .group("Empty", [.text("Note")]), .button("C"), .text("Footer"),
        ])
    }

    @Test("only the buttons that act are in the focus order, in reading order")
    func order() {
        let shapes = row()
        #expect(shapes.order == ["A", "B", "C"])
        // Hidden and transparent buttons are not in the tree; the others are, unfocusable.
        #expect(shapes.id("Gone") == nil && shapes.id("Clear") == nil)
        for name in ["Title", "Caption", "Off", "Idle", "Empty", "Note", "Footer"] {
            #expect(shapes.id(name).flatMap { shapes.tree.nodes[$0]?.isFocusable } == false, "\(name)")
        }
    }

    @Test("Tab goes A, B, C and wraps to A; Shift+Tab goes back and wraps to C")
    func tab() {
        let shapes = row()
        #expect([shapes.tab(), shapes.tab(), shapes.tab(), shapes.tab()] == ["A", "B", "C", "A"])
        #expect([shapes.tab(-1), shapes.tab(-1), shapes.tab(-1)] == ["C", "B", "A"])
        #expect(shapes.focused == "A")
    }

    @Test("Shift+Tab with no focus starts at the last button, Tab at the first")
    func fromNowhere() {
        let backwards = row()
        #expect(backwards.tab(-1) == "C")
        let forwards = row()
        #expect(forwards.tab() == "A")
    }

    @Test("Tab by several steps counts only the buttons")
    func bigSteps() {
        let shapes = row()
        shapes.focus("A")
        #expect(shapes.tab(2) == "C")
        #expect(shapes.tab(4) == "A", "four steps from C wrap past A, B, C")
        #expect(shapes.tab(-5) == "B")
    }

    @Test("the arrows go A, B, C over what lies between, and stop at the ends without wrapping")
    func arrows() {
        let shapes = row()
        shapes.focus("A")
        #expect(shapes.arrow(1) == "B")
        #expect(shapes.focused == "B")
        #expect(shapes.arrow(1) == "C", "past a disabled, an inert, a hidden and a transparent button and an empty group")
        #expect(shapes.focused == "C")
        #expect(shapes.arrow(1) == nil && shapes.focused == "C", "no wrapping at the end")
        #expect(shapes.arrow(-1) == "B" && shapes.arrow(-1) == "A")
        #expect(shapes.arrow(-1) == nil && shapes.focused == "A", "no wrapping at the start")
        #expect(shapes.arrow(2) == "C", "two steps count two buttons")
        #expect(shapes.arrow(-3) == nil && shapes.focused == "C", "three back is past the start")
    }

    @Test("no focusable node at all: Tab, Shift+Tab and the arrows do nothing")
    func nothingFocusable() {
        let shapes = FocusTree([.text("Title"), .disabled("Off"), .hidden("Gone"), .group("Empty", [.text("Note")])])
        #expect(shapes.order.isEmpty)
        #expect(shapes.tab() == nil && shapes.tab(-1) == nil && shapes.arrow(1) == nil)
        #expect(shapes.focused == nil)
    }

    @Test("a screen reader cannot focus text, a disabled button or a group either")
    func grabFocus() {
        let shapes = row()
        for name in ["Title", "Off", "Idle", "Empty", "Note"] {
            #expect(!shapes.focus(name), "\(name)")
            #expect(shapes.focused == nil)
        }
        #expect(shapes.focus("B") && shapes.focused == "B")
        #expect(!shapes.focus("Caption") && shapes.focused == "B", "a refused focus leaves it where it was")
    }

    @Test("a button disabled while focused gives the focus to the next; Tab then passes it by; enabled, it is back")
    func disabledWhileFocused() {
        let shapes = row()
        shapes.focus("B")
        shapes.change { shapes["B"].accessibilityTraits.insert(.notEnabled) }
        #expect(shapes.focused == "C")
        #expect(shapes.order == ["A", "C"])
        shapes.focus("A")
        #expect(shapes.tab() == "C" && shapes.arrow(-1) == "A")
        #expect(!shapes.tree.perform(.activate, on: shapes.id("B")!), "a disabled button does not act")
        shapes.change { shapes["B"].accessibilityTraits.remove(.notEnabled) }
        #expect(shapes.order == ["A", "B", "C"])
        #expect(shapes.arrow(1) == "B")
    }

    @Test("a disabled element offers none of its actions, also ones the app set, until it is enabled again")
    func disabledActions() {
        let slider = Layer()
        slider.isAccessibilityElement = true
        slider.accessibilityTraits = [.adjustable, .notEnabled]
        #expect(slider.accessibilityActions.isEmpty)
        slider.accessibilityActions = [.increment]
        #expect(slider.accessibilityActions.isEmpty)
        var handled = 0
        slider.accessibilityActionHandler = { _ in handled += 1; return true }
        #expect(!slider.accessibilityPerform(.increment) && handled == 0)
        slider.accessibilityTraits.remove(.notEnabled)
        #expect(slider.accessibilityActions == [.increment])
        #expect(slider.accessibilityPerform(.increment) && handled == 1)
    }

    @Test("a button that hides or fades out leaves the order; shown again, it is back in its place")
    func hiddenLater() {
        let shapes = row()
        shapes.change { shapes["B"].isHidden = true }
        #expect(shapes.order == ["A", "C"])
        shapes.change { shapes["Gone"].isHidden = false; shapes["Clear"].opacity = 1 }
        #expect(shapes.order == ["A", "Gone", "Clear", "C"], "B is still hidden")
        shapes.focus("A")
        #expect(shapes.arrow(1) == "Gone" && shapes.arrow(1) == "Clear" && shapes.arrow(1) == "C")
    }
}
