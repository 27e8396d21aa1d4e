/// Scrolling input as desktops deliver it, in the platform's terms but no platform's
/// types: a platform maps its events onto these (WaylandPlatform's `wl_pointer.axis`
/// with `axis_source`, `axis_stop` and `axis_value120`, its keys) and hands them to a
/// ``ScrollRouter`` or straight to ``ScrollView/handle(_:)``.
///
/// Deltas are in points of content offset: positive y shows content further down,
/// positive x further right (a wheel turned towards the user, Wayland's positive axis
/// values). Each input carries the tree's time it happened at.
public enum ScrollInput: Equatable, Sendable {
    /// Fingers on a touchpad (or another continuous source) moved the content by
    /// `delta`: the content follows 1:1, rubber-banded past the edges.
    case touchpad(delta: Point, at: MediaTime)
    /// The fingers left the touchpad (`axis_stop`): the content flings on with the
    /// velocity of the last 100 ms of deltas, through the view's deceleration.
    case touchpadEnded(at: MediaTime)
    /// A wheel turned by `steps` notches along each axis; high-resolution wheels give
    /// fractions (`axis_value120` / 120). Each notch scrolls one wheel step, animated.
    case wheel(steps: Point, at: MediaTime)
    /// A key that scrolls, animated.
    case key(ScrollKey, at: MediaTime)

    /// When the input happened.
    public var time: MediaTime {
        switch self {
        case let .touchpad(_, time), let .touchpadEnded(time), let .wheel(_, time), let .key(_, time): time
        }
    }

    /// The axis the input moves along, if it says (keys that go either way answer nil).
    public var axis: ScrollAxis? {
        switch self {
        case let .touchpad(delta, _): ScrollAxis(dominantIn: delta)
        case let .wheel(steps, _): ScrollAxis(dominantIn: steps)
        case .touchpadEnded: nil
        case let .key(key, _): key.axis
        }
    }
}

/// The keys that scroll, as desktops bind them.
///
/// Arrows move a line, GTK's step increment: a tenth of the viewport. Page Up and Page
/// Down, Space and Shift+Space move a page, GTK's page increment: the viewport less a
/// tenth of it, so the line at the edge stays in sight. Home and End go to the start and
/// the end. Paging scroll views move by their page instead of a line or a page.
public enum ScrollKey: Equatable, Hashable, Sendable, CaseIterable {
    /// Up arrow: a line up.
    case up
    /// Down arrow: a line down.
    case down
    /// Left arrow: a line left.
    case left
    /// Right arrow: a line right.
    case right
    /// Page Up: a page up.
    case pageUp
    /// Page Down: a page down.
    case pageDown
    /// Space: a page down.
    case space
    /// Shift+Space: a page up.
    case shiftSpace
    /// Home: to the start.
    case home
    /// End: to the end.
    case end

    /// The axis of the arrows; nil for keys that scroll vertically when the view can,
    /// else horizontally.
    public var axis: ScrollAxis? {
        switch self {
        case .up, .down: .vertical
        case .left, .right: .horizontal
        case .pageUp, .pageDown, .space, .shiftSpace, .home, .end: nil
        }
    }

    /// −1 towards the start, +1 towards the end.
    var sign: Double {
        switch self {
        case .up, .left, .pageUp, .shiftSpace, .home: -1
        case .down, .right, .pageDown, .space, .end: 1
        }
    }
}
