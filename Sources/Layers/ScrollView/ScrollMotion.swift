/// What a ``ScrollView``'s content offset is doing. Every state but dragging is a pure
/// function of the tree's time, so an offscreen run on a manual clock reproduces every
/// frame: a frame reads ``offset(at:)`` and sets it, nothing is integrated.
enum ScrollMotion: Equatable {
    /// At rest.
    case idle
    /// Following a finger or the touchpad: the offset changes with each input event.
    case dragging(ScrollDrag)
    /// After a release: each axis settles (decelerates, bounces or springs to a page).
    case decelerating(ScrollRelease)
    /// Moving to an offset on a timing curve (a call, a wheel step, a key).
    case animating(ScrollAnimation)

    /// The offset at `time`; nil while dragging (input moves it) or idle.
    func offset(at time: MediaTime) -> Point? {
        switch self {
        case .idle, .dragging: nil
        case let .decelerating(release): release.offset(at: time)
        case let .animating(animation): animation.offset(at: time)
        }
    }

    /// When the motion ends, for the states that end by themselves.
    var end: MediaTime? {
        switch self {
        case .idle, .dragging: nil
        case let .decelerating(release): release.start + release.duration
        case let .animating(animation): animation.start + animation.duration
        }
    }

    /// The velocity of the offset, in points per second, at `time` (zero unless settling).
    func velocity(at time: MediaTime) -> Point {
        guard case let .decelerating(release) = self else { return .zero }
        let elapsed = time - release.start
        return Point(x: release.x.velocity(after: elapsed), y: release.y.velocity(after: elapsed))
    }
}

/// A drag under way: where it started, where the input asks the content to be, and
/// the samples its velocity is measured from.
struct ScrollDrag: Equatable {
    /// The offset when the drag began, before any rubber band.
    var start: Point
    /// The offset the input asks for, before the rubber band.
    var raw: Point
    /// The page each axis was on when the drag began, for paging.
    var grabbedPage: (x: Int, y: Int)
    /// True for the touchpad (its translation is the sum of its deltas).
    var isTouchpad: Bool
    /// The touchpad's translation so far (the content moves against it).
    var translation = Point.zero
    /// The axis a directional lock chose, once the drag moved.
    var lockedAxis: ScrollAxis?

    static func == (a: ScrollDrag, b: ScrollDrag) -> Bool {
        a.start == b.start && a.raw == b.raw && a.grabbedPage == b.grabbedPage && a.isTouchpad == b.isTouchpad
            && a.translation == b.translation && a.lockedAxis == b.lockedAxis
    }
}

/// The settle of both axes after a release, from `start`.
struct ScrollRelease: Equatable {
    var start: MediaTime
    var x: ScrollSettle
    var y: ScrollSettle
    /// The longer of the two settles, computed once (a spring's is a search).
    var duration: TimeSpan

    init(start: MediaTime, x: ScrollSettle, y: ScrollSettle) {
        self.start = start
        self.x = x
        self.y = y
        duration = max(x.duration, y.duration)
    }

    var restingOffset: Point { Point(x: x.restingOffset, y: y.restingOffset) }

    func offset(at time: MediaTime) -> Point {
        let elapsed = time - start
        guard elapsed < duration else { return restingOffset }
        return Point(x: x.offset(after: elapsed), y: y.offset(after: elapsed))
    }
}

/// An offset change on a timing curve.
struct ScrollAnimation: Equatable {
    var from: Point
    var to: Point
    var start: MediaTime
    var duration: TimeSpan
    var curve: TimingFunction

    func offset(at time: MediaTime) -> Point {
        let t = duration.seconds > 0 ? (time - start) / duration : 1
        guard t < 1 else { return to }
        let p = curve.progress(at: max(t, 0))
        return from + (to - from) * p
    }
}
