import CWayland
import Layers
import WaylandPlatform

/// The app used from the keyboard alone: Tab and Shift+Tab move the focus through the
/// elements that act, the arrows move it between a list's items (the feed's cards) or
/// adjust an adjustable element, Enter or Space activates the focused element and Esc
/// closes what it is in. The ring (``FocusRingLayer``) shows where the focus is, and
/// follows a screen reader's `grabFocus` too: both move the same tree's focus.
final class KeyboardFocus {
    let tree: AccessibilityTree
    let ring = FocusRingLayer()

    init(tree: AccessibilityTree) {
        self.tree = tree
        tree.onFocusChange = { [ring] layer in ring.show(on: layer) }
    }

    /// The xkb keysyms the focus answers to.
    enum Key {
        static let tab = UInt32(XKB_KEY_Tab), leftTab = UInt32(XKB_KEY_ISO_Left_Tab)
        static let left = UInt32(XKB_KEY_Left), right = UInt32(XKB_KEY_Right)
        static let up = UInt32(XKB_KEY_Up), down = UInt32(XKB_KEY_Down)
        static let returnKey = UInt32(XKB_KEY_Return), keypadEnter = UInt32(XKB_KEY_KP_Enter)
        static let space = UInt32(XKB_KEY_space), escape = UInt32(XKB_KEY_Escape)
    }

    /// Handles a key press for the focus; true when it was used up, false when the
    /// scene should have it (a key the focus has no use for, or Tab in a scene that
    /// `claimsTab`). Arrows between a list's items move the focus and still go to the
    /// scene, which scrolls to the item.
    func handle(keysym: UInt32, modifiers: Modifiers, claimsTab: Bool) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .logo]) else { return false }
        tree.refresh()
        switch keysym {
        case Key.tab, Key.leftTab:
            guard !claimsTab else { return false }
            let backwards = keysym == Key.leftTab || modifiers.contains(.shift)
            return tree.moveFocus(by: backwards ? -1 : 1) != nil
        case Key.returnKey, Key.keypadEnter, Key.space:
            return tree.focusedID != nil && tree.performOnFocus(.activate)
        case Key.escape:
            return tree.focusedID != nil && tree.performOnFocus(.escape)
        case Key.left, Key.right, Key.up, Key.down:
            return arrow(forwards: keysym == Key.right || keysym == Key.down, raises: keysym == Key.up || keysym == Key.right)
        default:
            return false
        }
    }

    private func arrow(forwards: Bool, raises: Bool) -> Bool {
        guard let focused = tree.focusedID, let node = tree.nodes[focused] else { return false }
        if node.traits.contains(.adjustable) { return tree.perform(raises ? .increment : .decrement, on: focused) }
        tree.moveFocusAmongSiblings(by: forwards ? 1 : -1)
        return false
    }
}
