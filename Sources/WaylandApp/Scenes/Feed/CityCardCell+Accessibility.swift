import Layers

/// What a screen reader finds in a card. Collapsed, the card is one button, "Lisbon,
/// Portugal", that expands it. Expanded, it is a group of that name holding the
/// city's description as text and the labelled close button.
extension CityCardCell {
    /// Makes the close button and the description accessible, in the feed's language.
    func setUpAccessibility(closeLabel: String) {
        closeButton.isAccessibilityElement = true
        closeButton.accessibilityTraits = .button
        closeButton.accessibilityLabel = closeLabel
        closeButton.accessibilityActionHandler = { [unowned self] action in
            guard action == .activate, state == .expanded || isAnimating else { return false }
            tapped()
            return true
        }
        descriptionLabel.isAccessibilityElement = true
        descriptionLabel.accessibilityTraits = .staticText
        accessibilityTraits = .button
        accessibilityActionHandler = { [unowned self] action in performAccessibility(action) }
        updateAccessibility()
    }

    /// Follows the city shown and whether the card is expanded.
    func updateAccessibility() {
        let expanded = state == .expanded
        isAccessibilityElement = !expanded
        accessibilityContainerType = expanded ? .semanticGroup : .none
        accessibilityLabel = "\(city.name), \(city.country)"
        accessibilityExpandedStatus = expanded ? .expanded : .collapsed
        descriptionLabel.accessibilityLabel = city.description
    }

    /// Activate does what a tap does; escape collapses an expanded card.
    private func performAccessibility(_ action: AccessibilityAction) -> Bool {
        switch action {
        case .activate:
            guard state == .expanded || collection?.allowsSelection == true else { return false }
            collection?.finishScrolling()
            tapped()
            return true
        case .escape:
            guard state == .expanded, !isAnimating else { return false }
            toggle()
            return true
        case .increment, .decrement:
            return false
        }
    }
}
