import Testing
@testable import Layers
import AnimationCheck

/// A modal view (`accessibilityViewIsModal`) keeps the focus inside it while it shows,
/// as a GTK modal dialog and UIKit's modal views do: Tab wraps within it, the focus
/// that was behind it moves in, nothing behind it can be focused, and when it goes the
/// focus goes back where it was. As in UIKit, it hides its own siblings only.
@Suite("Focus and modal views", .serialized, .noAnimationLeftRunning)
struct FocusModalTests {
    /// Two buttons and, over them, a modal dialog of text and two buttons.
    private func dialog() -> FocusTree {
        FocusTree([
            .button("Back"), .button("Share"),
            .modal("Dialog", [.text("Delete?"), .button("Cancel"), .disabled("Maybe"), .button("Delete")]),
        ])
    }

    @Test("Tab and Shift+Tab wrap inside the modal view; the buttons behind it are out of reach")
    func tabStaysInside() {
        let shapes = dialog()
        #expect(shapes.order == ["Cancel", "Delete"])
        #expect((0..<4).map { _ in shapes.tab() } == ["Cancel", "Delete", "Cancel", "Delete"])
        #expect((0..<3).map { _ in shapes.tab(-1) } == ["Cancel", "Delete", "Cancel"])
        #expect(shapes.arrow(1) == "Delete" && shapes.arrow(1) == nil && shapes.focused == "Delete")
        #expect(!shapes.focus("Back") && shapes.focused == "Delete", "a screen reader cannot focus what is behind it")
    }

    @Test("the focus behind a modal view that appears moves into it; when it goes, the focus is back where it was")
    func appearAndGo() {
        let shapes = dialog()
        shapes.change { shapes["Dialog"].isHidden = true }
        #expect(shapes.order == ["Back", "Share"])
        shapes.focus("Share")
        shapes.change { shapes["Dialog"].isHidden = false }
        #expect(shapes.focused == "Cancel", "into the dialog, on its first button")
        shapes.tab()
        shapes.change { shapes["Dialog"].opacity = 0 }
        #expect(shapes.order == ["Back", "Share"])
        #expect(shapes.focused == "Share", "back on the button that had it before the dialog")
        shapes.change { shapes["Dialog"].opacity = 1 }
        shapes.change { shapes["Dialog"].removeFromSuperlayer() }
        #expect(shapes.focused == "Share", "a dialog removed gives the focus back too")
    }

    @Test("a modal view over a modal view: each gives back the focus it took, in turn")
    func stacked() {
        let shapes = FocusTree([.button("Back"), .button("Share")])
        shapes.focus("Share")
        let alert = FocusTree.layer(.modal("Alert", [.button("OK")]), in: shapes)
        shapes.change { shapes.root.addSublayer(alert) }
        #expect(shapes.focused == "OK")
        let sheet = FocusTree.layer(.modal("Sheet", [.button("Done")]), in: shapes)
        shapes.change { shapes.root.addSublayer(sheet) }
        #expect(shapes.focused == "Done")
        shapes.change { sheet.removeFromSuperlayer() }
        #expect(shapes.focused == "OK")
        shapes.change { alert.removeFromSuperlayer() }
        #expect(shapes.focused == "Share")
    }

    @Test("the focus a modal view took cannot come back when its button went meanwhile: the first button left takes it")
    func returningGone() {
        let shapes = dialog()
        shapes.change { shapes["Dialog"].isHidden = true }
        shapes.focus("Back")
        shapes.change { shapes["Dialog"].isHidden = false }
        shapes.change { shapes["Back"].removeFromSuperlayer() }
        shapes.change { shapes["Dialog"].isHidden = true }
        #expect(shapes.focused == "Share")
    }

    @Test("Escape from inside a modal view reaches the modal view's handler, not what is behind it")
    func escape() {
        let shapes = FocusTree([
            .group("Page", [.button("Back")]),
            .modal("Dialog", [.group("Buttons", [.button("Cancel"), .button("Delete")])]),
        ])
        shapes.offerEscape(on: "Page")
        shapes.offerEscape(on: "Dialog")
        shapes.tab()
        #expect(shapes.focused == "Cancel")
        #expect(shapes.escape() && shapes.escapes == ["Dialog"])
    }

    @Test("of two modal siblings the topmost wins; a hidden modal view hides nothing")
    func twoModals() {
        let shapes = FocusTree([
            .button("Back"),
            .modal("Alert", [.button("OK")]),
            .modal("Sheet", [.button("Done")]),
        ])
        #expect(shapes.order == ["Done"])
        shapes.change { shapes["Sheet"].isHidden = true }
        #expect(shapes.order == ["OK"])
        shapes.change { shapes["Alert"].isHidden = true }
        #expect(shapes.order == ["Back"])
    }

    @Test("a modal view nested in a container hides its siblings there, not its container's (UIKit's rule)")
    func nestedModal() {
        let shapes = FocusTree([
            .button("Back"),
            .group("Panel", [.button("Hidden by it"), .modal("Popover", [.button("Pick")]), .button("Also hidden")]),
            .button("Next"),
        ])
        #expect(shapes.order == ["Back", "Pick", "Next"])
        #expect(shapes.id("Hidden by it") == nil && shapes.id("Also hidden") == nil)
    }
}
