import CWayland
import Gestures
import Layers
import WaylandPlatform

extension CitiesScene {
    /// A tap on a row chooses it, as a table view's selection does.
    func attachGestures() {
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            guard feed == nil, let index = list.indexForItem(at: recognizer.location(in: list)) else { return }
            list.selectItem(at: index)
        }
        tap.name = "tap city"
        list.addGestureRecognizer(tap)
    }

    /// The xkb keysyms the list answers to.
    enum Key {
        static let escape = UInt32(XKB_KEY_Escape)
    }

    func handle(_ event: InputEvent, timing: InputTiming<MediaTimeline>) {
        if let feed {
            if case let .key(keysym, _, true, _, _) = event, keysym == Key.escape,
               feed.collection.activeCell == nil, !feed.arena.isTracking {
                closeFeed()
                return
            }
            feed.handle(event, timing: timing)
            return
        }
        if arena.handle(event, timing: timing) { return }
    }

    func update(at time: MediaTime) -> Bool {
        let waiting = arena.update(at: time)
        let feedMoving = feed?.update(at: time) ?? false
        return waiting || feedMoving
    }
}
