/// What kind of element a layer is for a screen reader, after UIKit's
/// `UIAccessibilityTraits`: it picks the role the platform announces ("button",
/// "image", "heading") and states such as selected.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, one per trait.
    public let rawValue: UInt32
    /// A trait set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Acts when activated (a tap, Enter or Space, a screen reader's "click").
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A picture; its label says what it shows.
    public static let image = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that names what follows it.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// Text that does not change and cannot be acted on.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
    /// A value that increments and decrements (a slider, a scrubbed circle).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is the chosen one of its group (a page, a tab).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// The element does not respond now (a dimmed button), as UIKit's `notEnabled`: it
    /// offers no actions, so it takes no focus (as GTK skips an insensitive widget), and
    /// screen readers hear it as not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
}

/// Whether an element shows more when activated, after UIKit's
/// `UIAccessibilityExpandedStatus`: screen readers announce "collapsed" and "expanded".
public enum AccessibilityExpandedStatus: Hashable, Sendable {
    /// The element neither expands nor collapses.
    case unsupported
    /// It can expand and is collapsed now.
    case collapsed
    /// It is expanded now.
    case expanded
}
