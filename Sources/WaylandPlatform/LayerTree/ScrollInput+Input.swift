import CWayland
import Layers

extension ScrollInput {
    /// How many surface units compositors report for one wheel click (libinput's
    /// default): a scroll that names no wheel steps and no touchpad counts as that many
    /// clicks, so it moves by wheel steps rather than by raw units.
    public static let unitsPerWheelStep = 15.0

    /// The scrolling input a Wayland event is, or nil for one that scrolls nothing.
    ///
    /// - A touchpad or another continuous source (`axis_source` finger or continuous)
    ///   moves the content by its deltas, stamped with when they happened so the fling
    ///   at `axis_stop` has the fingers' own velocity.
    /// - A wheel turns by whole steps, or by 120ths of a step on a high-resolution wheel
    ///   (`axis_value120`); a scroll of unknown source by its units over
    ///   ``unitsPerWheelStep``.
    /// - Arrow keys, Page Up and Down, Space and Shift+Space, Home and End scroll, held
    ///   keys repeating; keys with Control, Alt or Logo held are shortcuts, not scrolling.
    public init?(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        switch event {
        case let .axis(horizontal, vertical, discrete, source, value120):
            if source?.isContinuous == true {
                self = .touchpad(delta: Point(x: horizontal, y: vertical), at: timing.happened)
            } else if let value120 {
                self = .wheel(steps: Point(x: Double(value120.horizontal) / 120, y: Double(value120.vertical) / 120),
                              at: timing.handled)
            } else if let discrete {
                self = .wheel(steps: Point(x: Double(discrete.horizontal), y: Double(discrete.vertical)), at: timing.handled)
            } else {
                let units = Self.unitsPerWheelStep
                self = .wheel(steps: Point(x: horizontal / units, y: vertical / units), at: timing.handled)
            }
        case .axisStop:
            self = .touchpadEnded(at: timing.happened)
        case let .key(keysym, _, true, modifiers, _):
            guard modifiers.isDisjoint(with: [.control, .alt, .logo]),
                  let key = ScrollKey(keysym: keysym, shift: modifiers.contains(.shift)) else { return nil }
            self = .key(key, at: timing.handled)
        default:
            return nil
        }
    }
}

extension ScrollKey {
    /// The scroll key an xkb keysym is (Shift turns Space into Shift+Space), or nil.
    public init?(keysym: UInt32, shift: Bool = false) {
        switch Int32(bitPattern: keysym) {
        case XKB_KEY_Up, XKB_KEY_KP_Up: self = .up
        case XKB_KEY_Down, XKB_KEY_KP_Down: self = .down
        case XKB_KEY_Left, XKB_KEY_KP_Left: self = .left
        case XKB_KEY_Right, XKB_KEY_KP_Right: self = .right
        case XKB_KEY_Page_Up, XKB_KEY_KP_Page_Up: self = .pageUp
        case XKB_KEY_Page_Down, XKB_KEY_KP_Page_Down: self = .pageDown
        case XKB_KEY_Home, XKB_KEY_KP_Home: self = .home
        case XKB_KEY_End, XKB_KEY_KP_End: self = .end
        case XKB_KEY_space: self = shift ? .shiftSpace : .space
        default: return nil
        }
    }
}

extension ScrollRouter {
    /// The first shown scroll view, breadth first from `root`, that can scroll along
    /// `axis` (either, when nil): where keys go when the pointer is over none.
    public static func outermostScrollView(in root: Layer, along axis: ScrollAxis?) -> ScrollView? {
        var level = [root]
        while !level.isEmpty {
            for layer in level where !layer.isHidden {
                guard let view = layer as? ScrollView else { continue }
                if let axis, view.canScroll(along: axis) { return view }
                if axis == nil, view.canScroll(along: .vertical) || view.canScroll(along: .horizontal) { return view }
            }
            level = level.filter { !$0.isHidden }.flatMap(\.sublayers)
        }
        return nil
    }
}
