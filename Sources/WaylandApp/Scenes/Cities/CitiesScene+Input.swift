import CWayland
import Gestures
import Layers
import WaylandPlatform

extension CitiesScene {
    /// A finger drags the list (a mouse only with ``ScrollView/isMouseDragEnabled``); a
    /// tap on a row chooses it, as a table view's selection does.
    func attachGestures() {
        list.addPanGestureRecognizer()
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            guard feed == nil, let index = list.indexForItem(at: recognizer.location(in: list)) else { return }
            list.selectItem(at: index)
        }
        tap.name = "tap city"
        list.addGestureRecognizer(tap)
    }

    static let escape = UInt32(XKB_KEY_Escape)

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if let feed {
            if case let .key(keysym, _, true, _, _) = event, keysym == Self.escape,
               feed.collection.activeCell == nil, !feed.arena.isTracking {
                closeFeed()
                return
            }
            feed.handle(event, timing: timing)
            return
        }
        if case let .pointerMotion(x, y) = event { pointer = Point(x: x, y: y) }
        if arena.handle(event, timing: timing) { return }
        // Wheel, touchpad and keys, as the platform maps them: keys move the list
        // wherever the pointer is, the rest scrolls what is under it.
        guard let input = ScrollInput(event, timing: timing) else { return }
        if case .key = input { list.handle(input) } else { scrollRouter.handle(input, at: pointer) }
    }

    func update(at time: MediaTime) -> Bool {
        let waiting = arena.update(at: time)
        let feedMoving = feed?.update(at: time) ?? false
        return waiting || feedMoving
    }
}

extension CitiesScene {
    /// The list came to rest after a fling: announced as `cities-rest-Y`, its offset to a
    /// tenth of a point, which the tests on a compositor read (`run` prints `scene NAME MS`).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { announceRest(of: scrollView) }

    /// The list came to rest after an animated scroll (a wheel click, a key).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { announceRest(of: scrollView) }

    private func announceRest(of scrollView: ScrollView) {
        guard scrollView === list, !scrollView.isDragging else { return }
        events.post("cities-rest", value: (scrollView.contentOffset.y * 10).rounded() / 10, from: root)
    }
}
