extension ScrollView {
    /// How far back the touchpad's release velocity looks: the samples of the last
    /// 100 ms, as Gestures' velocity tracker and UIKit do for a finger.
    public static let velocityWindow = TimeSpan.milliseconds(100)

    /// A finger (or the touchpad) starts moving the content at `time`: whatever moved it
    /// stops where it shows, and the delegate hears
    /// ``ScrollViewDelegate/scrollViewWillBeginDragging(_:)``. Gestures' pan recognizer
    /// calls this; call it yourself to drive the view from other input.
    public func beginDragging(at time: MediaTime) { beginDrag(at: time, touchpad: false) }

    /// The finger moved `translation` points since the drag began, in this view's
    /// coordinates: the content follows it (moving against the offset), rubber-banded
    /// past the edges when the view ``bounces``, else stopped there. Axes the view cannot
    /// scroll along stay put. Values that are not finite are ignored.
    public func drag(translation: Point, at time: MediaTime) {
        guard case var .dragging(drag) = motion, translation.isFinite else { return }
        var raw = drag.start - translation
        if isDirectionalLockEnabled && canScroll(along: .horizontal) && canScroll(along: .vertical) {
            if drag.lockedAxis == nil { drag.lockedAxis = ScrollAxis(dominantIn: translation) }
            if let axis = drag.lockedAxis { raw[axis.other] = drag.start[axis.other] }
        }
        for axis in ScrollAxis.allCases where !canScroll(along: axis) { raw[axis] = drag.start[axis] }
        drag.raw = raw
        motion = .dragging(drag)
        record(raw, at: time)
        applyOffset(rubberBanded(raw))
    }

    /// The finger lifted at `time` moving at `velocity` points per second (the pan's
    /// velocity: the content moves against it). The content goes on with that momentum,
    /// bounces back from past an edge or springs to a page, unless the delegate picks
    /// another rest (``ScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``).
    public func endDragging(velocity: Point, at time: MediaTime) {
        guard isDragging else { return }
        let v = Point(x: velocity.x.isFinite ? -velocity.x : 0, y: velocity.y.isFinite ? -velocity.y : 0)
        release(velocity: v, at: time)
    }

    // MARK: Internals

    func beginDrag(at time: MediaTime, touchpad: Bool) {
        stopMotion(at: time)
        let offset = contentOffset
        // Content already past an edge (caught while bouncing) stays where it shows: the
        // drag starts from the pull that shows it there.
        var start = offset
        let low = minimumContentOffset, high = maximumContentOffset
        for axis in ScrollAxis.allCases {
            let d = bounds.size[axis]
            if offset[axis] < low[axis] { start[axis] = low[axis] + RubberBand.pull(forOffset: offset[axis] - low[axis], dimension: d) }
            if offset[axis] > high[axis] { start[axis] = high[axis] + RubberBand.pull(forOffset: offset[axis] - high[axis], dimension: d) }
            if !start[axis].isFinite { start[axis] = min(max(offset[axis], low[axis]), high[axis]) }
        }
        let page = (x: ScrollPaging.page(nearest: offset.x, low: low.x, high: high.x, page: pageLength(along: .horizontal)),
                    y: ScrollPaging.page(nearest: offset.y, low: low.y, high: high.y, page: pageLength(along: .vertical)))
        motion = .dragging(ScrollDrag(start: start, raw: start, grabbedPage: page, isTouchpad: touchpad))
        samples.removeAll(keepingCapacity: true)
        // A finger is where it touched down at that time. A touchpad's first delta is
        // motion that happened before its event: the start is no sample of its speed.
        if !touchpad { record(start, at: time) }
        updateIndicatorOpacity(at: time)
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The offset that shows for a drag asking for `raw`.
    func rubberBanded(_ raw: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        var shown = raw
        for axis in ScrollAxis.allCases {
            let d = bounds.size[axis]
            if raw[axis] < low[axis] {
                shown[axis] = bounces ? low[axis] + RubberBand.offset(forPull: raw[axis] - low[axis], dimension: d) : low[axis]
            } else if raw[axis] > high[axis] {
                shown[axis] = bounces ? high[axis] + RubberBand.offset(forPull: raw[axis] - high[axis], dimension: d) : high[axis]
            }
        }
        return shown
    }

    /// Keeps the samples of the velocity window (and never more than the capacity).
    func record(_ offset: Point, at time: MediaTime) {
        if samples.count == Self.sampleCapacity { samples.removeFirst() }
        samples.append((time, offset))
        var stale = 0
        while stale < samples.count - 1, samples[stale].time < time - Self.velocityWindow { stale += 1 }
        if stale > 0 { samples.removeFirst(stale) }
    }

    /// The drag's velocity at `time`, in points per second of offset, over the samples of
    /// the window before it: zero with fewer than two, or none apart in time.
    func sampledVelocity(at time: MediaTime) -> Point {
        let from = time - Self.velocityWindow - .seconds(1e-9)
        guard let first = samples.first(where: { $0.time >= from }), let last = samples.last,
              last.time - first.time > .seconds(1e-6) else { return .zero }
        let v = (last.offset - first.offset) * (1 / (last.time - first.time).seconds)
        return v.isFinite ? v : .zero
    }

    /// The drag is over at `time` with the content moving at `velocity` (points per
    /// second of offset): asks the delegate for the rest and settles there.
    func release(velocity: Point, at time: MediaTime) {
        guard case let .dragging(drag) = motion else { return }
        var v = velocity
        for axis in ScrollAxis.allCases where !canScroll(along: axis) { v[axis] = 0 }
        if let axis = drag.lockedAxis { v[axis.other] = 0 }
        var release = settle(drag: drag, velocity: v, at: time, target: nil)
        let natural = release.restingOffset
        var target = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: v, targetContentOffset: &target)
        if target != natural, target.isFinite { release = settle(drag: drag, velocity: v, at: time, target: target) }
        let decelerates = release.duration > .zero && host != nil
        motion = decelerates ? .decelerating(release) : .idle
        if !decelerates { applyOffset(release.restingOffset) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates {
            delegate?.scrollViewWillBeginDecelerating(self)
            startStepping()
        } else {
            restIndicators(at: time)
        }
    }

    /// The settle of both axes from where the content shows.
    func settle(drag: ScrollDrag, velocity v: Point, at time: MediaTime, target: Point?) -> ScrollRelease {
        let offset = contentOffset
        func axis(_ axis: ScrollAxis, _ page: Int) -> ScrollSettle {
            let range = contentOffsetRange(along: axis)
            guard canScroll(along: axis) || !range.contains(offset[axis]) else {
                return .decelerating(Deceleration(from: offset[axis], velocity: 0, rate: decelerationRate))
            }
            if isPagingEnabled {
                if let target {
                    let to = min(max(target[axis], range.lowerBound), range.upperBound)
                    return .springing(paging.spring(from: offset[axis], velocity: v[axis], to: to, inside: range.contains(offset[axis])))
                }
                return .springing(paging.settle(offset: offset[axis], raw: drag.raw[axis], velocity: v[axis], range: range,
                                                page: pageLength(along: axis), grabbedPage: page, rate: decelerationRate))
            }
            return ScrollSettle(offset: offset[axis], velocity: v[axis], range: range, rate: decelerationRate,
                                bounces: bounces, target: target?[axis])
        }
        return ScrollRelease(start: time, x: axis(.horizontal, drag.grabbedPage.x), y: axis(.vertical, drag.grabbedPage.y))
    }
}
