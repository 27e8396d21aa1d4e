import Layers

/// The frame's pointer and touch state machine, without Wayland: hover, pressing a
/// button, double clicks on the bar. Each event carries its own time (the compositor's
/// milliseconds), so a double click is judged by when the presses happened, not by when
/// they were handled.
struct FrameInteraction: Equatable {
    enum State: Equatable {
        /// The pointer is elsewhere.
        case away
        /// The pointer is over `region`, no button held.
        case hovering(FrameRegion)
        /// A button of the bar is held; released over it, it acts.
        case pressing(FrameButton, isInside: Bool)
    }

    /// The longest time between the two presses of a double click, as GTK's default.
    static let doubleClickInterval: TimeSpan = .seconds(0.4)
    /// How far apart the two presses may be.
    static let doubleClickDistance = 6.0

    private(set) var state = State.away
    private var lastBarPress: (time: CompositorTime, x: Double, y: Double)?
    private var cursor: CursorShape?

    static func == (a: FrameInteraction, b: FrameInteraction) -> Bool { a.state == b.state && a.cursor == b.cursor }

    /// The button drawn hovered, if any.
    var hoveredButton: FrameButton? {
        switch state {
        case let .hovering(.button(button)): button
        case let .pressing(button, isInside) where isInside: button
        default: nil
        }
    }

    /// The button drawn pressed, if any.
    var pressedButton: FrameButton? {
        if case let .pressing(button, true) = state { return button }
        return nil
    }

    /// The pointer entered the frame or moved over it.
    mutating func pointerMoved(to region: FrameRegion, serial: UInt32) -> [FrameAction] {
        switch state {
        case let .pressing(button, _):
            state = .pressing(button, isInside: region == .button(button))
            return []
        default:
            state = .hovering(region)
            guard region.cursor != cursor else { return [] }
            cursor = region.cursor
            return [.setCursor(region.cursor, serial: serial)]
        }
    }

    mutating func pointerLeft() {
        state = .away
        cursor = nil
    }

    /// A pointer button (evdev code: 0x110 left, 0x111 right) at (x, y) on `region`.
    mutating func button(_ code: UInt32, pressed: Bool, region: FrameRegion, x: Double, y: Double,
                         serial: UInt32, time: CompositorTime?) -> [FrameAction] {
        if !pressed {
            guard case let .pressing(button, isInside) = state else { return [] }
            state = .hovering(region)
            return isInside && code == 0x110 ? [action(for: button)] : []
        }
        if code == 0x111 {
            return region == .titleBar ? [.showWindowMenu(serial: serial, x: x, y: y)] : []
        }
        guard code == 0x110 else { return [] }
        return press(region: region, x: x, y: y, serial: serial, time: time)
    }

    /// A touch went down: as a left press, without hover.
    mutating func touchDown(region: FrameRegion, x: Double, y: Double, serial: UInt32, time: CompositorTime?) -> [FrameAction] {
        press(region: region, x: x, y: y, serial: serial, time: time)
    }

    mutating func touchUp() -> [FrameAction] {
        guard case let .pressing(button, isInside) = state else { return [] }
        state = .away
        return isInside ? [action(for: button)] : []
    }

    private mutating func press(region: FrameRegion, x: Double, y: Double, serial: UInt32, time: CompositorTime?) -> [FrameAction] {
        switch region {
        case let .button(button):
            state = .pressing(button, isInside: true)
            return []
        case let .edge(edge):
            return [.resize(edge, serial: serial)]
        case .titleBar:
            if let time, let last = lastBarPress, time.since(last.time) <= Self.doubleClickInterval + .seconds(1e-9),
               abs(x - last.x) <= Self.doubleClickDistance, abs(y - last.y) <= Self.doubleClickDistance {
                lastBarPress = nil
                return [.toggleMaximize]
            }
            lastBarPress = time.map { ($0, x, y) }
            return [.move(serial: serial)]
        case .none:
            return []
        }
    }

    private func action(for button: FrameButton) -> FrameAction {
        switch button {
        case .close: .close
        case .maximize: .toggleMaximize
        case .minimize: .minimize
        }
    }
}
