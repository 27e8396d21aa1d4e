extension ScrollView {
    /// Springs the content onto page `index` along `axis`, as a release onto that page
    /// does: from where the content shows, keeping the speed it has at `time`,
    /// through the ``paging`` spring (a page is ``pageLength(along:)``). Whatever moved
    /// the content stops; the other axis stays where it shows. How a paging view steps
    /// to the next page and carries on smoothly when asked again mid-way (the demo's
    /// city feed does so for the arrow keys and the wheel).
    ///
    /// The index is clamped to the pages there are. The delegate hears
    /// ``ScrollViewDelegate/scrollViewDidEndDecelerating(_:)`` when the content comes
    /// to rest; outside a hosted tree, or already resting on the page, it moves there at
    /// once and hears nothing.
    public func scrollToPage(_ index: Int, along axis: ScrollAxis, at time: MediaTime) {
        // The offset on screen, that of the last frame: the spring starts from what the
        // user sees, not from where the old motion would have moved on to by `time`.
        var shown = contentOffset
        let velocity: Point = switch motion {
        case .decelerating: motion.velocity(at: time)
        case .dragging: sampledVelocity(at: time)
        case .idle, .animating: .zero
        }
        let range = contentOffsetRange(along: axis), length = pageLength(along: axis)
        let last = ScrollPaging.lastPage(low: range.lowerBound, high: range.upperBound, length: length)
        let page = min(max(Double(index), 0), last)
        let target = min(range.lowerBound + page * length, range.upperBound)
        let spring = paging.spring(from: shown[axis], velocity: velocity[axis], to: target,
                                   inside: range.contains(shown[axis]))
        stopMotion(at: nil)
        let still = ScrollSettle.decelerating(Deceleration(from: shown[axis.other], velocity: 0, rate: decelerationRate))
        let release = ScrollRelease(start: time, x: axis == .horizontal ? .springing(spring) : still,
                                    y: axis == .vertical ? .springing(spring) : still)
        guard host != nil, release.duration > .zero else {
            shown[axis] = target
            applyOffset(shown)
            return
        }
        motion = .decelerating(release)
        startStepping()
    }
}
