import Gestures
import Layers

/// A touchpad swipe over the feed: the content follows the fingers' deltas as a drag
/// of the feed's scroll view. The swipe is over when the fingers lift (`axis_stop`),
/// or, for sources that never say so, once no delta came for ``pause``. It then lets
/// go with the speed the deltas had at the last one, so a quick flick still reaches
/// the next card.
struct FeedTouchpadSwipe {
    /// Scrolling from a source without `axis_stop` is over when no event came for this long.
    static let pause: TimeSpan = .seconds(0.12)

    /// How far the deltas moved the content so far, in points (positive: further right).
    private(set) var distance = 0.0
    /// When the last delta came.
    private(set) var lastEvent: MediaTime
    private var tracker = VelocityTracker()

    /// A swipe whose first delta comes at `time`.
    init(at time: MediaTime) { lastEvent = time }

    /// The fingers moved the content by `delta` points at `time`.
    mutating func add(_ delta: Double, at time: MediaTime) {
        distance += delta
        lastEvent = time
        tracker.add(Point(x: distance, y: 0), at: time)
    }

    /// Whether the swipe is over at `time`: no delta for ``pause``.
    func isOver(at time: MediaTime) -> Bool { time - lastEvent >= Self.pause }

    /// The content's speed at the last delta, in points per second (positive: further right).
    var velocity: Double { tracker.velocity(at: lastEvent).x }
}
