import Layers

/// The AT-SPI roles the bridge gives nodes (the numbers of libatspi's `AtspiRole`, as
/// in `atspi-constants.h`), and their names as `GetRoleName` spells them.
enum AtspiRole: UInt32 {
    case frame = 23
    case image = 27
    case label = 29
    case list = 31
    case listItem = 32
    case panel = 39
    case pushButton = 43
    case slider = 51
    case application = 75
    case heading = 83
    case grouping = 99

    /// The role a node plays: its traits first (an adjustable button is a slider), then
    /// what kind of container it is.
    init(_ node: AccessibilityNode) {
        if node.id == AccessibilityTree.rootID { self = .frame; return }
        guard node.isElement else {
            self = switch node.containerType {
            case .list: .list
            case .semanticGroup: .grouping
            case .none: .panel
            }
            return
        }
        let traits = node.traits
        // An item that knows its place in its list is one of the list's items (GTK's list rows).
        if node.positionInSet != nil { self = .listItem }
        else if traits.contains(.adjustable) { self = .slider }
        else if traits.contains(.button) || node.expandedStatus != .unsupported { self = .pushButton }
        else if traits.contains(.header) { self = .heading }
        else if traits.contains(.image) { self = .image }
        else { self = .label }
    }

    /// The role's name in libatspi (`atspi_role_get_name`).
    var name: String {
        switch self {
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .list: "list"
        case .listItem: "list item"
        case .panel: "panel"
        case .pushButton: "push button"
        case .slider: "slider"
        case .application: "application"
        case .heading: "heading"
        case .grouping: "grouping"
        }
    }
}
