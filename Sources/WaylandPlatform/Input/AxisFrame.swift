/// The axis events of one `wl_pointer.frame`, gathered into the events a content hears:
/// one ``InputEvent/axis(horizontal:vertical:discrete:source:value120:)`` for the scroll
/// and one ``InputEvent/axisStop(horizontal:vertical:)`` when the fingers lifted.
///
/// A seat of version 8 reports wheels in 120ths of a step (`axis_value120`) instead of
/// whole steps (`axis_discrete`). A high-resolution wheel sends fractions; they add up
/// across frames, and a whole step is reported in the frame that completes it, so a
/// content that counts steps sees exactly one per 120, never a lost or doubled one.
struct AxisFrame {
    /// Values ≥ this in `axis_value120` are taken as garbage from the compositor, not a
    /// fast wheel: a real wheel reports at most a few steps a frame.
    static let value120Limit: Int32 = 120 * 1_000
    /// Scroll distances beyond this are clamped: a scroll view then still moves by a sane
    /// amount instead of flying to infinity on a compositor's bad value.
    static let distanceLimit = 1_000_000.0

    private(set) var scroll = (horizontal: 0.0, vertical: 0.0)
    private var steps = InputEvent.AxisSteps(horizontal: 0, vertical: 0)
    private var value120 = InputEvent.AxisSteps(horizontal: 0, vertical: 0)
    /// 120ths of a step not yet reported as a whole step; kept across frames.
    private var pending120 = InputEvent.AxisSteps(horizontal: 0, vertical: 0)
    private var source: AxisSource?
    private var stop = (horizontal: false, vertical: false)
    private var hasScroll = false, hasSteps = false, hasValue120 = false
    /// The timestamp of the frame's last axis event, for the events it becomes.
    private(set) var time: UInt32?

    mutating func add(isHorizontal: Bool, value: Double, time: UInt32) {
        self.time = time
        let value = value.isFinite ? min(max(value, -Self.distanceLimit), Self.distanceLimit) : 0
        if isHorizontal { scroll.horizontal += value } else { scroll.vertical += value }
        hasScroll = true
    }

    mutating func addSteps(isHorizontal: Bool, count: Int32) {
        if isHorizontal { steps.horizontal += Int(count) } else { steps.vertical += Int(count) }
        hasSteps = true
    }

    mutating func addValue120(isHorizontal: Bool, value: Int32) {
        guard abs(Int(value)) < Int(Self.value120Limit) else { return }
        if isHorizontal {
            value120.horizontal += Int(value)
            pending120.horizontal += Int(value)
            steps.horizontal += Self.takeWholeSteps(&pending120.horizontal)
        } else {
            value120.vertical += Int(value)
            pending120.vertical += Int(value)
            steps.vertical += Self.takeWholeSteps(&pending120.vertical)
        }
        hasValue120 = true
        hasSteps = true
    }

    mutating func setSource(_ value: UInt32) {
        source = AxisSource(protocolValue: value)
    }

    mutating func addStop(isHorizontal: Bool, time: UInt32) {
        self.time = time
        if isHorizontal { stop.horizontal = true } else { stop.vertical = true }
    }

    /// The frame's events, scroll first, and a clean slate for the next frame.
    mutating func take() -> [InputEvent] {
        var events: [InputEvent] = []
        if hasScroll || hasSteps {
            events.append(.axis(horizontal: scroll.horizontal, vertical: scroll.vertical,
                                discrete: hasSteps ? steps : nil, source: source,
                                value120: hasValue120 ? value120 : nil))
        }
        if stop.horizontal || stop.vertical {
            events.append(.axisStop(horizontal: stop.horizontal, vertical: stop.vertical))
        }
        let carried = pending120
        self = AxisFrame()
        pending120 = carried
        return events
    }

    /// Whole steps out of `pending` 120ths, towards zero, leaving the remainder.
    private static func takeWholeSteps(_ pending: inout Int) -> Int {
        let whole = pending / 120
        pending -= whole * 120
        return whole
    }
}
