#if canImport(Glibc)
import Glibc
#endif

extension ScrollView {
    /// How long a wheel notch's or an arrow key's scroll takes, on an ease-out curve: a
    /// step that arrives while one runs adds to its target and goes on from where the
    /// content shows, so a fast spin scrolls smoothly. GTK's smooth wheel scrolling is
    /// about this long.
    public static let stepDuration = TimeSpan.seconds(0.2)
    /// The share of the viewport a page key keeps in sight: GTK's page increment is
    /// 0.9 of the viewport.
    public static let pageOverlap = 0.1
    /// The share of the viewport an arrow key moves: GTK's step increment.
    public static let lineFraction = 0.1
    /// The largest touchpad delta taken, in points per event; larger ones (a
    /// misbehaving device, 1e308) are clamped to it.
    public static let maximumDelta = 100_000.0
    /// How long a touchpad swipe waits for its next delta before it ends by itself, at
    /// rest (springing back from past an edge): for sources that never send `axis_stop`.
    public static let touchpadTimeout = TimeSpan.seconds(0.5)

    /// Takes one scrolling input. Input the view cannot act on (a key along an axis it
    /// does not scroll, deltas that are not numbers) is ignored; a drag by a finger goes
    /// on undisturbed by the touchpad.
    public func handle(_ input: ScrollInput) {
        guard isScrollEnabled else { return }
        switch input {
        case let .touchpad(delta, time): scroll(byTouchpad: delta, at: time)
        case let .touchpadEnded(time):
            guard case let .dragging(drag) = motion, drag.isTouchpad else { return }
            release(velocity: sampledVelocity(at: time), at: time)
        case let .wheel(steps, time): scroll(byWheelSteps: steps, at: time)
        case let .key(key, time): scroll(by: key, at: time)
        }
    }

    /// How far one wheel notch scrolls along `axis`: ``wheelStepLength``, a page when
    /// paging, else GTK's rule (the viewport's length to the power 2/3, so a small view
    /// moves by less and a tall one by more, as GNOME apps do).
    public func wheelStep(along axis: ScrollAxis) -> Double {
        if isPagingEnabled { return pageLength(along: axis) }
        if let wheelStepLength { return wheelStepLength }
        return pow(max(bounds.size[axis], 1), 2.0 / 3.0)
    }

    /// How far an arrow key scrolls along `axis`.
    public func lineLength(along axis: ScrollAxis) -> Double {
        isPagingEnabled ? pageLength(along: axis) : max(bounds.size[axis] * Self.lineFraction, 1)
    }

    /// How far Page Up/Down and Space scroll along `axis`: the viewport less
    /// ``pageOverlap`` of it, or a page when paging.
    public func keyPageLength(along axis: ScrollAxis) -> Double {
        isPagingEnabled ? pageLength(along: axis) : max(bounds.size[axis] * (1 - Self.pageOverlap), 1)
    }

    // MARK: Internals

    func scroll(byTouchpad delta: Point, at time: MediaTime) {
        guard delta.isFinite else { return }
        let limit = Self.maximumDelta
        let delta = Point(x: min(max(delta.x, -limit), limit), y: min(max(delta.y, -limit), limit))
        if case let .dragging(drag) = motion, !drag.isTouchpad { return }
        if !isDragging { beginDrag(at: time, touchpad: true) }
        guard case var .dragging(drag) = motion else { return }
        drag.translation = drag.translation - delta
        motion = .dragging(drag)
        self.drag(translation: drag.translation, at: time)
        startStepping()
    }

    func scroll(byWheelSteps steps: Point, at time: MediaTime) {
        guard steps.isFinite, !isDragging else { return }
        let limit = 1000.0
        var target = pendingTarget(at: time)
        for axis in ScrollAxis.allCases where steps[axis] != 0 && canScroll(along: axis) {
            target[axis] += min(max(steps[axis], -limit), limit) * wheelStep(along: axis)
        }
        scroll(to: target, at: time, duration: Self.stepDuration, curve: .easeOut)
    }

    func scroll(by key: ScrollKey, at time: MediaTime) {
        guard !isDragging else { return }
        guard let axis = key.axis ?? (canScroll(along: .vertical) ? .vertical : canScroll(along: .horizontal) ? .horizontal : nil),
              canScroll(along: axis) else { return }
        var target = pendingTarget(at: time)
        let range = contentOffsetRange(along: axis)
        switch key {
        case .up, .down, .left, .right: target[axis] += key.sign * lineLength(along: axis)
        case .pageUp, .pageDown, .space, .shiftSpace: target[axis] += key.sign * keyPageLength(along: axis)
        case .home: target[axis] = range.lowerBound
        case .end: target[axis] = range.upperBound
        }
        let line = key.axis != nil
        scroll(to: target, at: time, duration: line ? Self.stepDuration : Self.animationDuration,
               curve: line ? .easeOut : .easeInEaseOut)
    }

    /// Where the content is heading at `time`: an animation's end, else where it shows.
    func pendingTarget(at time: MediaTime) -> Point {
        if case let .animating(animation) = motion { return animation.to }
        return motion.offset(at: time) ?? contentOffset
    }

    /// Animates to `target` kept in the range (and on a page when paging).
    func scroll(to target: Point, at time: MediaTime, duration: TimeSpan, curve: TimingFunction) {
        var target = clampedContentOffset(target)
        if isPagingEnabled {
            for axis in ScrollAxis.allCases where canScroll(along: axis) {
                let range = contentOffsetRange(along: axis), page = pageLength(along: axis)
                let index = ScrollPaging.page(nearest: target[axis], low: range.lowerBound, high: range.upperBound, page: page)
                target[axis] = min(range.lowerBound + Double(index) * page, range.upperBound)
            }
        }
        if case let .animating(animation) = motion, animation.to == target { return }
        if case .idle = motion, target == contentOffset { return }
        animate(to: target, at: time, duration: duration, curve: curve)
    }
}
