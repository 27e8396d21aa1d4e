/// An edge or corner of the window that a drag resizes from (xdg_toplevel.resize_edge).
public enum ResizeEdge: UInt32, Sendable, CaseIterable {
    case top = 1, bottom = 2, left = 4, topLeft = 5, bottomLeft = 6, right = 8, topRight = 9, bottomRight = 10

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
