import Testing
import Layers
import WaylandPlatform
@testable import WaylandApp

/// The keys of ``KeyboardFocus`` on a small tree, without a compositor: what moves the
/// focus, what acts, and what still goes to the scene.
@Suite("KeyboardFocus")
struct KeyboardFocusTests {
    /// A root with a list of two buttons and an adjustable element after it.
    private func make() -> (host: LayerHost, focus: KeyboardFocus, buttons: [Layer], slider: Layer, log: Log) {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        let list = Layer(frame: Rect(0, 0, 400, 100))
        list.accessibilityContainerType = .list
        root.addSublayer(list)
        let log = Log()
        let buttons = (0..<2).map { i in
            let button = Layer(frame: Rect(Double(i) * 120, 0, 100, 100))
            button.isAccessibilityElement = true
            button.accessibilityTraits = .button
            button.accessibilityActionHandler = { log.actions.append("\(i) \($0)"); return true }
            list.addSublayer(button)
            return button
        }
        let slider = Layer(frame: Rect(0, 150, 100, 100))
        slider.isAccessibilityElement = true
        slider.accessibilityTraits = .adjustable
        slider.accessibilityActionHandler = { log.actions.append("slider \($0)"); return true }
        root.addSublayer(slider)
        let focus = KeyboardFocus(tree: AccessibilityTree(label: "Test", root: root))
        return (host, focus, buttons, slider, log)
    }

    final class Log { var actions: [String] = [] }

    typealias Key = KeyboardFocus.Key

    @Test("Tab and Shift+Tab move the focus and the ring; a scene that claims Tab keeps it")
    func tab() {
        let (host, focus, buttons, slider, _) = make()
        #expect(focus.handle(keysym: Key.tab, modifiers: [], claimsTab: false))
        #expect(focus.ring.superlayer === buttons[0])
        #expect(focus.handle(keysym: Key.leftTab, modifiers: [.shift], claimsTab: false))
        #expect(focus.ring.superlayer === slider, "backwards from the first wraps to the last")
        #expect(!focus.handle(keysym: Key.tab, modifiers: [], claimsTab: true))
        #expect(!focus.handle(keysym: Key.tab, modifiers: [.control], claimsTab: false), "Ctrl+Tab is not for the focus")
        withExtendedLifetime(host) {}
    }

    @Test("Enter and Space act on the focus, and go to the scene without one; arrows move along the list and still reach the scene")
    func activateAndArrows() {
        let (host, focus, buttons, _, log) = make()
        #expect(!focus.handle(keysym: Key.returnKey, modifiers: [], claimsTab: false), "no focus: the scene's Enter")
        _ = focus.handle(keysym: Key.tab, modifiers: [], claimsTab: false)
        #expect(!focus.handle(keysym: Key.right, modifiers: [], claimsTab: false), "the feed scrolls too")
        #expect(focus.ring.superlayer === buttons[1])
        #expect(focus.handle(keysym: Key.space, modifiers: [], claimsTab: false))
        #expect(!focus.handle(keysym: Key.escape, modifiers: [], claimsTab: false), "a button does not escape")
        #expect(log.actions == ["1 activate"])
        withExtendedLifetime(host) {}
    }

    @Test("arrows adjust an adjustable element: up and right raise, down and left lower")
    func adjust() {
        let (host, focus, _, _, log) = make()
        _ = focus.handle(keysym: Key.leftTab, modifiers: [.shift], claimsTab: false)
        for key in [Key.up, Key.right, Key.down, Key.left] {
            #expect(focus.handle(keysym: key, modifiers: [], claimsTab: false))
        }
        #expect(log.actions == ["slider increment", "slider increment", "slider decrement", "slider decrement"])
        withExtendedLifetime(host) {}
    }

    @Test("the arrow keys pass over text and a disabled button between two cards, and Escape reaches the list")
    func arrowsSkipWhatCannotTakeFocus() {
        let root = Layer(frame: Rect(0, 0, 400, 300))
        let host = LayerHost(clock: ManualClock(), rootLayer: root)
        let list = Layer(frame: Rect(0, 0, 400, 100))
        list.accessibilityContainerType = .list
        var escaped = 0
        list.accessibilityActions = [.escape]
        list.accessibilityActionHandler = { escaped += $0 == .escape ? 1 : 0; return true }
        root.addSublayer(list)
        let kinds: [AccessibilityTraits] = [.button, .staticText, [.button, .notEnabled], .button]
        let items = kinds.enumerated().map { i, traits in
            let item = Layer(frame: Rect(Double(i) * 100, 0, 90, 90))
            item.isAccessibilityElement = true
            item.accessibilityTraits = traits
            list.addSublayer(item)
            return item
        }
        let focus = KeyboardFocus(tree: AccessibilityTree(label: "Test", root: root))
        _ = focus.handle(keysym: Key.tab, modifiers: [], claimsTab: false)
        #expect(focus.ring.superlayer === items[0])
        _ = focus.handle(keysym: Key.right, modifiers: [], claimsTab: false)
        #expect(focus.ring.superlayer === items[3], "over the text and the disabled button")
        _ = focus.handle(keysym: Key.down, modifiers: [], claimsTab: false)
        #expect(focus.ring.superlayer === items[3], "the list ends there")
        _ = focus.handle(keysym: Key.up, modifiers: [], claimsTab: false)
        #expect(focus.ring.superlayer === items[0])
        #expect(focus.handle(keysym: Key.escape, modifiers: [], claimsTab: false) && escaped == 1)
        withExtendedLifetime(host) {}
    }
}
