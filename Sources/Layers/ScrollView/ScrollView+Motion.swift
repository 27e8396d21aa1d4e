extension ScrollView {
    /// How long an animated change of offset takes (``setContentOffset(_:animated:)``,
    /// ``scrollRectToVisible(_:animated:)``, Page Up/Down, Home/End). Apple documents no
    /// number for UIScrollView's; this is as long as its implicit animations' 0.25 s
    /// plus a little for the longer distances scrolling covers.
    public static let animationDuration = TimeSpan.seconds(0.3)

    /// Moves the content to `offset`, at once or animated on an ease-in-ease-out curve
    /// over ``animationDuration`` (then the delegate hears
    /// ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``). Either way any
    /// drag, deceleration or animation under way stops. The offset is not clamped into
    /// the scrollable range, as UIKit's is not; values that are not finite are ignored.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        let limit = Self.maximumContentLength
        let target = Point(x: min(max(offset.x, -limit), limit), y: min(max(offset.y, -limit), limit))
        let now = host?.currentMediaTime
        if animated, let now {
            animate(to: target, at: now, duration: Self.animationDuration, curve: .easeInEaseOut)
        } else {
            stopMotion(at: now)
            applyOffset(target)
        }
    }

    /// Scrolls the least that shows `rect` (in content coordinates) whole, or as much of
    /// it as fits from its top left; nothing when it is already visible. The offset stays
    /// within the scrollable range. A rectangle that is not finite is ignored.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.isFinite, !rect.isNull else { return }
        let visible = bounds.inset(by: contentInset)
        var offset = contentOffset
        for axis in ScrollAxis.allCases {
            let low = axis == .horizontal ? rect.minX : rect.minY, high = axis == .horizontal ? rect.maxX : rect.maxY
            let shownLow = axis == .horizontal ? visible.minX : visible.minY
            let shownHigh = axis == .horizontal ? visible.maxX : visible.maxY
            if high - low > shownHigh - shownLow || low < shownLow {
                offset[axis] += low - shownLow
            } else if high > shownHigh {
                offset[axis] += high - shownHigh
            }
        }
        let target = clampedContentOffset(offset)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators for a moment, as after scrolling (to hint that the
    /// content scrolls).
    public func flashScrollIndicators() {
        guard let now = host?.currentMediaTime else { return }
        restIndicators(at: now)
    }

    // MARK: Internals

    /// Starts an animated change to `target` from where the content shows at `time`.
    func animate(to target: Point, at time: MediaTime, duration: TimeSpan, curve: TimingFunction) {
        stopMotion(at: time)
        guard target != contentOffset else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        guard host != nil else {
            applyOffset(target)
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        motion = .animating(ScrollAnimation(from: contentOffset, to: target, start: time, duration: duration, curve: curve))
        startStepping()
    }

    /// Stops whatever moves the content, leaving it where it shows at `time`.
    func stopMotion(at time: MediaTime?) {
        if let time, let offset = motion.offset(at: time) { applyOffset(offset) }
        motion = .idle
    }

    /// Moves the content to `offset` now (bounds origin), and tells the indicators, the
    /// subclass and the delegate.
    func applyOffset(_ offset: Point) {
        guard offset != bounds.origin else { return }
        bounds = Rect(origin: offset, size: bounds.size)
        layoutIndicators()
        contentOffsetDidChange()
        delegate?.scrollViewDidScroll(self)
    }

    /// Asks the tree's host to step this view every frame, from the next one on.
    func startStepping() {
        guard !isStepping, let host else { return }
        isStepping = true
        host.engine.addStepper(self) { [weak self, weak host] time in
            guard let self else { return false }
            guard let host, self.host === host else {
                self.isStepping = false
                return false
            }
            let more = self.step(at: time)
            if !more { self.isStepping = false }
            return more
        }
    }

    /// One frame at `time`: the offset the motion has then, its end when it is over,
    /// and the indicators. True while there is more to show.
    func step(at time: MediaTime) -> Bool {
        if case let .dragging(drag) = motion, drag.isTouchpad, let last = samples.last?.time,
           time - last >= Self.touchpadTimeout {
            // No `axis_stop` came (a source that sends none): the swipe is over, at rest.
            release(velocity: .zero, at: last + Self.touchpadTimeout)
        }
        if let offset = motion.offset(at: time) { applyOffset(offset) }
        if let end = motion.end, time >= end { finishMotion(at: end) }
        updateIndicatorOpacity(at: time)
        switch motion {
        case .decelerating, .animating: return true
        case let .dragging(drag): return drag.isTouchpad
        case .idle: return indicatorRest != nil
        }
    }

    /// The motion reached its end at `end`: the content is at rest there.
    func finishMotion(at end: MediaTime) {
        let finished = motion
        motion = .idle
        restIndicators(at: end)
        switch finished {
        case .decelerating: delegate?.scrollViewDidEndDecelerating(self)
        case .animating: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .idle, .dragging: break
        }
    }

    /// The content came to rest at `time`: the indicators stay a moment, then fade.
    /// With neither bar shown there is no fade to step through: a view at rest asks for
    /// no more frames.
    func restIndicators(at time: MediaTime) {
        guard !indicators.vertical.isHidden || !indicators.horizontal.isHidden else {
            indicatorRest = nil
            updateIndicatorOpacity(at: time)
            return
        }
        indicatorRest = time
        updateIndicatorOpacity(at: time)
        startStepping()
    }
}
