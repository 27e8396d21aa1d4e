/// An edge or corner of the window that a drag resizes from (xdg_toplevel.resize_edge).
public enum ResizeEdge: UInt32, Sendable, CaseIterable {
    /// The top edge.
    case top = 1
    /// The bottom edge.
    case bottom = 2
    /// The left edge.
    case left = 4
    /// The top-left corner.
    case topLeft = 5
    /// The bottom-left corner.
    case bottomLeft = 6
    /// The right edge.
    case right = 8
    /// The top-right corner.
    case topRight = 9
    /// The bottom-right corner.
    case bottomRight = 10

    /// "bottom-right", for log lines.
    var name: String {
        switch self {
        case .top: "top"
        case .bottom: "bottom"
        case .left: "left"
        case .right: "right"
        case .topLeft: "top-left"
        case .topRight: "top-right"
        case .bottomLeft: "bottom-left"
        case .bottomRight: "bottom-right"
        }
    }

    /// The cursor that shows this edge resizes.
    var cursor: CursorShape {
        switch self {
        case .top: .northResize
        case .bottom: .southResize
        case .left: .westResize
        case .right: .eastResize
        case .topLeft: .northWestResize
        case .topRight: .northEastResize
        case .bottomLeft: .southWestResize
        case .bottomRight: .southEastResize
        }
    }
}
