import Layers

extension ScrollView {
    /// Attaches the pan recognizer that drags this scroll view with a finger, as
    /// UIScrollView's `panGestureRecognizer`, and returns it (to relate it to other
    /// recognizers). Its velocity comes from every touch sample.
    ///
    /// The pan begins only along an axis the view can scroll (`canScroll(along:)`):
    /// a drag that starts vertically on a horizontal carousel inside a vertical list
    /// fails the carousel's pan and begins the list's, one that starts sideways the
    /// other way round, and each stays with the view it began on. A mouse drag (the
    /// pointer with its primary button) moves the content only with
    /// `isMouseDragEnabled`. The content follows from where the
    /// pan begins, without the jump of the distance it took to recognize.
    @discardableResult
    public func addPanGestureRecognizer() -> PanGestureRecognizer {
        let pan = PanGestureRecognizer()
        pan.name = "scroll"
        pan.shouldBegin = { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return false }
            return self.shouldBeginPan(pan)
        }
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
            self.follow(pan)
        }
        addGestureRecognizer(pan)
        return pan
    }

    private func shouldBeginPan(_ pan: PanGestureRecognizer) -> Bool {
        if pan.touches.keys.contains(TouchPoint.pointerID) && !isMouseDragEnabled { return false }
        guard let axis = ScrollAxis(dominantIn: pan.translation(in: self)) else { return false }
        return canScroll(along: axis)
    }

    private func follow(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging(at: pan.timestamp)
            pan.setTranslation(.zero, in: self)
        case .changed:
            drag(translation: pan.translation(in: self), at: pan.timestamp)
        case .ended:
            endDragging(velocity: pan.velocity(in: self), at: pan.timestamp)
        case .cancelled:
            endDragging(velocity: .zero, at: pan.timestamp)
        case .possible, .failed:
            break
        }
    }
}
