/// What assistive technology asks an element to do, after UIKit's
/// `accessibilityActivate()`, `accessibilityIncrement()`, `accessibilityDecrement()`
/// and `accessibilityPerformEscape()`.
public enum AccessibilityAction: String, CaseIterable, Hashable, Sendable {
    /// Do what a tap does (press the button, open the card).
    case activate
    /// Raise an adjustable element's value by a step.
    case increment
    /// Lower an adjustable element's value by a step.
    case decrement
    /// Dismiss what is open (close the card, the menu).
    case escape
}
