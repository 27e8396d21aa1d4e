import Layers

/// An AT-SPI state set: bits numbered as libatspi's `AtspiStateType`, sent as two
/// 32-bit words (`au`) by `GetState`.
struct AtspiStateSet: Equatable {
    /// The states the bridge sets.
    enum State: Int {
        case active = 1
        case collapsed = 5
        case enabled = 8
        case expandable = 9
        case expanded = 10
        case focusable = 11
        case focused = 12
        case selected = 23
        case sensitive = 24
        case showing = 25
        case visible = 30

        /// The name `StateChanged` events carry as their detail.
        var name: String {
            switch self {
            case .active: "active"
            case .collapsed: "collapsed"
            case .enabled: "enabled"
            case .expandable: "expandable"
            case .expanded: "expanded"
            case .focusable: "focusable"
            case .focused: "focused"
            case .selected: "selected"
            case .sensitive: "sensitive"
            case .showing: "showing"
            case .visible: "visible"
            }
        }
    }

    private(set) var bits: UInt64 = 0

    init(_ states: [State] = []) { states.forEach { insert($0) } }

    mutating func insert(_ state: State) { bits |= 1 << UInt64(state.rawValue) }
    func contains(_ state: State) -> Bool { bits & (1 << UInt64(state.rawValue)) != 0 }

    /// The two words `GetState` answers with.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// A node's states: every node is visible, and enabled and sensitive unless its
    /// traits say ``AccessibilityTraits/notEnabled``; showing when it overlaps the
    /// window's content; elements that act are focusable; and what its traits and
    /// expanded status say.
    init(_ node: AccessibilityNode, isFocused: Bool, isShowing: Bool) {
        self.init([.visible])
        if !node.traits.contains(.notEnabled) { insert(.enabled); insert(.sensitive) }
        if isShowing { insert(.showing) }
        if node.id == AccessibilityTree.rootID { insert(.active) }
        if node.isFocusable { insert(.focusable) }
        if isFocused { insert(.focused) }
        if node.traits.contains(.selected) { insert(.selected) }
        switch node.expandedStatus {
        case .unsupported: break
        case .collapsed: insert(.expandable); insert(.collapsed)
        case .expanded: insert(.expandable); insert(.expanded)
        }
    }
}
