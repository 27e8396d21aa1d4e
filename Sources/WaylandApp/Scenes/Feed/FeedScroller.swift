import FoundationEssentials
import Glibc
import Gestures
import Layers

/// The feed's horizontal scrolling, as `UIScrollView` with paging does it, reduced to
/// one number: the content offset. Drags follow the finger and rubber-band past the
/// ends; releases carry their momentum into a spring that settles on a card.
///
/// Time-based and deterministic: positions are closed-form functions of the media
/// time, so an offscreen run on a manual clock reproduces every frame.
struct FeedScroller {
    /// What the offset is doing.
    enum Phase: Equatable {
        case idle
        /// Following a finger that went down at offset `start`.
        case dragging(start: Double)
        /// Following touchpad scrolling; settles once events stop for ``scrollPause``.
        case scrolling(lastEvent: MediaTime)
        /// Springing to a card's offset.
        case settling(Settle)
    }

    /// A critically damped spring from `from` with `velocity` (points/s) to `target`.
    struct Settle: Equatable {
        var from: Double
        var velocity: Double
        var target: Double
        var start: MediaTime
    }

    /// The spring's natural frequency (rad/s): settles in about half a second.
    static let stiffness = 13.0
    /// How far ahead a release's velocity projects the offset, in seconds.
    static let projection = 0.22
    /// Touchpad scrolling is over when no event came for this long.
    static let scrollPause: TimeSpan = .seconds(0.12)

    private(set) var phase = Phase.idle
    private(set) var offset = 0.0
    /// The card pitch (one page) and the card count, for snapping.
    var pitch = 1.0
    var count = 1
    /// The width rubber-banding is measured against (the feed's).
    var viewWidth = 1.0
    /// The card the offset is on or heading for.
    private(set) var page = 0

    private var tracker = VelocityTracker()
    /// The un-rubber-banded offset a drag or touchpad scroll asks for.
    private var raw = 0.0
    private var pageAtGrab = 0

    var maximum: Double { Double(max(count - 1, 0)) * pitch }

    /// Jumps to card `index`, stopping any motion (a resize keeps the current card).
    mutating func jump(toPage index: Int) {
        page = clampPage(index)
        offset = Double(page) * pitch
        phase = .idle
    }

    // MARK: Dragging

    mutating func beginDrag(at time: MediaTime) {
        let start = offset
        phase = .dragging(start: start)
        pageAtGrab = nearestPage(to: offset)
        raw = offset
        tracker.reset()
        tracker.add(Point(x: offset, y: 0), at: time)
    }

    /// The finger moved `translation` points since the drag began (positive: right).
    mutating func drag(translation: Double, at time: MediaTime) {
        guard case let .dragging(start) = phase else { return }
        raw = start - translation
        offset = rubberBanded(raw)
        tracker.add(Point(x: raw, y: 0), at: time)
    }

    /// The finger lifted with `velocity` points/s (positive: moving right).
    mutating func endDrag(velocity: Double, at time: MediaTime) {
        guard case .dragging = phase else { return }
        settle(velocity: -velocity, at: time, limitToNeighbours: true)
    }

    // MARK: Wheel, touchpad and keys

    /// Touchpad (continuous) scrolling by `delta` points of content.
    mutating func scroll(by delta: Double, at time: MediaTime) {
        if case .scrolling = phase {} else {
            raw = offset
            pageAtGrab = nearestPage(to: offset)
            tracker.reset()
        }
        raw += delta
        offset = rubberBanded(raw)
        tracker.add(Point(x: raw, y: 0), at: time)
        phase = .scrolling(lastEvent: time)
    }

    /// Springs to card `index` (wheel steps, arrow keys), keeping the current speed.
    mutating func scroll(toPage index: Int, at time: MediaTime) {
        page = clampPage(index)
        phase = .settling(Settle(from: offset, velocity: velocity(at: time), target: Double(page) * pitch, start: time))
    }

    // MARK: Time

    /// Moves the offset to `time`; true while it still moves.
    mutating func update(at time: MediaTime) -> Bool {
        switch phase {
        case .idle, .dragging:
            return false
        case let .scrolling(lastEvent):
            if time - lastEvent >= Self.scrollPause {
                settle(velocity: tracker.velocity(at: lastEvent).x, at: time, limitToNeighbours: true)
                return update(at: time)
            }
            return true
        case let .settling(s):
            let (x, v) = Self.spring(s, at: time)
            // Within a tenth of a pixel at 4× and barely moving: done.
            if abs(x - s.target) < 0.025 && abs(v) < 2 {
                offset = s.target
                phase = .idle
                return false
            }
            offset = x
            return true
        }
    }

    /// The offset's speed in points/s at `time` (0 when idle).
    func velocity(at time: MediaTime) -> Double {
        switch phase {
        case .idle: 0
        case .dragging, .scrolling: tracker.velocity(at: time).x
        case let .settling(s): Self.spring(s, at: time).velocity
        }
    }

    // MARK: Internals

    /// Projects the momentum, picks the card it lands nearest (one card at most from
    /// where the gesture started, as paging does) and springs there.
    private mutating func settle(velocity: Double, at time: MediaTime, limitToNeighbours: Bool) {
        let projected = raw + velocity * Self.projection
        var target = nearestPage(to: projected)
        if limitToNeighbours { target = min(max(target, pageAtGrab - 1), pageAtGrab + 1) }
        page = clampPage(target)
        // Past an end the spring starts from where the content shows, with no push outwards.
        let outside = offset < 0 || offset > maximum
        phase = .settling(Settle(from: offset, velocity: outside ? 0 : velocity,
                                 target: Double(page) * pitch, start: time))
    }

    /// x(t) = target + (x₀ + (v₀ + ωx₀)t)e^(−ωt): critically damped, no oscillation.
    private static func spring(_ s: Settle, at time: MediaTime) -> (offset: Double, velocity: Double) {
        let t = max((time - s.start).seconds, 0), w = stiffness
        let a = s.from - s.target, b = s.velocity + w * a
        let decay = exp(-w * t)
        return (s.target + (a + b * t) * decay, (b - w * (a + b * t)) * decay)
    }

    /// UIScrollView's rubber band: past an end, the content moves less and less.
    private func rubberBanded(_ value: Double) -> Double {
        let d = max(viewWidth, 1)
        func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }
        if value < 0 { return -band(-value) }
        if value > maximum { return maximum + band(value - maximum) }
        return value
    }

    private func nearestPage(to value: Double) -> Int { clampPage(Int((value / max(pitch, 1)).rounded())) }
    private func clampPage(_ index: Int) -> Int { min(max(index, 0), max(count - 1, 0)) }
}
