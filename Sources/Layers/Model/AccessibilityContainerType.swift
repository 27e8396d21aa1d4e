/// How a layer that is not an element itself groups the elements inside it, after
/// UIKit's `UIAccessibilityContainerType`. A layer of type ``none`` is see-through:
/// the elements under it count as its superlayer's.
public enum AccessibilityContainerType: Hashable, Sendable {
    /// Not a container: its elements belong to the nearest container above it.
    case none
    /// Related elements that a screen reader announces as one group, with the label.
    case semanticGroup
    /// A list of like items (the feed's cards): "list, 12 items".
    case list
}
