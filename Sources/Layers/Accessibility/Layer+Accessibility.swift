/// Accessibility on layers, after UIKit's `UIAccessibility`: a layer that is an
/// element is one thing a screen reader announces and acts on, with a label (what it
/// is), a value (what it is set to), a hint (what acting does) and traits (what kind
/// of thing it is). Layers that are neither elements nor containers are see-through.
/// An element hides its own sublayers from assistive technology, as UIKit does.
///
/// Changing any of these counts as a change of the tree (``LayerHost/revision``), so an
/// ``AccessibilityTree`` watching it notices on its next update.
extension Layer {
    private func changeAccessibility(_ body: (inout AccessibilityAttributes) -> Void) {
        var attributes = accessibility ?? AccessibilityAttributes()
        body(&attributes)
        accessibility = attributes
        host?.invalidate()
    }

    /// Whether assistive technology sees this layer as one element. Default false.
    public var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? false }
        set { changeAccessibility { $0.isElement = newValue } }
    }
    /// How this layer groups the elements inside it when it is not an element itself.
    public var accessibilityContainerType: AccessibilityContainerType {
        get { accessibility?.containerType ?? .none }
        set { changeAccessibility { $0.containerType = newValue } }
    }
    /// While this layer shows, assistive technology ignores its siblings (and what is
    /// under them), as UIKit's `accessibilityViewIsModal`: a splash or an alert over the app.
    public var accessibilityViewIsModal: Bool {
        get { accessibility?.isModal ?? false }
        set { changeAccessibility { $0.isModal = newValue } }
    }
    /// What the element is, in the app's language ("Lisbon, Portugal"); a container's
    /// label names the group.
    public var accessibilityLabel: String? {
        get { accessibility?.label }
        set { changeAccessibility { $0.label = newValue } }
    }
    /// What an element is set to, for adjustable elements ("50 %").
    public var accessibilityValue: String? {
        get { accessibility?.value }
        set { changeAccessibility { $0.value = newValue } }
    }
    /// What activating the element does ("Shows the city's description"), or its text.
    public var accessibilityHint: String? {
        get { accessibility?.hint }
        set { changeAccessibility { $0.hint = newValue } }
    }
    /// What kind of element this is: the role and states the platform announces.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility?.traits ?? [] }
        set { changeAccessibility { $0.traits = newValue } }
    }
    /// Whether activating the element shows or hides more of it.
    public var accessibilityExpandedStatus: AccessibilityExpandedStatus {
        get { accessibility?.expandedStatus ?? .unsupported }
        set { changeAccessibility { $0.expandedStatus = newValue } }
    }
    /// The BCP 47 tag of the language the label is in, when it is not the tree's.
    public var accessibilityLanguage: String? {
        get { accessibility?.language }
        set { changeAccessibility { $0.language = newValue } }
    }

    /// The element's place (from 1) among its set's items, when the set holds more than
    /// its container shows: a list that keeps only its visible rows tells each row its
    /// place in the whole list, which a screen reader reads out ("3 of 6 000"). Values
    /// below 1 count as nil.
    public var accessibilityPositionInSet: Int? {
        get { accessibility?.positionInSet }
        set { changeAccessibility { $0.positionInSet = newValue.flatMap { $0 >= 1 ? $0 : nil } } }
    }
    /// How many items the element's set holds in all (with
    /// ``accessibilityPositionInSet``). Values below 0 count as nil.
    public var accessibilitySetSize: Int? {
        get { accessibility?.setSize }
        set { changeAccessibility { $0.setSize = newValue.flatMap { $0 >= 0 ? $0 : nil } } }
    }

    /// The actions the element offers. Unless set, they follow from the traits: a
    /// button or an expandable element activates, an adjustable one increments and
    /// decrements, an expanded one also escapes. A ``AccessibilityTraits/notEnabled``
    /// element offers none (set ones come back when it is enabled again).
    public var accessibilityActions: Set<AccessibilityAction> {
        get {
            if accessibilityTraits.contains(.notEnabled) { return [] }
            if let actions = accessibility?.actions { return actions }
            var actions: Set<AccessibilityAction> = []
            if accessibilityTraits.contains(.button) || accessibilityExpandedStatus != .unsupported {
                actions.insert(.activate)
            }
            if accessibilityTraits.contains(.adjustable) { actions.formUnion([.increment, .decrement]) }
            if accessibilityExpandedStatus == .expanded { actions.insert(.escape) }
            return actions
        }
        set { changeAccessibility { $0.actions = newValue } }
    }

    /// Does an action a screen reader or the keyboard asks for: true when it was done.
    /// UIKit's `accessibilityActivate()` and its siblings as one closure, since a
    /// layer's behaviour usually lives in the scene that owns it.
    public var accessibilityActionHandler: ((AccessibilityAction) -> Bool)? {
        get { accessibility?.actionHandler }
        set { changeAccessibility { $0.actionHandler = newValue } }
    }

    /// Performs `action` through ``accessibilityActionHandler``; false when the element
    /// does not offer it or nothing handled it.
    @discardableResult
    public func accessibilityPerform(_ action: AccessibilityAction) -> Bool {
        guard accessibilityActions.contains(action), let handler = accessibility?.actionHandler else { return false }
        return handler(action)
    }

    /// Where the element is, in its tree's root coordinates (the window's points): its
    /// bounds' bounding box through every transform above it (model values: where it
    /// rests once its animations end).
    public var accessibilityFrame: Rect { convert(bounds, to: nil) }
}
