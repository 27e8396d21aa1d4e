/// What produced a scroll (`wl_pointer.axis_source`), which decides how a scroll view
/// follows it: a wheel's steps jump by a line, a touchpad's deltas follow the fingers
/// and end with an ``InputEvent/axisStop(horizontal:vertical:)`` that may fling.
public enum AxisSource: Equatable, Sendable {
    /// A mouse wheel's clicks (with ``InputEvent/axis(horizontal:vertical:discrete:source:value120:)``'s
    /// `discrete` steps).
    case wheel
    /// Fingers on a touchpad: ends with an axis stop.
    case finger
    /// A continuous device other than fingers (a trackpoint, a knob): may end with an axis stop.
    case continuous
    /// A wheel tilted sideways.
    case wheelTilt

    /// The source the protocol's `axis_source` value names, or nil for one this client
    /// does not know (a newer compositor's): the scroll is then taken as it comes.
    init?(protocolValue: UInt32) {
        switch protocolValue {
        case 0: self = .wheel
        case 1: self = .finger
        case 2: self = .continuous
        case 3: self = .wheelTilt
        default: return nil
        }
    }

    /// True for sources whose deltas track a hand continuously, so they end in a stop
    /// and may fling: a touchpad or another continuous device.
    public var isContinuous: Bool { self == .finger || self == .continuous }
}
