import Layers

/// What a screen reader finds on the home screen: each icon is a button named after its
/// app that opens the preview and its menu; the menu's rows are buttons too, and escape
/// closes the menu.
extension PreviewScene {
    func setUpAccessibility() {
        for (index, cell) in cells.enumerated() {
            cell.isAccessibilityElement = true
            cell.accessibilityTraits = .button
            // The name under the icon, already in the app's language.
            cell.accessibilityLabel = labels[index].string
            cell.accessibilityActions = [.activate, .escape]
            cell.accessibilityActionHandler = { [unowned self] action in
                switch action {
                case .activate: openMenu(index)
                case .escape: closeMenu()
                case .increment, .decrement: false
                }
            }
        }
        menu.onChoose = { [unowned self] _ in _ = closeMenu() }
    }

    /// What a long press does, at once: the preview grows and the menu opens.
    private func openMenu(_ index: Int) -> Bool {
        guard phase == .idle else { return false }
        startPreview(index, at: now)
        // As a press held to its end: the press has scrubbed the grow animator (which
        // makes it active) before the menu springs out.
        scrub(Self.scrubRange.upperBound)
        finishPreview()
        return phase == .menu(icon: index)
    }

    private func closeMenu() -> Bool {
        guard case .menu = phase else { return false }
        dismissMenu()
        return true
    }
}
