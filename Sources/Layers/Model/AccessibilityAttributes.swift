/// What a layer tells assistive technology about itself, kept on the layer (see
/// ``Layer/isAccessibilityElement`` and its neighbours in `Layer+Accessibility`).
@MainActor
struct AccessibilityAttributes {
    var isElement = false
    var containerType = AccessibilityContainerType.none
    var isModal = false
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits = []
    var expandedStatus = AccessibilityExpandedStatus.unsupported
    var language: String?
    var positionInSet: Int?
    var setSize: Int?
    /// Set when the app lists the actions itself; else they follow from the traits.
    var actions: Set<AccessibilityAction>?
    var actionHandler: ((AccessibilityAction) -> Bool)?
    /// The number a tree gave the layer the first time it saw it: stable while it lives.
    var identifier: UInt64?
}
