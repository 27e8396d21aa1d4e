/// The pointer images a window asks for: the arrow, and the resize arrows of its edges.
public enum CursorShape: String, Sendable, CaseIterable {
    /// The ordinary arrow.
    case `default`
    /// Resizing from an edge: the arrow points out of the top, bottom, left or right edge.
    case northResize, southResize, westResize, eastResize
    /// Resizing from a corner: the arrow points out of that corner.
    case northWestResize, northEastResize, southWestResize, southEastResize

    /// The shape's value in cursor-shape-v1 (`wp_cursor_shape_device_v1.shape`).
    var protocolValue: UInt32 {
        switch self {
        case .default: 1
        case .eastResize: 18
        case .northResize: 19
        case .northEastResize: 20
        case .northWestResize: 21
        case .southResize: 22
        case .southEastResize: 23
        case .southWestResize: 24
        case .westResize: 25
        }
    }

    /// Names to look up in an XCursor theme, best first (themes spell them differently:
    /// the CSS names of freedesktop's cursor spec, then the older X cursor font names).
    var themeNames: [String] {
        switch self {
        case .default: ["default", "left_ptr"]
        case .northResize: ["n-resize", "top_side"]
        case .southResize: ["s-resize", "bottom_side"]
        case .westResize: ["w-resize", "left_side"]
        case .eastResize: ["e-resize", "right_side"]
        case .northWestResize: ["nw-resize", "top_left_corner"]
        case .northEastResize: ["ne-resize", "top_right_corner"]
        case .southWestResize: ["sw-resize", "bottom_left_corner"]
        case .southEastResize: ["se-resize", "bottom_right_corner"]
        }
    }
}
