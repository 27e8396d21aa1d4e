/// One element or container of an ``AccessibilityTree`` as it was at the tree's last
/// update: plain values a platform bridge can read and compare without touching layers
/// (the shape of AccessKit's nodes).
public struct AccessibilityNode: Hashable, Sendable {
    /// The node's number, stable while its layer lives; ``AccessibilityTree/rootID`` is the root.
    public let id: UInt64
    /// The enclosing node's number; nil for the root.
    public var parent: UInt64?
    /// The nodes inside, in reading order (the sublayers' order).
    public var children: [UInt64] = []
    /// True for an element, false for a container (and the root).
    public var isElement: Bool
    /// How a container groups its children (``AccessibilityContainerType/none`` for elements).
    public var containerType: AccessibilityContainerType
    /// ``Layer/accessibilityLabel``.
    public var label: String?
    /// ``Layer/accessibilityValue``.
    public var value: String?
    /// ``Layer/accessibilityHint``.
    public var hint: String?
    /// ``Layer/accessibilityTraits``.
    public var traits: AccessibilityTraits
    /// ``Layer/accessibilityExpandedStatus``.
    public var expandedStatus: AccessibilityExpandedStatus
    /// ``Layer/accessibilityLanguage``, else the tree's language.
    public var language: String?
    /// ``Layer/accessibilityActions``, in declaration order (activate, increment, decrement, escape).
    public var actions: [AccessibilityAction]
    /// ``Layer/accessibilityFrame``: the root's coordinates, in points.
    public var frame: Rect
    /// ``Layer/accessibilityPositionInSet``: the place (from 1) in the whole set.
    public var positionInSet: Int?
    /// ``Layer/accessibilitySetSize``: how many items the whole set holds.
    public var sizeOfSet: Int?

    /// Whether the keyboard and a screen reader can move the focus here: elements that act.
    public var isFocusable: Bool { isElement && !actions.isEmpty }

    /// The node of `layer`, read now (children are filled in by the tree).
    @MainActor
    init(id: UInt64, parent: UInt64?, layer: Layer, language: String?) {
        self.id = id
        self.parent = parent
        isElement = layer.isAccessibilityElement
        containerType = isElement ? .none : layer.accessibilityContainerType
        label = layer.accessibilityLabel
        value = layer.accessibilityValue
        hint = layer.accessibilityHint
        traits = layer.accessibilityTraits
        expandedStatus = layer.accessibilityExpandedStatus
        self.language = layer.accessibilityLanguage ?? language
        let offered = layer.accessibilityActions
        actions = AccessibilityAction.allCases.filter { offered.contains($0) }
        frame = layer.accessibilityFrame
        positionInSet = layer.accessibilityPositionInSet
        sizeOfSet = layer.accessibilitySetSize
    }
}
